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
    expect(fr('Étape 2: appelez (facultatif); {tel.accueil}: vite?! «Non»: merci.')).toBe(
      `Étape 2${NB}: appelez (facultatif)${NB}; {tel.accueil}${NB}: vite${NB}?! «${NB}Non${NB}»${NB}: merci.`,
    );
    // Before a closing mark or at the end too; never twice.
    expect(fr('(vraiment?) «Oui!» [note] Fin:')).toBe(`(vraiment${NB}?) «${NB}Oui${NB}!${NB}» [note] Fin${NB}:`);
    expect(fr(fr('Fin: vite!'))).toBe(`Fin${NB}: vite${NB}!`);
  });
  it('keeps hours, amounts and numbers with their unit', () => {
    expect(fr('24 h/24, à 9 h 30, pour 10 000 FCFA, loi n° 2024/017')).toBe(`24${NB}h/24, à 9${NB}h${NB}30, pour 10 000${NB}FCFA, loi n°${NB}2024/017`);
    expect(fr('Forfait 10 h par semaine')).toBe(`Forfait 10${NB}h par semaine`);
    expect(fr('Nuits de 20 h à 7 h (1 h de pause), 5 %, 1 €, 135/85 mmHg, 30 min, 2 kg')).toBe(
      `Nuits de 20${NB}h à 7${NB}h (1${NB}h de pause), 5${NB}%, 1${NB}€, 135/85${NB}mmHg, 30${NB}min, 2${NB}kg`,
    );
    // A word that begins like a unit is no unit: « 3 heures », « 2 minutes ».
    expect(fr('3 heures, 2 minutes, 4 kilos')).toBe('3 heures, 2 minutes, 4 kilos');
  });
  it('leaves addresses, times written HH:MM and a single space alone', () => {
    expect(fr('https://www.example.com/?q=1 à 8:30')).toBe('https://www.example.com/?q=1 à 8:30');
    expect(fr('mailto:contact@example.com, tel:+237600000001, au format 16:9')).toBe('mailto:contact@example.com, tel:+237600000001, au format 16:9');
    expect(fr('Forfait 10 visites par semaine')).toBe('Forfait 10 visites par semaine');
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
    expect(en(`At least two years' experience, the carers' rota.`)).toBe('At least two years’ experience, the carers’ rota.');
  });
  it('leaves French rules out of English', () => {
    expect(en('Open 24 hours a day, 8:00 am to 6:00 pm.')).toBe('Open 24 hours a day, 8:00 am to 6:00 pm.');
  });
});
