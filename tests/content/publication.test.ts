import { describe, expect, it } from 'vitest';
import { dateRefusal, frenchDay, readFrenchDate } from '@/lib/french-date';
import { buildClock, FAR_AHEAD_DAYS, isFarAhead, isPublished, publicationDay } from '@/lib/publication';

describe('the day articles are published up to', () => {
  it('is the day in Yaoundé (UTC+1), not in UTC nor on the build machine', () => {
    // 23:30 UTC on 2 December is 00:30 on 3 December in Yaoundé.
    expect(publicationDay(new Date('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
    expect(publicationDay(new Date('2026-12-02T22:59:59Z'))).toBe('2026-12-02');
    expect(publicationDay(new Date('2026-12-02T23:00:00Z'))).toBe('2026-12-03');
  });

  it('publishes an article on its date and after, not the day before', () => {
    expect(isPublished('2026-12-03', '2026-12-02')).toBe(false);
    expect(isPublished('2026-12-03', '2026-12-03')).toBe(true);
    expect(isPublished('2024-05-15', '2026-12-03')).toBe(true);
    // Across a year's end.
    expect(isPublished('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('reads a fixed clock from BUILD_DATE: a day (noon in Yaoundé) or an instant', () => {
    expect(publicationDay(buildClock('2026-12-03'))).toBe('2026-12-03');
    expect(publicationDay(buildClock('2026-12-02T23:30:00Z'))).toBe('2026-12-03');
    expect(publicationDay(buildClock(' 2026-12-03 '))).toBe('2026-12-03');
  });

  it('takes the clock when BUILD_DATE is unset or empty, and refuses a typo', () => {
    const before = Date.now();
    expect(buildClock(undefined).getTime()).toBeGreaterThanOrEqual(before);
    expect(buildClock('').getTime()).toBeGreaterThanOrEqual(before);
    expect(() => buildClock('3 décembre')).toThrow(/BUILD_DATE=3 décembre/);
    expect(() => buildClock('2026-02-30')).toThrow(/BUILD_DATE/);
  });

  it('calls a date more than a year ahead probably a typo', () => {
    expect(FAR_AHEAD_DAYS).toBeGreaterThanOrEqual(365);
    expect(isFarAhead('2027-06-01', '2026-12-03')).toBe(false);
    expect(isFarAhead('2046-12-03', '2026-12-03')).toBe(true);
  });
});

describe('a date typed in French', () => {
  const today = '2026-11-25';

  it('reads « 3 décembre » as the next 3 December', () => {
    expect(readFrenchDate('3 décembre', today)).toEqual({ iso: '2026-12-03', yearTyped: false });
    // Already past this year: next year's.
    expect(readFrenchDate('3 mars', today)).toEqual({ iso: '2027-03-03', yearTyped: false });
    expect(readFrenchDate('25 novembre', today)).toEqual({ iso: '2026-11-25', yearTyped: false });
  });

  it('reads the forms staff type: a year, « 1er », a weekday, no accents, short months, digits', () => {
    expect(readFrenchDate('3 décembre 2026', today)?.iso).toBe('2026-12-03');
    expect(readFrenchDate('le 1er mars 2027', today)?.iso).toBe('2027-03-01');
    expect(readFrenchDate('Lundi 7 décembre 2026', today)?.iso).toBe('2026-12-07');
    expect(readFrenchDate('3 decembre', today)?.iso).toBe('2026-12-03');
    expect(readFrenchDate('3 déc.', today)?.iso).toBe('2026-12-03');
    expect(readFrenchDate('15 aout 2027', today)?.iso).toBe('2027-08-15');
    expect(readFrenchDate('03/12/2026', today)?.iso).toBe('2026-12-03');
    expect(readFrenchDate('3.12.2026', today)?.iso).toBe('2026-12-03');
  });

  it('reads nothing that is not one day', () => {
    expect(readFrenchDate('31 avril 2027', today)).toBeUndefined();
    expect(readFrenchDate('3 jui', today)).toBeUndefined(); // juin or juillet
    expect(readFrenchDate('bientôt', today)).toBeUndefined();
    expect(readFrenchDate('30/02/2027', today)).toBeUndefined();
    expect(readFrenchDate('2026-12-03', today)).toBeUndefined();
  });

  it('is refused with the text to write instead, in French', () => {
    expect(dateRefusal('3 décembre', '« 3 décembre »', today)).toBe(
      "« 3 décembre » n'est pas écrite comme le site l'attend : écrivez la date année-mois-jour avec des tirets, ici 2026-12-03 si c'est bien le 3\u00A0décembre\u00A02026.",
    );
    expect(dateRefusal('03/12/2026', '« 03/12/2026 »', today)).toMatch(/ici 2026-12-03\.$/);
    expect(dateRefusal('2026-02-30', '« 2026-02-30 »', today)).toMatch(/n'est pas une date\. Écrivez-la année-mois-jour avec des tirets, par exemple/);
  });

  it('writes a day in a sentence', () => {
    expect(frenchDay('2026-12-03')).toBe('3\u00A0décembre\u00A02026');
    expect(frenchDay('2027-03-01')).toBe('1er\u00A0mars\u00A02027');
  });
});
