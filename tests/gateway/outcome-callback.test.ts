import { describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { callbackAt, defaultCallback, readOutcomeFields } from '../../gateway/src/outcome';
import { CENTRE_DAYS } from '../site/centre-days';

/*
 * « Pas de réponse », « Je rappelle à … » (gateway/src/outcome.ts): the time she calls again, offered an hour on,
 * within the centre's open hours (issue 78.8: at 2 h it offered 3 h, when the centre opens at 8 h), on the hours as
 * shipped (Monday–Friday 8 h – 18 h, Saturday 9 h – 14 h, no Sunday: tests/site/centre-days.ts). Counted by hand.
 */

/** An instant at hh:mm in Yaoundé on an ISO day. */
const at = (day: string, time: string) => doualaInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
const THURSDAY = '2026-11-26';
const FRIDAY = '2026-11-27';
const SATURDAY = '2026-11-28';
const MONDAY = '2026-11-30';

describe('« Je rappelle à », offered', () => {
  it('an hour on, to the nearest five minutes, while the centre is open then', () => {
    expect(defaultCallback(at(THURSDAY, '10:40'), CENTRE_DAYS)).toBe(at(THURSDAY, '11:40'));
    expect(defaultCallback(at(THURSDAY, '10:22'), CENTRE_DAYS)).toBe(at(THURSDAY, '11:20'));
    // 16 h 50: 17 h 50, ten minutes before the closing.
    expect(defaultCallback(at(THURSDAY, '16:50'), CENTRE_DAYS)).toBe(at(THURSDAY, '17:50'));
  });

  it('at the next opening when an hour on the centre is closed: at night, after the closing, on a Saturday afternoon', () => {
    expect(defaultCallback(at(THURSDAY, '02:00'), CENTRE_DAYS)).toBe(at(THURSDAY, '08:00'));
    expect(defaultCallback(at(THURSDAY, '17:30'), CENTRE_DAYS)).toBe(at(FRIDAY, '08:00'));
    // 16 h 59: 17 h 59 rounds to 18 h, the closing itself.
    expect(defaultCallback(at(THURSDAY, '16:59'), CENTRE_DAYS)).toBe(at(FRIDAY, '08:00'));
    expect(defaultCallback(at(FRIDAY, '17:05'), CENTRE_DAYS)).toBe(at(SATURDAY, '09:00'));
    expect(defaultCallback(at(SATURDAY, '13:30'), CENTRE_DAYS)).toBe(at(MONDAY, '08:00'));
    // Christmas Eve 17 h 30: Christmas is closed, Saturday 26 opens at 9 h.
    expect(defaultCallback(at('2026-12-24', '17:30'), CENTRE_DAYS)).toBe(at('2026-12-26', '09:00'));
  });

  it('by the clock when the hours were never read', () => {
    expect(defaultCallback(at(THURSDAY, '02:00'), null)).toBe(at(THURSDAY, '03:00'));
  });
});

describe('« Je rappelle à » as she leaves or types it', () => {
  it('the time offered is the instant offered: « 08:00 » on a Saturday afternoon is Monday’s, the centre closed on Sunday', () => {
    const now = at(SATURDAY, '13:30');
    expect(callbackAt('08:00', now, CENTRE_DAYS)).toBe(at(MONDAY, '08:00'));
    expect(readOutcomeFields({ result: 'no-answer', callback: '08:00' }, now, CENTRE_DAYS)).toEqual({ kind: 'no-answer', at: now, callback: at(MONDAY, '08:00') });
    // Left empty or unreadable: the time offered.
    expect(readOutcomeFields({ result: 'no-answer', callback: '' }, at(THURSDAY, '02:00'), CENTRE_DAYS)).toMatchObject({ callback: at(THURSDAY, '08:00') });
  });

  it('the next such time the centre is open; a time it never is, her choice all the same (the next one)', () => {
    const now = at(THURSDAY, '10:40');
    expect(callbackAt('14:00', now, CENTRE_DAYS)).toBe(at(THURSDAY, '14:00'));
    expect(callbackAt('09:00', now, CENTRE_DAYS)).toBe(at(FRIDAY, '09:00'));
    expect(callbackAt('19:30', now, CENTRE_DAYS)).toBe(at(THURSDAY, '19:30'));
    expect(callbackAt('08:30', at(FRIDAY, '15:00'), CENTRE_DAYS)).toBe(at(MONDAY, '08:30'));
    // Without the hours, the next such time by the clock.
    expect(callbackAt('08:00', at(SATURDAY, '13:30'), null)).toBe(at('2026-11-29', '08:00'));
    expect(callbackAt('25:00', now, CENTRE_DAYS)).toBeNull();
  });
});
