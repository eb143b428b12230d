import { describe, expect, it } from 'vitest';
import { doualaMinutes, doualaToday } from '@/lib/douala-date';
import { appointmentAdvice, nextOpening, type OpenDays } from '@/lib/hours';
import { CENTRE_DAYS as DAYS, WEEKDAYS_8_18 } from './centre-days';

/*
 * Whether the centre takes appointments at the moment a family chose (lib/hours.ts, appointmentAdvice): the
 * appointment form's advice and the centre's e-mail both read it. The hours are the settings' as shipped,
 * written out in centre-days.ts, with days closed as staff and the holidays give them. Dates of December 2026 and January 2027: 2 January 2027 is a Saturday.
 */

const at = (date: string, time: string, closes: string) => ({ date, time, closes });

describe('a moment the centre takes no appointment, and the next one it does', () => {
  it('a Sunday: the weekday without hours, then Monday at its opening', () => {
    expect(appointmentAdvice('2027-01-03', '10:00', DAYS)).toEqual({
      open: false,
      why: { kind: 'weekday', weekday: 'Sunday' },
      next: at('2027-01-04', '08:00', '18:00'),
    });
  });

  it('a closure staff entered, with its reason: a Saturday closed, so Monday (Sunday has no hours)', () => {
    expect(appointmentAdvice('2027-01-02', '10:00', DAYS)).toEqual({ open: false, why: { kind: 'closure', reason: 'inventaire' }, next: at('2027-01-04', '08:00', '18:00') });
  });

  it('a public holiday, said as one: Christmas on a Friday, then Saturday morning, which is open', () => {
    expect(appointmentAdvice('2026-12-25', '15:00', DAYS)).toEqual({ open: false, why: { kind: 'holiday', reason: 'Noël' }, next: at('2026-12-26', '09:00', '14:00') });
  });

  it('a Saturday at 19:30, its hours over: Monday at 8 h (Sunday has none)', () => {
    expect(appointmentAdvice('2026-12-05', '19:30', DAYS)).toEqual({
      open: false,
      why: { kind: 'hours', when: 'after', weekday: 'Saturday', openings: [{ opens: 540, closes: 840 }] },
      next: at('2026-12-07', '08:00', '18:00'),
    });
  });

  it('a weekday at 7 h, before opening: the same day at 8 h', () => {
    expect(appointmentAdvice('2026-12-07', '07:00', DAYS)).toMatchObject({ open: false, why: { kind: 'hours', when: 'before' }, next: at('2026-12-07', '08:00', '18:00') });
  });

  it('a lunch break between two stretches: the afternoon of the same day', () => {
    const split: OpenDays = { hours: [{ ...WEEKDAYS_8_18, closes: '12:00' }, { ...WEEKDAYS_8_18, opens: '14:00' }], closures: [] };
    expect(appointmentAdvice('2026-12-07', '13:00', split)).toMatchObject({ why: { kind: 'hours', when: 'between' }, next: at('2026-12-07', '14:00', '18:00') });
  });

  it('opens at its opening minute and stops at its closing one: 8:00 and 17:59 are open, 18:00 is not', () => {
    expect(appointmentAdvice('2026-12-07', '08:00', DAYS)).toEqual({ open: true });
    expect(appointmentAdvice('2026-12-07', '17:59', DAYS)).toEqual({ open: true });
    expect(appointmentAdvice('2026-12-07', '18:00', DAYS)).toMatchObject({ why: { kind: 'hours', when: 'after' }, next: at('2026-12-08', '08:00', '18:00') });
  });

  it('judges the day alone while no time is chosen: a Sunday or a closure, never an open day', () => {
    expect(appointmentAdvice('2027-01-03', null, DAYS)).toMatchObject({ why: { kind: 'weekday' }, next: at('2027-01-04', '08:00', '18:00') });
    expect(appointmentAdvice('2027-01-02', null, DAYS)).toMatchObject({ why: { kind: 'closure' } });
    expect(appointmentAdvice('2026-12-05', null, DAYS)).toEqual({ open: true });
  });

  it('skips every day of a closure of several days, the weekend in it included', () => {
    const week: OpenDays = { hours: DAYS.hours, closures: [{ from: '2027-03-05', to: '2027-03-09', reason: 'formation' }] };
    expect(appointmentAdvice('2027-03-06', '10:00', week)).toMatchObject({ why: { kind: 'closure', reason: 'formation' }, next: at('2027-03-10', '08:00', '18:00') });
  });
});

describe('« today » and the horizon', () => {
  // Monday 30 November 2026.
  const today = '2026-11-30';

  it('a time already past today: said so, and the next half hour from now while the day is open', () => {
    expect(appointmentAdvice(today, '10:00', DAYS, { now: { date: today, minutes: 11 * 60 + 7 } })).toEqual({
      open: false,
      why: { kind: 'past' },
      next: at(today, '11:30', '18:00'),
    });
    // A later time of today is open; the same hour tomorrow is not « past ».
    expect(appointmentAdvice(today, '16:00', DAYS, { now: { date: today, minutes: 11 * 60 } })).toEqual({ open: true });
    expect(appointmentAdvice('2026-12-01', '10:00', DAYS, { now: { date: today, minutes: 11 * 60 } })).toEqual({ open: true });
  });

  it('past at 17:45: today is over, so tomorrow at 8 h; before opening, today at 8 h', () => {
    expect(appointmentAdvice(today, '17:00', DAYS, { now: { date: today, minutes: 17 * 60 + 45 } })).toMatchObject({ next: at('2026-12-01', '08:00', '18:00') });
    expect(appointmentAdvice(today, '07:00', DAYS, { now: { date: today, minutes: 7 * 60 + 30 } })).toMatchObject({ why: { kind: 'past' }, next: at(today, '08:00', '18:00') });
  });

  it('says nothing of a day already past, in Yaoundé: a device at 23:30 UTC on 30 November is on 1 December there', () => {
    const device = new Date('2026-11-30T23:30:00Z');
    const now = { date: doualaToday(device), minutes: doualaMinutes(device) };
    expect(now).toEqual({ date: '2026-12-01', minutes: 30 });
    expect(appointmentAdvice(today, '10:00', DAYS, { now })).toBeNull();
    expect(appointmentAdvice('2026-12-01', '10:00', DAYS, { now })).toEqual({ open: true });
  });

  it('names no next opening beyond the last day the form offers, nor when the hours have none', () => {
    expect(appointmentAdvice('2027-01-03', '10:00', DAYS, { lastDay: '2027-01-03' })).toEqual({ open: false, why: { kind: 'weekday', weekday: 'Sunday' }, next: null });
    expect(appointmentAdvice('2027-01-03', '10:00', DAYS, { lastDay: '2027-01-04' })).toMatchObject({ next: at('2027-01-04', '08:00', '18:00') });
    expect(appointmentAdvice('2027-01-04', '10:00', { hours: [], closures: [] })).toMatchObject({ why: { kind: 'weekday', weekday: 'Monday' }, next: null });
  });

  it('looks two months ahead by default, no further', () => {
    const longClosure: OpenDays = { hours: DAYS.hours, closures: [{ from: '2027-01-04', to: '2027-06-30', reason: 'travaux' }] };
    expect(nextOpening('2027-01-04', 0, longClosure)).toBeNull();
    expect(nextOpening('2027-01-04', 0, longClosure, '2027-07-01')).toEqual(at('2027-07-01', '08:00', '18:00'));
  });
});
