import { afterAll, describe, expect, it } from 'vitest';
import { callbackDays, offeredSlots } from '@/lib/request/callback';
import { OPEN, say } from './by-when-cases';

/*
 * « Whatever the device's clock »: the same moments, read by a Node whose time zone is another one. TZ
 * changes the zone of every Date made after it is set; each zone is checked to be in force, and the
 * zone the run started with is put back.
 * Its own file: Stryker's runner runs tests in worker threads, where TZ cannot change (vitest.mutation.config.ts
 * leaves it out).
 */
describe('under other time zones than Yaoundé’s', () => {
  const started = process.env.TZ;
  afterAll(() => {
    if (started === undefined) delete process.env.TZ;
    else process.env.TZ = started;
  });

  it.each([
    ['Pacific/Kiritimati', -14 * 60],
    ['America/Los_Angeles', 7 * 60],
    ['Asia/Kolkata', -5.5 * 60],
  ])('%s', (zone, offset) => {
    process.env.TZ = zone;
    // The zone is in force: 16 March 2026 is then in daylight saving in Los Angeles (UTC−7).
    expect(new Date('2026-03-16T12:00:00Z').getTimezoneOffset()).toBe(offset);
    // 23:30 UTC on Sunday is Monday 0:30 in Yaoundé: the desk's day is Monday, and its hours are Yaoundé's.
    expect(say(new Date('2026-03-22T23:30:00Z'))).toEqual(["aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm']);
    expect(callbackDays(OPEN, new Date('2026-03-20T20:00:00Z'))).toEqual(['2026-03-21', '2026-03-23']);
    expect(offeredSlots('2026-03-16', OPEN, new Date('2026-03-16T16:25:00Z')).map((slot) => slot.slot)).toEqual(['evening']);
  });
});
