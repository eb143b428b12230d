import { describe, expect, it } from 'vitest';
import * as site from '@/content/site';
import * as services from '@/content/services';
import * as articles from '@/content/articles';
import * as doctors from '@/content/doctors';
import * as faq from '@/content/faq';
import * as testimonials from '@/content/testimonials';
import * as slides from '@/content/slides';
import * as about from '@/content/about';
import * as blogPage from '@/content/blog-page';
import * as legal from '@/content/legal';
import * as ctas from '@/content/ctas';
import { walkContent } from './content-walk';

const { translations } = walkContent({ site, services, articles, doctors, faq, testimonials, slides, about, blogPage, legal, ctas });

/*
 * Texts that are the same word in both languages, or names. Anything else left identical is a
 * translation forgotten on its way.
 */
const SAME_IN_BOTH = new Set(['Blog', 'Contact', 'Services', 'Cookies', 'Consultation', 'Facebook', 'Instagram', 'WhatsApp', 'Centre']);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const hasWords = (value: unknown) => JSON.stringify(value).match(/\p{L}{3,}/gu)?.some((word) => !SAME_IN_BOTH.has(word)) ?? false;

describe('every text of the content in both languages', () => {
  it('has an English side that is never empty', () => {
    expect(translations.filter(({ en }) => isEmpty(en)).map(({ path }) => path)).toEqual([]);
  });

  it('never leaves the French text in place of the English one (names and numbers aside)', () => {
    const untranslated = translations
      .filter(({ fr, en }) => JSON.stringify(fr) === JSON.stringify(en) && hasWords(fr))
      .map(({ path, en }) => `${path}: ${JSON.stringify(en).slice(0, 80)}`);
    expect(untranslated).toEqual([]);
  });

  it('gives long texts the same kind of blocks in both languages', () => {
    const mismatched = translations
      .filter(({ fr, en }) => Array.isArray(fr) !== Array.isArray(en) || typeof fr !== typeof en)
      .map(({ path }) => path);
    expect(mismatched).toEqual([]);
  });
});
