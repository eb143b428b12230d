import { describe, expect, it } from 'vitest';
import {
  capitalised,
  closureOn,
  closuresBetween,
  HORIZON_DAYS,
  minutesOf,
  openDaysAfter,
  openingsOn,
  partOf,
  timeOf,
  WEEKDAY_NAMES,
  WEEKDAYS,
  weekdayOf,
  type OpeningRow,
} from '@/lib/hours';

/*
 * When the centre is open (lib/hours.ts), read directly: the call-back's slots and the « by when » promise
 * (tests/request/) reach it only through the settings' hours, which never overlap nor run past midnight.
 * Hours written out here, as staff could enter them in the settings.
 */

const WEEKDAYS_8_18: OpeningRow = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' };
const SATURDAY: OpeningRow = { days: ['Saturday'], opens: '09:00', closes: '14:00' };
const at = (opens: string, closes: string) => ({ opens: minutesOf(opens), closes: minutesOf(closes) });

describe('the weekday of a date, whatever the year', () => {
  it('names the day a family sees on a calendar, before 1970 and after', () => {
    // 30 November 2026 is a Monday, 1 January 1970 a Thursday, 31 December 1969 a Wednesday.
    expect(['2026-11-30', '2026-12-05', '2026-12-06', '1970-01-01', '1969-12-31', '1969-12-29'].map(weekdayOf)).toEqual([
      'Monday',
      'Saturday',
      'Sunday',
      'Thursday',
      'Wednesday',
      'Monday',
    ]);
  });
});

describe('the names of the days a sentence uses (« demain jeudi », « on Sunday »)', () => {
  it('names all seven days in each language, each its own, English as schema.org does', () => {
    for (const locale of ['fr', 'en'] as const) {
      const names = WEEKDAYS.map((day) => WEEKDAY_NAMES[locale][day]);
      expect(names.every((name) => /^\p{L}{5,}$/u.test(name)), locale).toBe(true);
      expect(new Set(names).size, locale).toBe(7);
    }
    expect(WEEKDAYS.map((day) => WEEKDAY_NAMES.en[day])).toEqual([...WEEKDAYS]);
  });
});

describe('the hours of a day, as the call-back offers them', () => {
  it('opens the weekday rows on their weekday only', () => {
    expect(openingsOn('2026-11-30', [WEEKDAYS_8_18, SATURDAY], [])).toEqual([at('08:00', '18:00')]);
    expect(openingsOn('2026-12-05', [WEEKDAYS_8_18, SATURDAY], [])).toEqual([at('09:00', '14:00')]);
    expect(openingsOn('2026-12-06', [WEEKDAYS_8_18, SATURDAY], [])).toEqual([]);
  });

  it('offers a morning and an afternoon in order, whatever order staff entered them in', () => {
    const split = [
      { days: ['Monday'], opens: '14:00', closes: '17:30' },
      { days: ['Monday'], opens: '08:00', closes: '12:00' },
    ] satisfies OpeningRow[];
    expect(openingsOn('2026-11-30', split, [])).toEqual([at('08:00', '12:00'), at('14:00', '17:30')]);
  });

  it('joins rows that overlap or touch into one stretch, never shortening the longer', () => {
    const rows = [
      { days: ['Monday'], opens: '08:00', closes: '13:00' },
      { days: ['Monday'], opens: '09:00', closes: '11:00' },
      { days: ['Monday'], opens: '13:00', closes: '15:00' },
      { days: ['Monday'], opens: '15:01', closes: '16:00' },
    ] satisfies OpeningRow[];
    expect(openingsOn('2026-11-30', rows, [])).toEqual([at('08:00', '15:00'), at('15:01', '16:00')]);
    // The rows themselves stay as the settings wrote them: the next day reads them afresh.
    expect(openingsOn('2026-12-07', rows, [])).toEqual([at('08:00', '15:00'), at('15:01', '16:00')]);
  });

  it('leaves out a row that closes when it opens or before, rather than offering a slot that does not exist', () => {
    const rows = [
      { days: ['Monday'], opens: '10:00', closes: '10:00' },
      { days: ['Monday'], opens: '18:00', closes: '08:00' },
    ] satisfies OpeningRow[];
    expect(openingsOn('2026-11-30', rows, [])).toEqual([]);
  });

  it('offers nothing on the first, a middle and the last day of a closure, and opens again the day after', () => {
    const closures = [{ from: '2026-12-28', to: '2026-12-30', reason: 'Inventaire annuel' }];
    for (const day of ['2026-12-28', '2026-12-29', '2026-12-30']) expect(openingsOn(day, [WEEKDAYS_8_18], closures)).toEqual([]);
    expect(openingsOn('2026-12-31', [WEEKDAYS_8_18], closures)).toEqual([at('08:00', '18:00')]);
    expect(closureOn('2026-12-27', closures)).toBeUndefined();
    expect(closureOn('2026-12-30', closures)?.reason).toBe('Inventaire annuel');
  });
});

describe('the next days the centre opens', () => {
  it('starts the day after, skips Sunday and closures, and stops at the count asked', () => {
    const closures = [{ from: '2026-12-07', to: '2026-12-07', reason: 'Fête' }];
    expect(openDaysAfter('2026-12-04', 3, [WEEKDAYS_8_18, SATURDAY], closures)).toEqual(['2026-12-05', '2026-12-08', '2026-12-09']);
  });

  it('looks two months ahead and no further, so a centre closed longer names no day', () => {
    const closures = [{ from: '2026-01-02', to: '2026-03-31', reason: 'Travaux' }];
    const every = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '08:00', closes: '18:00' } satisfies OpeningRow;
    expect(openDaysAfter('2026-01-01', 1, [every], closures)).toEqual([]);
    // The last day within the horizon is found; the day after it is not looked at.
    const open = { from: '2026-01-01', to: '2026-12-31', reason: 'Travaux' };
    // HORIZON_DAYS after 1 December 2025 is 1 February 2026.
    expect(HORIZON_DAYS).toBe(62);
    expect(openDaysAfter('2025-12-01', 1, [every], [{ ...open, from: '2025-12-02', to: '2026-01-31' }])).toEqual(['2026-02-01']);
    expect(openDaysAfter('2025-12-01', 1, [every], [{ ...open, from: '2025-12-02', to: '2026-02-01' }])).toEqual([]);
  });
});

describe('the closures a page announces', () => {
  it('keeps those that touch the days asked, by their first or last day, in order of their first day', () => {
    const closures = [
      { from: '2026-12-31', to: '2027-01-02', reason: 'C' },
      { from: '2026-12-20', to: '2026-12-24', reason: 'A' },
      { from: '2026-12-25', to: '2026-12-25', reason: 'B' },
      { from: '2027-01-03', to: '2027-01-03', reason: 'too late' },
      { from: '2026-12-10', to: '2026-12-19', reason: 'over' },
    ];
    expect(closuresBetween(closures, '2026-12-24', '2027-01-02').map(({ reason }) => reason)).toEqual(['A', 'B', 'C']);
  });
});

describe('the parts of the day a call-back names', () => {
  it('turns morning at noon and evening at five, to the minute', () => {
    expect([0, minutesOf('11:59'), minutesOf('12:00'), minutesOf('16:59'), minutesOf('17:00'), minutesOf('23:59')].map(partOf)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('reads and writes the times of the settings, midnight as the end of the day', () => {
    expect([minutesOf('08:30'), minutesOf('24:00'), minutesOf('00:05')]).toEqual([510, 1440, 5]);
    expect([timeOf(510), timeOf(5), timeOf(1439)]).toEqual(['08:30', '00:05', '23:59']);
  });

  it('writes a weekday at the head of a line with its capital, the rest as it was', () => {
    expect([capitalised('lundi'), capitalised('mercredi 2 décembre')]).toEqual(['Lundi', 'Mercredi 2 décembre']);
  });
});
