import { describe, expect, it } from 'vitest';
import { contentModules } from './content-modules';
import { walkContent } from './content-walk';

const { translations } = walkContent(contentModules);

/*
 * Texts that are the same word in both languages, or names. Anything else left identical is a
 * translation forgotten on its way.
 */
const SAME_IN_BOTH = new Set(['Blog', 'Contact', 'Services', 'Cookies', 'Consultation', 'Facebook', 'Instagram', 'WhatsApp', 'Centre', 'Menu', 'Pause', 'Message', 'Service']);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

// Addresses and people's names read the same in both languages.
const isNameOrAddress = (value: unknown) => typeof value === 'string' && /^(Dr |https?:\/\/|[\w.+-]+@[\w.-]+$)/.test(value);

const hasWords = (value: unknown) =>
  !isNameOrAddress(value) && (JSON.stringify(value).match(/\p{L}{3,}/gu)?.some((word) => !SAME_IN_BOTH.has(word)) ?? false);

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
