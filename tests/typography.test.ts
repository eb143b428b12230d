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

/** Every string reachable from a module's exports, with the path that leads to it. */
function collectStrings(value: unknown, path: string, out: { path: string; text: string }[]) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => collectStrings(item, `${path}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectStrings(child, `${path}.${key}`, out);
  }
  return out;
}

const modules = { site, services, articles, doctors, faq, testimonials, slides, about, blogPage, legal };
const strings = Object.entries(modules).flatMap(([name, mod]) => collectStrings(mod, name, []));

describe('French typography of the content', () => {
  it('collects a meaningful amount of text', () => {
    expect(strings.length).toBeGreaterThan(300);
  });

  it('puts a no-break space, never a plain one, before : ; ! ?', () => {
    const offenders = strings.filter(({ text }) => / [:;!?]/.test(text));
    expect(offenders).toEqual([]);
  });

  it('always follows a word with a space before « ; ! ? »', () => {
    const offenders = strings.filter(({ text }) => /[\p{L}\p{N}][;!?]/u.test(text) && !text.includes('://'));
    expect(offenders).toEqual([]);
  });

  it('puts no-break spaces inside « guillemets »', () => {
    const offenders = strings.filter(({ text }) => /«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/.test(text));
    expect(offenders).toEqual([]);
  });

  it('contains no placeholder Latin', () => {
    const offenders = strings.filter(({ text }) => /lorem|ipsum|dolor sit/i.test(text));
    expect(offenders).toEqual([]);
  });
});
