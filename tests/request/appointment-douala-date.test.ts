import { describe, expect, it } from 'vitest';
import { addDays, doualaToday, isIsoDate, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatTime } from '@/lib/format';

// Yaoundé is UTC+1 all year (Africa/Douala, no daylight saving): its day starts at 23:00 UTC.
describe('doualaToday', () => {
  it('is still the same day one second before 23:00 UTC', () => {
    expect(doualaToday(new Date('2026-03-15T22:59:59Z'))).toBe('2026-03-15');
  });

  it('is already the next day from 23:00 UTC, while UTC is still on the previous day', () => {
    expect(doualaToday(new Date('2026-03-15T23:00:00Z'))).toBe('2026-03-16');
    expect(doualaToday(new Date('2026-03-15T23:30:00Z'))).toBe('2026-03-16');
  });

  it('is the same day as UTC just after midnight UTC', () => {
    expect(doualaToday(new Date('2026-03-16T00:00:00Z'))).toBe('2026-03-16');
    expect(doualaToday(new Date('2026-03-16T00:30:00Z'))).toBe('2026-03-16');
  });

  it('has no daylight saving: the offset is the same in June', () => {
    expect(doualaToday(new Date('2026-06-30T22:59:00Z'))).toBe('2026-06-30');
    expect(doualaToday(new Date('2026-06-30T23:00:00Z'))).toBe('2026-07-01');
  });

  it('changes month, leap day and year at 23:00 UTC', () => {
    expect(doualaToday(new Date('2024-02-28T23:00:00Z'))).toBe('2024-02-29');
    expect(doualaToday(new Date('2026-01-31T23:15:00Z'))).toBe('2026-02-01');
    expect(doualaToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(doualaToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
  });

  it('does not depend on the time zone a Date was written in', () => {
    // 19:30 in New York (UTC-4 in March 2026) is 00:30 the next day in Yaoundé.
    expect(doualaToday(new Date('2026-03-15T19:30:00-04:00'))).toBe('2026-03-16');
    // 08:00 in Tokyo is still the previous evening in Yaoundé.
    expect(doualaToday(new Date('2026-03-16T08:00:00+09:00'))).toBe('2026-03-16');
    expect(doualaToday(new Date('2026-03-16T06:59:00+09:00'))).toBe('2026-03-15');
  });

  it('writes an ISO date', () => {
    expect(doualaToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('agrees with the time zone database for Africa/Douala, every 30 minutes over three years', () => {
    // The page computes today with a fixed offset; Intl (on Node) is the reference it must match.
    const douala = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala', year: 'numeric', month: '2-digit', day: '2-digit' });
    const disagreements: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2028, 0, 1); time += 30 * 60 * 1000) {
      const now = new Date(time);
      const parts = Object.fromEntries(douala.formatToParts(now).map((part) => [part.type, part.value]));
      const expected = `${parts.year}-${parts.month}-${parts.day}`;
      if (doualaToday(now) !== expected) disagreements.push(`${now.toISOString()}: ${doualaToday(now)} ≠ ${expected}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});

describe('calendar helpers', () => {
  it('recognises real ISO dates only', () => {
    expect(isIsoDate('2026-03-16')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('16/03/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    // A day with a time after it, or a year cut short, is not the value of a date field.
    expect(isIsoDate('2026-03-16T10:00')).toBe(false);
    expect(isIsoDate('x2026-03-16')).toBe(false);
    expect(isIsoDate('26-03-16')).toBe(false);
    expect(isIsoDate('2026-3-16')).toBe(false);
    expect(isIsoDate('2026-03-6')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-16', 1)).toBe('2026-03-17');
    expect(addDays('2026-03-16', -16)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-16', 365)).toBe('2027-03-16');
  });

  it('refuses to count from a day that does not exist, naming it, rather than from the one after', () => {
    // Date.UTC would read 30 February as 2 March: a closure typed so would move in silence.
    expect(() => addDays('2026-02-30', 1)).toThrow('2026-02-30');
  });

  it('reads a date typed by hand in a browser without a date picker', () => {
    expect(parseDateInput('2026-03-20')).toBe('2026-03-20');
    expect(parseDateInput(' 20/03/2026 ')).toBe('2026-03-20');
    expect(parseDateInput('5/4/2026')).toBe('2026-04-05');
    expect(parseDateInput('20.03.2026')).toBe('2026-03-20');
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('demain')).toBeNull();
    expect(parseDateInput('03/20/2026')).toBeNull();
    // A digit too many at either end is a typo to show, not a date to guess.
    expect(parseDateInput('120/03/2026')).toBeNull();
    expect(parseDateInput('20/03/20261')).toBeNull();
  });

  it('reads a time typed by hand', () => {
    expect(parseTimeInput('14:30')).toBe('14:30');
    expect(parseTimeInput('14:30:00')).toBe('14:30');
    expect(parseTimeInput('9:05')).toBe('09:05');
    expect(parseTimeInput('14h30')).toBe('14:30');
    expect(parseTimeInput('14h')).toBe('14:00');
    expect(parseTimeInput('24:00')).toBeNull();
    expect(parseTimeInput('12:60')).toBeNull();
    expect(parseTimeInput('midi')).toBeNull();
    expect(parseTimeInput('14')).toBeNull();
    // Pasted with spaces around it, as a phone's keyboard adds them.
    expect(parseTimeInput(' 14h30 ')).toBe('14:30');
    // Words around a time make it uncertain: shown as a mistake, never guessed.
    expect(parseTimeInput('vers 14h30')).toBeNull();
    expect(parseTimeInput('14h30 ou 15h')).toBeNull();
  });

  it('reads the 12-hour clock the English site writes, noon and midnight included', () => {
    expect(parseTimeInput('2:30 pm')).toBe('14:30');
    expect(parseTimeInput('1 pm')).toBe('13:00');
    expect(parseTimeInput('2:30\u00A0PM')).toBe('14:30');
    expect(parseTimeInput('9am')).toBe('09:00');
    expect(parseTimeInput('9 a.m.')).toBe('09:00');
    expect(parseTimeInput('12:00 pm')).toBe('12:00');
    expect(parseTimeInput('12:15 am')).toBe('00:15');
    expect(parseTimeInput('13:00 pm')).toBeNull();
    expect(parseTimeInput('0:30 am')).toBeNull();
    expect(parseTimeInput('2 : 30 pm')).toBe('14:30');
    expect(parseTimeInput('9 a. m.')).toBe('09:00');
    expect(parseTimeInput('about 2 pm')).toBeNull();
    expect(parseTimeInput('2 pm or 3 pm')).toBeNull();
  });

  it('reads back every time the site writes, in both languages', () => {
    for (const time of ['00:00', '08:00', '09:30', '12:00', '14:30', '23:59']) {
      expect(parseTimeInput(formatTime(time, 'fr'))).toBe(time);
      expect(parseTimeInput(formatTime(time, 'en'))).toBe(time);
    }
  });
});
