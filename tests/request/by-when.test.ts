import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import type { ClosedDays } from '@/lib/hours';
import { callbackDays, offeredSlots, type CallbackHours } from '@/lib/request/callback';
import { openingRows } from '@/site/appointment-contacts';
import { HOURS, say } from './by-when-cases';

/** A moment in Yaoundé (UTC+1 all year). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
/** A time in Yaoundé in the week of Monday 16 March 2026. */
const inMarch = (day: number, time: string) => at(`2026-03-${String(day).padStart(2, '0')}`, time);

const closed = (from: string, to: string, reason: string, emergencyLine = true): ClosedDays => ({ from, to, reason, emergencyLine });

describe('by when the centre calls, across a week (Yaoundé time)', () => {
  it.each([
    ['Monday 7:00, before the desk opens', inMarch(16, '07:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 10:00, open', inMarch(16, '10:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 17:00, an hour left', inMarch(16, '17:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 17:01, the last hour before closing', inMarch(16, '17:01'), 'demain mardi matin', 'tomorrow morning (Tuesday)'],
    ['Monday 19:30, after closing', inMarch(16, '19:30'), 'demain mardi matin', 'tomorrow morning (Tuesday)'],
    ['Friday 18:30, Friday night', inMarch(20, '18:30'), 'demain samedi matin', 'tomorrow morning (Saturday)'],
    ['Saturday 10:00, open', inMarch(21, '10:00'), "aujourd'hui avant 14\u00A0h", 'today before 2:00\u00A0pm'],
    ['Saturday 13:15, near closing', inMarch(21, '13:15'), 'lundi matin', 'on Monday morning'],
    ['Sunday 11:00', inMarch(22, '11:00'), 'demain lundi matin', 'tomorrow morning (Monday)'],
    ['Sunday 23:59', inMarch(22, '23:59'), 'demain lundi matin', 'tomorrow morning (Monday)'],
  ])('%s', (_, now, fr, en) => {
    expect(say(now)).toEqual([fr, en]);
  });

  it('promises the afternoon when the next opening day opens after noon', () => {
    const open = { hours: [{ days: ['Wednesday'], opens: '14:00', closes: '19:00' }], closures: [] } satisfies CallbackHours;
    expect(say(inMarch(16, '10:00'), open)).toEqual(['mercredi après-midi', 'on Wednesday afternoon']);
  });

  it('says « as soon as possible » when the settings name no opening hours', () => {
    expect(say(inMarch(16, '10:00'), { hours: [], closures: [] })).toEqual(['au plus vite', 'as soon as possible']);
  });

  it('is read from the settings: the rows with hours of the appointments and call-backs hours, the one with a text left out', () => {
    expect(openingRows(site.fr.hours.appointments)).toEqual(HOURS);
  });
});

describe('across a year, with the days the centre is closed (Yaoundé time)', () => {
  it('skips a closure on a weekday: on Thursday 24 December at 18:30, not Christmas Day but Saturday', () => {
    const open = { hours: HOURS, closures: [closed('2026-12-25', '2026-12-25', 'Noël')] };
    expect(say(at('2026-12-24', '18:30'), open)).toEqual(['samedi matin', 'on Saturday morning']);
    expect(callbackDays(open, at('2026-12-24', '18:30'))).toEqual(['2026-12-26', '2026-12-28']);
    expect(offeredSlots('2026-12-25', open, at('2026-12-24', '18:30'))).toEqual([]);
  });

  it('skips a range over a weekend, and names the day with its date a week or more ahead', () => {
    const open = { hours: HOURS, closures: [closed('2027-07-30', '2027-08-09', 'Congés annuels')] };
    // Thursday 29 July 2027, after closing: the centre opens again on Tuesday 10 August.
    expect(say(at('2027-07-29', '19:00'), open)).toEqual(['le mardi 10 août (matin)', 'on Tuesday 10 August, in the morning']);
    expect(callbackDays(open, at('2027-07-29', '19:00'))).toEqual(['2027-08-10', '2027-08-11']);
    // On the Saturday inside the range, today's slots are none.
    expect(offeredSlots('2027-07-31', open, at('2027-07-31', '09:00'))).toEqual([]);
  });

  it('gives the date from a week ahead: a day seven days away could be read as this week’s', () => {
    // Monday 16 March after closing, closed Tuesday to Sunday: Monday 23, seven days ahead, dated.
    expect(say(inMarch(16, '19:30'), { hours: HOURS, closures: [closed('2026-03-17', '2026-03-22', 'Formation')] })[0]).toMatch(/^le lundi 23 /);
    // Tuesday 17 after closing, closed Wednesday to Sunday: Monday 23, six days ahead, by its name alone.
    expect(say(inMarch(17, '19:30'), { hours: HOURS, closures: [closed('2026-03-18', '2026-03-22', 'Formation')] })).toEqual(['lundi matin', 'on Monday morning']);
  });

  it('closes the call-back on a closure that keeps the emergency line: the line is the page’s word, not a slot', () => {
    const open = { hours: HOURS, closures: [closed('2027-05-20', '2027-05-20', 'Fête nationale', true)] };
    expect(say(at('2027-05-20', '09:00'), open)).toEqual(['demain vendredi matin', 'tomorrow morning (Friday)']);
    expect(callbackDays(open, at('2027-05-20', '09:00'))).toEqual(['2027-05-21', '2027-05-22']);
  });

  it('splits a day with a lunch break: no slot in the break, the afternoon from the reopening', () => {
    const lunch: CallbackHours = {
      hours: [
        { days: ['Monday'], opens: '08:00', closes: '12:30' },
        { days: ['Monday'], opens: '14:30', closes: '18:00' },
      ],
      closures: [],
    };
    const slots = offeredSlots('2026-06-01', lunch, at('2026-06-01', '07:00')).map(({ slot, from, to }) => `${slot} ${from}-${to}`);
    expect(slots).toEqual(['morning 08:00-12:00', 'afternoon 14:30-17:00', 'evening 17:00-18:00']);
    // At 13:00 the morning is over; the promise is still today, before the day's last closing.
    expect(say(at('2026-06-01', '13:00'), lunch)).toEqual(["aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm']);
  });
});
