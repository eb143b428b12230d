import { describe, expect, it } from 'vitest';
import { dateRefusal, frenchDay, readFrenchDate } from '@/lib/french-date';
import { estimatedLunar, undatedFeasts } from '@/lib/holidays';
import { addDays } from '@/lib/douala-date';

/*
 * A date staff typed in French where the build wants YYYY-MM-DD (lib/french-date.ts): the refusal must
 * name the very day they meant, and nothing when the text is not a date.
 */

const TODAY = '2026-11-20';
const read = (text: string) => readFrenchDate(text, TODAY)?.iso;

describe('a date typed in French, read as staff meant it', () => {
  it('reads capitals, accents left out and a short month with its full stop', () => {
    expect([read('3 DÉCEMBRE'), read('3 decembre'), read('3 Déc.'), read('1er fév. 2027')]).toEqual(['2026-12-03', '2026-12-03', '2026-12-03', '2027-02-01']);
  });

  it('reads a month by its name, and refuses a short form two months share or of fewer than three letters', () => {
    expect([read('5 mai'), read('5 mars'), read('5 jui'), read('5 fé'), read('5 f')]).toEqual(['2027-05-05', '2027-03-05', undefined, undefined, undefined]);
  });

  it('reads spaces pasted around and inside, and refuses a date inside other words', () => {
    expect(read('  lundi   7   décembre  ')).toBe('2026-12-07');
    expect([read('x03/12/2026'), read('03/12/2026x'), read('vers le 3 décembre'), read('3 décembre 2026 ou 4')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('takes a typed year as typed, even past, and refuses a day that year lacks', () => {
    expect(readFrenchDate('3 mars 2025', TODAY)).toEqual({ iso: '2025-03-03', yearTyped: true });
    expect([read('29 février 2027'), read('31 avril')]).toEqual([undefined, undefined]);
  });

  it('asks « si c\u2019est bien le … » only when staff typed no year', () => {
    expect(dateRefusal('3 décembre', 'La date', TODAY)).toContain('ici 2026-12-03 si c\'est bien le 3\u00A0décembre\u00A02026.');
    expect(dateRefusal('3 décembre 2026', 'La date', TODAY)).toContain('ici 2026-12-03.');
  });

  it('refuses a dot inside a month\'s word: only a short form ends with one', () => {
    expect(read('3 d.éc')).toBeUndefined();
  });

  it('refuses a date YAML read as a number with the plain message, rather than failing the build', () => {
    // `date: 20261203` reaches the schema as a number, not as text.
    expect(dateRefusal(20261203, 'La date', TODAY)).toContain("n'est pas une date");
  });
});

describe('the twelve months, read and written back', () => {
  it('reads every month by its full name, and writes each back as it was typed', () => {
    const names = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
    names.forEach((name, index) => {
      const iso = `2027-${String(index + 1).padStart(2, '0')}-15`;
      expect(readFrenchDate(`15 ${name} 2027`, TODAY)?.iso, name).toBe(iso);
      expect(frenchDay(iso), name).toBe(`15\u00A0${name}\u00A02027`);
    });
  });
});

describe('a day written back in a French sentence', () => {
  it('refuses a day that does not exist, naming it, rather than writing « 30 février »', () => {
    expect(frenchDay('2026-12-01')).toBe('1er\u00A0décembre\u00A02026');
    expect(() => frenchDay('2026-02-30')).toThrow('2026-02-30');
  });
});

describe('a lunar feast staff dated, within four days of its estimate', () => {
  it('counts as dated four days either side, not five', () => {
    const around = estimatedLunar('tabaski', '2027-01-01');
    const today = addDays(around, -10);
    for (const off of [-4, 4]) expect(undatedFeasts(today, [{ feast: 'tabaski', date: addDays(around, off) }]).map(({ feast }) => feast)).not.toContain('tabaski');
    for (const off of [-5, 5]) expect(undatedFeasts(today, [{ feast: 'tabaski', date: addDays(around, off) }]).map(({ feast }) => feast)).toContain('tabaski');
  });
});
