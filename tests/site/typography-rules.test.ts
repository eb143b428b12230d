import { describe, expect, it } from 'vitest';
import { typeset } from '@/lib/typography';

/* What the build does to the typography of every text staff type (lib/typography.ts). */

const NB = '\u00A0';
const fr = (text: string) => typeset(text, 'fr');
const en = (text: string) => typeset(text, 'en');

describe('French typography', () => {
  it('puts a no-break space before : ; ! ? and » and after «', () => {
    expect(fr('Une question ? Appelez : vite ; merci ! « Oui »')).toBe(`Une question${NB}? Appelez${NB}: vite${NB}; merci${NB}! «${NB}Oui${NB}»`);
  });
  it('adds the space where staff typed none', () => {
    expect(fr('Pourquoi? Note: merci! «oui»')).toBe(`Pourquoi${NB}? Note${NB}: merci${NB}! «${NB}oui${NB}»`);
  });
  it('keeps hours, amounts and numbers with their unit', () => {
    expect(fr('24 h/24, à 9 h 30, pour 10 000 FCFA, loi n° 2024/017')).toBe(`24${NB}h/24, à 9${NB}h${NB}30, pour 10 000${NB}FCFA, loi n°${NB}2024/017`);
  });
  it('leaves addresses, times written HH:MM and a single space alone', () => {
    expect(fr('https://www.example.com/?q=1 à 8:30')).toBe('https://www.example.com/?q=1 à 8:30');
    expect(fr('Forfait 10 h par semaine')).toBe('Forfait 10 h par semaine');
  });
  it('changes nothing in a text already right, and makes runs of spaces one', () => {
    const right = `Une question${NB}? «${NB}Oui${NB}», 24${NB}h/24.`;
    expect(fr(right)).toBe(right);
    expect(fr(fr('Une  question ?'))).toBe(`Une question${NB}?`);
  });
});

describe('English typography', () => {
  it('takes out a space before : ; ! ?', () => {
    expect(en('A question ? Call us : now !')).toBe('A question? Call us: now!');
  });
  it('curls apostrophes and quotes', () => {
    expect(en(`Don't miss "this" one.`)).toBe('Don’t miss “this” one.');
  });
  it('leaves French rules out of English', () => {
    expect(en('Open 24 hours a day, 8:00 am to 6:00 pm.')).toBe('Open 24 hours a day, 8:00 am to 6:00 pm.');
  });
});
