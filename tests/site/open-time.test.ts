import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import type { OpenDays } from '@/lib/hours';
import { afterOpen, openBetween, raiseAt } from '@/lib/open-time';
import { CENTRE_DAYS } from './centre-days';

/*
 * Time counted in the centre's open hours (lib/open-time.ts), on the hours as shipped (Monday–Friday 8 h – 18 h,
 * Saturday 9 h – 14 h, no Sunday), Christmas 2026 (a Friday) and the closure of Saturday 2 January 2027. Every
 * instant written as a Yaoundé calendar reads it; every expected duration counted by hand.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
const at = (day: string, time: string) => doualaInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('open time between two instants', () => {
  it('counts only the hours the centre is open: a Thursday afternoon, an evening, a night, a weekend', () => {
    // Thursday 26 November 2026 10:12 → 10:40: all open.
    expect(openBetween(at('2026-11-26', '10:12'), at('2026-11-26', '10:40'), CENTRE_DAYS)).toBe(28 * MIN);
    // 17:30 → 19:00: 30 minutes before the closing.
    expect(openBetween(at('2026-11-26', '17:30'), at('2026-11-26', '19:00'), CENTRE_DAYS)).toBe(30 * MIN);
    // 22:00 Thursday → 8:25 Friday: the night counts nothing.
    expect(openBetween(at('2026-11-26', '22:00'), at('2026-11-27', '08:25'), CENTRE_DAYS)).toBe(25 * MIN);
    // Friday 17:00 → Monday 9:00: Friday's last hour, Saturday's five, Monday's first.
    expect(openBetween(at('2026-11-27', '17:00'), at('2026-11-30', '09:00'), CENTRE_DAYS)).toBe(7 * HOUR);
  });

  it('skips the days closed: Christmas, and the stocktaking Saturday', () => {
    // Thursday 24 December 17:00 → Saturday 26 December 10:00: one hour on the 24th, Christmas closed, one on the 26th.
    expect(openBetween(at('2026-12-24', '17:00'), at('2026-12-26', '10:00'), CENTRE_DAYS)).toBe(2 * HOUR);
    // Friday 1 January 2027 is a working day here (no holiday entered); Saturday 2 closed: Friday 17:00 → Monday 8:30.
    expect(openBetween(at('2027-01-01', '17:00'), at('2027-01-04', '08:30'), CENTRE_DAYS)).toBe(90 * MIN);
  });

  it('is nothing when the end is not after the start, and all of it without the hours', () => {
    expect(openBetween(at('2026-11-26', '10:00'), at('2026-11-26', '09:00'), CENTRE_DAYS)).toBe(0);
    expect(openBetween(at('2026-11-26', '10:00'), at('2026-11-26', '10:00'), CENTRE_DAYS)).toBe(0);
    expect(openBetween(at('2026-11-26', '22:00'), at('2026-11-27', '08:25'), null)).toBe(10 * HOUR + 25 * MIN);
  });
});

describe('the instant a wait of open time ends', () => {
  it('within the hours, after them, over a weekend and a holiday', () => {
    expect(afterOpen(at('2026-11-26', '10:00'), 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-11-26', '12:00'));
    // Taken at 17:00 on a Thursday: one hour that day, one the next morning.
    expect(afterOpen(at('2026-11-26', '17:00'), 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-11-27', '09:00'));
    // Friday 17:30: half an hour, then Saturday 9:00–10:30.
    expect(afterOpen(at('2026-11-27', '17:30'), 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-11-28', '10:30'));
    // Thursday 24 December 17:30: half an hour, Christmas closed, Saturday 26 9:00–10:30.
    expect(afterOpen(at('2026-12-24', '17:30'), 2 * HOUR, CENTRE_DAYS)).toBe(at('2026-12-26', '10:30'));
  });

  it('with no wait, the next open moment; without the hours, the clock’s; never when the centre never opens', () => {
    expect(afterOpen(at('2026-11-29', '12:00'), 0, CENTRE_DAYS)).toBe(at('2026-11-30', '08:00'));
    expect(afterOpen(at('2026-11-30', '12:00'), 0, CENTRE_DAYS)).toBe(at('2026-11-30', '12:00'));
    expect(afterOpen(at('2026-11-26', '17:00'), 2 * HOUR, null)).toBe(at('2026-11-26', '19:00'));
    const never: OpenDays = { hours: [], closures: [] };
    expect(afterOpen(at('2026-11-26', '17:00'), 2 * HOUR, never)).toBeNull();
  });
});

describe('when a request nobody took is raised again', () => {
  const TEN = 10 * MIN;

  it('after its minutes of open time, within the hours', () => {
    expect(raiseAt(at('2026-11-26', '10:12'), TEN, CENTRE_DAYS)).toBe(at('2026-11-26', '10:22'));
    expect(raiseAt(at('2026-11-26', '17:50'), TEN, CENTRE_DAYS)).toBe(at('2026-11-26', '18:00'));
  });

  it('outside the hours, at the next opening: at night, on a Sunday, when the closing cuts its wait, on a holiday', () => {
    expect(raiseAt(at('2026-11-26', '22:00'), TEN, CENTRE_DAYS)).toBe(at('2026-11-27', '08:00'));
    expect(raiseAt(at('2026-11-27', '07:55'), TEN, CENTRE_DAYS)).toBe(at('2026-11-27', '08:00'));
    expect(raiseAt(at('2026-11-29', '11:00'), TEN, CENTRE_DAYS)).toBe(at('2026-11-30', '08:00'));
    expect(raiseAt(at('2026-11-26', '17:55'), TEN, CENTRE_DAYS)).toBe(at('2026-11-27', '08:00'));
    expect(raiseAt(at('2026-11-28', '13:58'), TEN, CENTRE_DAYS)).toBe(at('2026-11-30', '08:00'));
    expect(raiseAt(at('2026-12-24', '20:00'), TEN, CENTRE_DAYS)).toBe(at('2026-12-26', '09:00'));
  });

  it('counts on across midnight when the hours do (a stretch to 24 h, another from 0 h)', () => {
    const nightAndDay: OpenDays = { hours: [{ days: ['Thursday'], opens: '20:00', closes: '24:00' }, { days: ['Friday'], opens: '00:00', closes: '06:00' }], closures: [] };
    expect(raiseAt(at('2026-11-26', '23:55'), TEN, nightAndDay)).toBe(at('2026-11-27', '00:05'));
  });

  it('without the hours, by the clock; never when the centre never opens', () => {
    expect(raiseAt(at('2026-11-26', '22:00'), TEN, null)).toBe(at('2026-11-26', '22:10'));
    expect(raiseAt(at('2026-11-26', '22:00'), TEN, { hours: [], closures: [] })).toBeNull();
  });
});
