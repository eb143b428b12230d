import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mistypedMarks } from './french-marks';

/*
 * The staff guide is read by a nurse in the minute she needs it (issue 84.4): task cards (« ## » each), each at most
 * 300 words with one picture of the screen at 390 px (a PNG under docs/images/guide/, taken by `npm run
 * guide:screenshots` or `npm run admin:screenshots`, small enough for a phone's data), the whole at most 5,000 words,
 * every card in the index at the top, and its French as the site's: a no-break space before : ; ! ? and inside « ».
 * Words are counted as `wc -w` counts them (a no-break space parts two words, as in a C.UTF-8 shell).
 */

const ROOT = join(__dirname, '..', '..');
const GUIDE = 'docs/guide-du-personnel.md';
const CARD_WORDS = 300;
const GUIDE_WORDS = 5_000;
/** A phone's picture, in bytes: tens of KB as a palette PNG (scripts/guide-pictures.ts). */
const PICTURE_BYTES = 64 * 1024;
/** 390 CSS px, drawn at 1, 1.5, 2 or 3 device pixels each. */
const PHONE_WIDTHS = [390, 585, 780, 1170];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const text = readFileSync(join(ROOT, GUIDE), 'utf8');
const [head = '', ...sections] = text.split(/^(?=## )/m);
const cards = sections.map((section) => ({ title: section.slice(3, section.indexOf('\n')).trim(), section }));

/** A heading's anchor as GitHub writes it (as tests/site/docs.test.ts reads it). */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** A PNG's width, from its header (IHDR, bytes 16 to 19). */
function pngWidth(path: string): number {
  const bytes = readFileSync(path);
  return bytes.subarray(1, 4).toString('latin1') === 'PNG' ? bytes.readUInt32BE(16) : 0;
}

/** What a reader reads of a line: a code span as a word, no link's address. */
const prose = (line: string) => line.replace(/`[^`]*`/g, 'code').replace(/\]\([^)]*\)/g, ']');

describe('the staff guide, a card for each task', () => {
  it('has cards, a title each', () => {
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.filter(({ title }) => title === '')).toEqual([]);
  });

  it(`keeps each card within ${CARD_WORDS} words and the whole within ${GUIDE_WORDS}`, () => {
    const over = cards.filter(({ section }) => words(section) > CARD_WORDS).map(({ title, section }) => `« ${title} »: ${words(section)} words`);
    expect(over, 'cut the card, or split it in two tasks').toEqual([]);
    expect(words(text), `${GUIDE}: ${words(text)} words`).toBeLessThanOrEqual(GUIDE_WORDS);
  });

  it('shows each card one picture of the screen at 390 px, which exists and is small', () => {
    const wrong = cards.flatMap(({ title, section }) => {
      const pictures = [...section.matchAll(/!\[.+?\]\((images\/guide\/[\w-]+\.png)\)/g)].map(([, path]) => path!);
      if (pictures.length !== 1) return [`« ${title} »: ${pictures.length} pictures (one, with its words: ![…](images/guide/….png))`];
      const file = join(ROOT, 'docs', pictures[0]!);
      if (!existsSync(file)) return [`« ${title} »: ${pictures[0]} is missing (npm run guide:screenshots, npm run admin:screenshots)`];
      const width = pngWidth(file);
      const bytes = statSync(file).size;
      return [
        ...(PHONE_WIDTHS.includes(width) ? [] : [`« ${title} »: ${pictures[0]} is ${width} px wide, not a 390 px phone's`]),
        ...(bytes <= PICTURE_BYTES ? [] : [`« ${title} »: ${pictures[0]} weighs ${bytes} bytes`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('names every card in the index at its top, and nothing else', () => {
    const linked = [...head.matchAll(/\]\(#([^)]+)\)/g)].map(([, anchor]) => anchor!);
    expect(linked.sort()).toEqual(cards.map(({ title }) => anchorOf(title)).sort());
  });

  it('writes its French as the site does: a no-break space before : ; ! ? and inside « »', () => {
    const wrong = text
      .replace(/<!--[\s\S]*?-->/g, '')
      .split('\n')
      .map(prose)
      .filter((line) => mistypedMarks(line) || /«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/.test(line));
    expect(wrong).toEqual([]);
  });
});
