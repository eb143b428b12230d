import { describe, expect, it } from 'vitest';
import { contentModules } from '../content/content-modules';
import { walkContent } from '../content/content-walk';

const { french: strings, english } = walkContent(contentModules);

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

  it('writes hours the French way (8 h 30, 24 h/24), never 8h30, 24h/24 or 8:30', () => {
    // opens and closes are data (HH:MM), written out by lib/format.ts.
    const offenders = strings.filter(({ path, text }) => !/\.(opens|closes)$/.test(path) && /\b\d{1,2}h(\d{2}|\/|\b)|\b\d{1,2}:\d{2}\b/.test(text));
    expect(offenders).toEqual([]);
  });

  it('contains no placeholder Latin', () => {
    const offenders = strings.filter(({ text }) => /lorem|ipsum|dolor sit/i.test(text));
    expect(offenders).toEqual([]);
  });
});

describe('English typography of the content', () => {
  it('puts no space before : ; ! ? and uses no French guillemets', () => {
    const offenders = english.filter(({ text }) => /[\s\u00A0\u202F][:;!?](?!\/)/.test(text) || /[«»]/.test(text));
    expect(offenders).toEqual([]);
  });
  it('uses typographic apostrophes and quotes (’ “ ”), never straight ones', () => {
    const offenders = english.filter(({ text }) => /\p{L}'\p{L}|(^|\s)"|"($|[\s.,])/u.test(text));
    expect(offenders).toEqual([]);
  });

  it('writes prices the English way (10,000 FCFA), never the French way', () => {
    const offenders = english.filter(({ text }) => /\d[\u00A0\u202F ]\d{3}\b/.test(text));
    expect(offenders).toEqual([]);
  });
});
