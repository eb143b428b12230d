import { describe, expect, it } from 'vitest';
import { contentModules, templateTexts } from '../content/content-modules';
import { walkContent } from '../content/content-walk';
import { mistypedMarks } from './french-marks';

/*
 * Every word a visitor reads, in each language: copy/, content/ and the EmailJS templates
 * (tests/content/content-modules.ts finds them on disk).
 */
const walked = walkContent(contentModules);
const templates = templateTexts();
const strings = [...walked.french, ...templates.french];
const english = [...walked.english, ...templates.english];

describe('French typography of the content', () => {
  it('collects a meaningful amount of text', () => {
    expect(strings.length).toBeGreaterThan(300);
  });

  it('puts a no-break space, never a plain one, before : ; ! ?', () => {
    const offenders = strings.filter(({ text }) => / [:;!?]/.test(text));
    expect(offenders).toEqual([]);
  });

  it('puts a no-break space before every : ; ! ? of a sentence, a colon too (times, addresses and code aside)', () => {
    const offenders = strings.filter(({ text }) => mistypedMarks(text));
    expect(offenders).toEqual([]);
  });

  it('tells a mark of a sentence from a token’s', () => {
    const faults = ['Attention: lisez', 'Attention : lisez', 'Horaires:', ': le reste', 'Prix (indicatif): 10 €', '«\u00A0Oui\u00A0»; non', 'Pourquoi?', 'Vraiment?!', 'au {phone}: vite'];
    const right = ['Attention\u00A0: lisez', 'Horaires\u202F:', 'Vraiment\u00A0?!', 'à 10:30 ou 18:00', 'https://www.example.com/?q=1&r=2', 'mailto:contact@example.com', 'tel:+237600000001', 'color:#fff;font-size:16px', 'au format 16:9', '{{#phone}}{{phone}}{{/phone}}'];
    expect(faults.filter((text) => !mistypedMarks(text))).toEqual([]);
    expect(right.filter(mistypedMarks)).toEqual([]);
    expect(mistypedMarks('Erreur: la connexion ne passe pas.'), 'the spec’s alert').toBe(false);
    expect(mistypedMarks('Erreur: la connexion ne passe pas: rappelez.'), 'what follows the spec’s alert').toBe(true);
  });

  it('always follows a word with a space before « ; ! ? »', () => {
    const offenders = strings.filter(({ text }) => /[\p{L}\p{N}][;!?]/u.test(text) && !text.includes('://'));
    expect(offenders).toEqual([]);
  });

  it('puts no-break spaces inside « guillemets »', () => {
    const offenders = strings.filter(({ text }) => /«(?![\u00A0\u202F])|(?<![\u00A0\u202F])»/.test(text));
    expect(offenders).toEqual([]);
  });

  it('keeps a number with its unit: a no-break space, never a plain one (20 h, 10 000 FCFA, 5 %, 135/85 mmHg)', () => {
    const offenders = strings.filter(({ text }) => /\d[ \t](FCFA|€|%|h|min|mmHg|kg|mg|km|cm|ml|°C)(?![\p{L}\p{N}])/u.test(text));
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
  it('uses typographic apostrophes and quotes (’ “ ”), never straight ones (two years’ too)', () => {
    const offenders = english.filter(({ text }) => /\p{L}'(\p{L}|$|[\s.,;:!?)])|(^|\s)"|"($|[\s.,])/u.test(text));
    expect(offenders).toEqual([]);
  });

  it('writes prices the English way (10,000 FCFA), never the French way', () => {
    const offenders = english.filter(({ text }) => /\d[\u00A0\u202F ]\d{3}\b/.test(text));
    expect(offenders).toEqual([]);
  });
});
