import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/content/load/markdown';
import { proseBlocks, type Prose } from '@/lib/prose';
import { contentModules } from './content-modules';
import { walkContent, type ProseTranslation } from './content-walk';

const { translations, proses } = walkContent(contentModules);

/** A long text's shape: its blocks' kinds in reading order (« heading paragraph item item… »). */
const shape = (prose: Prose) => proseBlocks(prose).map((block) => block.kind).join(' ');

/** The long texts whose two languages differ in their blocks: one has a list, a heading or a paragraph more, or another order. */
const mismatchedShapes = (pairs: ProseTranslation[]) =>
  pairs.filter(({ fr, en }) => shape(fr) !== shape(en)).map(({ path, fr, en }) => `${path}: « ${shape(fr)} » ≠ « ${shape(en)} »`);

const markdown = (source: string) => renderMarkdown(source, (text) => text, () => {});

/*
 * Texts that are the same word in both languages, or names (the brands of mobile money). Anything else left identical is a
 * translation forgotten on its way.
 */
const SAME_IN_BOTH = new Set(['Blog', 'Contact', 'Services', 'Cookies', 'Consultation', 'Facebook', 'Instagram', 'WhatsApp', 'Centre', 'Menu', 'Pause', 'Message', 'Service', 'MTN', 'Mobile', 'Money', 'Orange']);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

// Addresses and people's names read the same in both languages.
const isNameOrAddress = (value: unknown) => typeof value === 'string' && /^(Dr |https?:\/\/|[\w.+-]+@[\w.-]+$)/.test(value);

// A {placeholder} is a name in code, filled in with the page's words.
const hasWords = (value: unknown) =>
  !isNameOrAddress(value) && (JSON.stringify(value).replace(/\{\w+\}/g, '').match(/\p{L}{3,}/gu)?.some((word) => !SAME_IN_BOTH.has(word)) ?? false);

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

  it('gives each value the same kind in both languages (a list where the other has a list)', () => {
    const mismatched = translations
      .filter(({ fr, en }) => Array.isArray(fr) !== Array.isArray(en) || typeof fr !== typeof en)
      .map(({ path }) => path);
    expect(mismatched).toEqual([]);
  });

  it('gives long texts the same blocks, in the same order, in both languages', () => {
    expect(proses.length, 'the walk finds the long texts').toBeGreaterThan(5);
    expect(mismatchedShapes(proses)).toEqual([]);
  });

  it('tells a translation that lost a list item or moved a heading', () => {
    const french = markdown('## Avant la visite\n\nPréparez vos ordonnances.\n\n- la carte\n- les analyses');
    const pairs = [
      { path: 'same', fr: french, en: markdown('## Before the visit\n\nHave your prescriptions ready.\n\n- the card\n- the tests') },
      { path: 'item lost', fr: french, en: markdown('## Before the visit\n\nHave your prescriptions ready.\n\n- the card') },
      { path: 'heading moved', fr: french, en: markdown('Have your prescriptions ready.\n\n## Before the visit\n\n- the card\n- the tests') },
    ];
    expect(mismatchedShapes(pairs).map((line) => line.split(':')[0])).toEqual(['item lost', 'heading moved']);
  });
});
