import { describe, expect, it } from 'vitest';
import requestFr from '@/copy/request/fr';
import requestEn from '@/copy/request/en';
import { site } from '@/content/site';
import { callPromise, promiseText, type OpeningRow } from '@/lib/request/by-when';
import { openingRows } from '@/site/appointment-contacts';

// The desk's hours as the settings ship them (content/settings/centre.yml): Monday–Friday 8 h – 18 h,
// Saturday 9 h – 14 h, Sunday closed. Written out, so that a change of the settings does not change
// what these cases prove; the last test holds them against the settings.
const HOURS: OpeningRow[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '14:00' },
];

/** A time in Yaoundé (UTC+1) in the week of Monday 16 March 2026. */
const at = (day: number, time: string) => new Date(`2026-03-${String(day).padStart(2, '0')}T${time}:00+01:00`);

const say = (now: Date, rows = HOURS) => {
  const promise = callPromise(rows, now);
  return [promiseText(promise, requestFr.confirmation.byWhen, 'fr'), promiseText(promise, requestEn.confirmation.byWhen, 'en')];
};

describe('by when the centre calls, across a week (Yaoundé time)', () => {
  it.each([
    ['Monday 7:00, before the desk opens', at(16, '07:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 10:00, open', at(16, '10:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 17:00, an hour left', at(16, '17:00'), "aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm'],
    ['Monday 17:01, near closing', at(16, '17:01'), 'demain mardi matin', 'tomorrow morning (Tuesday)'],
    ['Monday 19:30, after closing', at(16, '19:30'), 'demain mardi matin', 'tomorrow morning (Tuesday)'],
    ['Friday 18:30, after closing', at(20, '18:30'), 'demain samedi matin', 'tomorrow morning (Saturday)'],
    ['Saturday 10:00, open', at(21, '10:00'), "aujourd'hui avant 14\u00A0h", 'today before 2:00\u00A0pm'],
    ['Saturday 13:15, near closing', at(21, '13:15'), 'lundi matin', 'on Monday morning'],
    ['Saturday 15:00, the afternoon', at(21, '15:00'), 'lundi matin', 'on Monday morning'],
    ['Sunday 11:00', at(22, '11:00'), 'demain lundi matin', 'tomorrow morning (Monday)'],
    ['Sunday 23:59', at(22, '23:59'), 'demain lundi matin', 'tomorrow morning (Monday)'],
  ])('%s', (_, now, fr, en) => {
    expect(say(now)).toEqual([fr, en]);
  });

  it("reads the day and the hour in Yaoundé, whatever the device's clock: 23:30 UTC on Sunday is Monday 0:30 there", () => {
    expect(say(new Date('2026-03-22T23:30:00Z'))).toEqual(["aujourd'hui avant 18\u00A0h", 'today before 6:00\u00A0pm']);
  });

  it('promises the afternoon when the next opening day opens after noon', () => {
    const rows: OpeningRow[] = [{ days: ['Wednesday'], opens: '14:00', closes: '19:00' }];
    expect(say(at(16, '10:00'), rows)).toEqual(['mercredi après-midi', 'on Wednesday afternoon']);
  });

  it('takes the earliest opening and the latest closing when a day has two rows', () => {
    const rows: OpeningRow[] = [
      { days: ['Monday'], opens: '08:00', closes: '12:00' },
      { days: ['Monday'], opens: '14:00', closes: '18:00' },
    ];
    expect(callPromise(rows, at(16, '12:30'))).toEqual({ when: 'today', before: '18:00' });
  });

  it('says « as soon as possible » when the settings name no opening hours', () => {
    expect(say(at(16, '10:00'), [])).toEqual(['au plus vite', 'as soon as possible']);
  });

  it('is read from the settings: the rows with hours of the appointment hours, the one with a text left out', () => {
    expect(openingRows(site.fr.appointmentHours)).toEqual(HOURS);
  });
});
