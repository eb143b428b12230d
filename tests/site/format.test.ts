import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildYear, formatCount, formatDate, formatDay, formatDayMonth, formatDecimal, formatFcfa, formatHours, formatPrice, formatTime, formatTimeRange, withHours } from '@/lib/format';
import { isTimeOfDay } from '@/lib/calendar-format';

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatFcfa', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatFcfa(10000)).toBe('10\u202F000\u00A0FCFA');
    expect(plain(formatFcfa(2500))).toBe('2 500 FCFA');
    expect(plain(formatFcfa(500))).toBe('500 FCFA');
  });
});

describe('formatDecimal', () => {
  it('keeps every digit, with the decimal mark of the language', () => {
    expect(formatDecimal(655.957, 'fr')).toBe('655,957');
    expect(formatDecimal(655.957, 'en')).toBe('655.957');
    expect(plain(formatDecimal(1234.5, 'fr'))).toBe('1 234,5');
    // A rate given to more than three decimals keeps them all (Intl stops at three unless told).
    expect(formatDecimal(655.95712, 'fr')).toBe('655,95712');
  });
});

describe('formatCount', () => {
  it('groups digits as Intl does for Cameroon, in both languages, from 0 to 100 000', () => {
    for (const locale of ['fr', 'en'] as const) {
      const intl = new Intl.NumberFormat(`${locale}-CM`, { maximumFractionDigits: 0 });
      const differing: string[] = [];
      for (let count = 0; count <= 100_000; count += 1) {
        if (formatCount(count, locale) !== intl.format(count)) differing.push(`${locale} ${count}: ${formatCount(count, locale)}`);
      }
      expect(differing.slice(0, 5)).toEqual([]);
    }
  });

  it('writes the form limit with a narrow no-break space in French and a comma in English', () => {
    expect(formatCount(2000, 'fr')).toBe('2\u202F000');
    expect(formatCount(2000, 'en')).toBe('2,000');
    expect(formatCount(999, 'fr')).toBe('999');
  });

  it('groups every three digits, not only the last three', () => {
    expect(plain(formatCount(1_234_567, 'fr'))).toBe('1 234 567');
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567');
  });
});

describe('formatPrice', () => {
  it('writes single prices, ranges and per-unit prices', () => {
    expect(plain(formatPrice({ min: 4000 }))).toBe('4 000 FCFA');
    expect(plain(formatPrice({ min: 3000, max: 15000 }))).toBe('3 000 à 15 000 FCFA');
    expect(plain(formatPrice({ min: 2500, per: 'heure' }))).toBe('2 500 FCFA / heure');
  });
});

describe('formatDate in French', () => {
  it('writes the site’s form with a capitalised month', () => {
    expect(formatDate('2024-05-15', 'fr')).toBe('15 Mai 2024');
    expect(formatDate('2024-03-28', 'fr')).toBe('28 Mars 2024');
    expect(formatDate('2024-08-01', 'fr')).toBe('1 Août 2024');
  });
  it('refuses a malformed date', () => {
    expect(() => formatDate('15/05/2024', 'fr')).toThrow();
    expect(() => formatDate('2024-13-01', 'fr')).toThrow();
    // A date with something typed before or after it is not a date.
    expect(() => formatDate('2024-05-15x', 'fr')).toThrow();
    expect(() => formatDate('x2024-05-15', 'fr')).toThrow();
    // Year 0 would be read as 1900 by Date.UTC.
    expect(() => formatDate('0000-05-15', 'fr')).toThrow();
  });
  it('names the wrong date in the build\'s error, so staff find the file to fix', () => {
    expect(() => formatDate('2024-02-30', 'fr')).toThrow('2024-02-30');
  });
  it('writes French when no language is given (the site\'s first language)', () => {
    expect(formatDate('2024-05-15')).toBe('15 Mai 2024');
  });
});

describe('formatDayMonth: a day of the coming weeks inside a sentence', () => {
  it('writes French days and months without capitals, and the first of a month as « 1er »', () => {
    expect(formatDayMonth('2026-12-25', 'fr')).toBe('25 décembre');
    expect(formatDayMonth('2026-12-26', 'fr', { weekday: true })).toBe('samedi 26 décembre');
    expect(formatDayMonth('2027-05-01', 'fr')).toBe('1er mai');
    expect(formatDayMonth('2027-01-01', 'fr', { weekday: true })).toBe('vendredi 1er janvier');
    expect(formatDayMonth('2027-01-11', 'fr')).toBe('11 janvier');
  });

  it('writes French when no language is given, and refuses a day that does not exist, naming it', () => {
    expect(formatDayMonth('2026-12-25')).toBe('25 décembre');
    // Read by Date as 2 March: a closure would be announced on the wrong day.
    expect(() => formatDayMonth('2026-02-30', 'fr')).toThrow('2026-02-30');
  });

  it('writes English days the British way, capitalised as English writes them, with no comma and no ordinal', () => {
    expect(formatDayMonth('2026-12-26', 'en', { weekday: true })).toBe('Saturday 26 December');
    expect(formatDayMonth('2027-05-01', 'en')).toBe('1 May');
  });
});

/*
 * Issue 78.8: the family's confirmation wrote « le 1 Décembre 2026 » (an article's date, formatDate) where the
 * staff's inbox writes « mardi 1er décembre »: a day a request names is written the inbox's way on both sides.
 */
describe('formatDay: a day a request names, as the inbox writes it', () => {
  it('its weekday, « 1er », the month in lower case; the year only when it is not this year; never « 1er » at a line’s end, its month on the next', () => {
    expect(formatDay('2026-12-01', 'fr', '2026-11-28')).toBe('mardi 1er\u00A0décembre');
    expect(formatDay('2027-01-04', 'fr', '2026-11-28')).toBe('lundi 4\u00A0janvier\u00A02027');
    expect(formatDay('2026-12-01', 'en', '2026-11-28')).toBe('Tuesday 1\u00A0December');
    expect(formatDay('2027-01-04', 'en', '2026-11-28')).toBe('Monday 4\u00A0January\u00A02027');
  });

  it('with its year when no today is given: a text read later (the written request, the centre’s e-mail)', () => {
    expect(formatDay('2026-12-01', 'fr')).toBe('mardi 1er\u00A0décembre\u00A02026');
    expect(formatDay('2026-03-20', 'en')).toBe('Friday 20\u00A0March\u00A02026');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatDay('2026-02-30', 'fr', '2026-01-01')).toThrow('2026-02-30');
  });
});

describe('in English', () => {
  it('groups thousands with a comma and says « to » for a range', () => {
    expect(formatFcfa(10000, 'en')).toBe('10,000\u00A0FCFA');
    expect(plain(formatPrice({ min: 3000, max: 15000 }, 'en'))).toBe('3,000 to 15,000 FCFA');
    expect(plain(formatPrice({ min: 2500, per: 'hour' }, 'en'))).toBe('2,500 FCFA / hour');
  });
  it('writes dates the British way', () => {
    expect(formatDate('2024-05-15', 'en')).toBe('15 May 2024');
    expect(formatDate('2024-01-07', 'en')).toBe('7 January 2024');
    expect(formatDate('2024-08-01', 'fr')).toBe('1 Août 2024');
  });
  it('refuses a date that does not exist', () => {
    expect(() => formatDate('2024-02-30', 'en')).toThrow();
  });
});

describe('formatTime', () => {
  it('writes French hours with « h » between no-break spaces, minutes only when there are some', () => {
    expect(formatTime('08:00', 'fr')).toBe('8\u00A0h');
    expect(formatTime('09:30', 'fr')).toBe('9\u00A0h\u00A030');
    expect(formatTime('20:05', 'fr')).toBe('20\u00A0h\u00A005');
    expect(formatTime('00:00', 'fr')).toBe('0\u00A0h');
  });
  it('writes English hours on the 12-hour clock, a no-break space before am or pm', () => {
    expect(formatTime('08:00', 'en')).toBe('8:00\u00A0am');
    expect(formatTime('14:30', 'en')).toBe('2:30\u00A0pm');
    expect(formatTime('12:00', 'en')).toBe('12:00\u00A0pm');
    expect(formatTime('00:00', 'en')).toBe('12:00\u00A0am');
    expect(formatTime('23:59', 'en')).toBe('11:59\u00A0pm');
  });
  it('writes the day’s end, 24:00, as a span ends (a call-back’s evening): what the request’s checks accept, it writes (issue 67)', () => {
    expect(formatTime('24:00', 'fr')).toBe('24\u00A0h');
    expect(formatTime('24:00', 'en')).toBe('12:00\u00A0am');
    expect(isTimeOfDay('24:00')).toBe(true);
    for (const time of ['24:01', '24:30', '25:00', '11:60', '11:75', '23:99']) {
      expect(isTimeOfDay(time), time).toBe(false);
      expect(() => formatTime(time, 'fr'), time).toThrow();
    }
  });
  it('refuses a time that is not HH:MM', () => {
    expect(() => formatTime('24:01', 'fr')).toThrow();
    expect(() => formatTime('8h', 'en')).toThrow();
    expect(() => formatTime('12:60', 'en')).toThrow();
    // A digit too many at either end is a typo in the settings, not « 8 h ».
    expect(() => formatTime('08:000', 'fr')).toThrow();
    expect(() => formatTime('108:00', 'fr')).toThrow();
  });
  it('names the wrong time in the build\'s error, so staff find the row to fix', () => {
    expect(() => formatTime('24:30', 'fr')).toThrow('24:30');
  });
});

describe('formatTimeRange and formatHours', () => {
  it('join the two times with a dash', () => {
    expect(plain(formatTimeRange('08:00', '20:00', 'fr'))).toBe('8 h – 20 h');
    expect(plain(formatTimeRange('09:00', '14:00', 'en'))).toBe('9:00 am – 2:00 pm');
  });
  it('show a row’s times, or its words when it has none', () => {
    const row = { label: 'Samedi', days: ['Saturday' as const], opens: '09:30', closes: '14:00' };
    expect(plain(formatHours(row, 'fr'))).toBe('9 h 30 – 14 h');
    const sunday = { label: 'Dimanche', text: 'Urgences uniquement' };
    expect(formatHours(sunday, 'fr')).toBe('Urgences uniquement');
  });
});

describe('withHours', () => {
  it('fills {opens} and {closes} in each language with its own way of writing times', () => {
    const text = withHours({ fr: 'de {opens} à {closes}', en: 'from {opens} to {closes}' }, { opens: '07:00', closes: '22:00' });
    expect(text).toEqual({ fr: 'de 7\u00A0h à 22\u00A0h', en: 'from 7:00\u00A0am to 10:00\u00A0pm' });
  });
});

describe('buildYear: the copyright line of the footer', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the year in Yaoundé when the site is built: 23:30 UTC on 31 December is already the new year there', () => {
    vi.stubEnv('BUILD_DATE', '2026-12-31T23:30:00Z');
    expect(buildYear()).toBe(2027);
    vi.stubEnv('BUILD_DATE', '2026-12-31T22:30:00Z');
    expect(buildYear()).toBe(2026);
  });
});
