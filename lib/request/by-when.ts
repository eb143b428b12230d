import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { formatTime } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';
import type { ByWhenCopy } from './words';

/*
 * By when the centre calls a family back after an appointment request, from the desk's hours (the
 * settings' appointment hours), in Yaoundé's time whatever the device's. Pure, no words: the
 * confirmation says it in its language (copy/request/<locale>.ts, byWhen).
 *
 *   at                                   the promise
 *   an opening day, before closing,      today, before the closing hour (« aujourd'hui avant 18 h »),
 *   with at least an hour left           even before the desk opens
 *   less than an hour before closing,    the next opening day, in its first half-day
 *   after closing, or a closed day       (« demain mardi matin », « lundi matin »)
 *
 * Less than an hour before closing promises the next day: a call promised « before 18 h » at 17 h 20
 * is one the desk may well miss, with the calls already waiting; a promise kept early is better than
 * one broken by ten minutes. A call-back's chosen slot is its own promise (lib/request/callback.ts).
 */

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** A row of the desk's hours, as the settings give it (a row with a text and no hours is left out). */
export interface OpeningRow {
  days: readonly WeekdayName[];
  /** HH:MM, Yaoundé. */
  opens: string;
  closes: string;
}

/** Under this many minutes before closing, the promise is the next opening day. */
export const LAST_HOUR_MINUTES = 60;

export type CallPromise =
  /** Today, before `before` (HH:MM). */
  | { when: 'today'; before: string }
  /** The next opening day: its name, whether it is tomorrow, and the half-day the desk opens in. */
  | { when: 'day'; day: WeekdayName; tomorrow: boolean; part: 'morning' | 'afternoon' };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday of an ISO date (calendar arithmetic, no time zone). */
function weekdayOf(isoDate: string): WeekdayName {
  // 1970-01-05 was a Monday.
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(1970, 0, 5)) / 86_400_000);
  return WEEKDAY_NAMES[((days % 7) + 7) % 7]!;
}

/** The desk's hours on a weekday: the earliest opening and the latest closing of its rows, or null when closed. */
function hoursOn(day: WeekdayName, rows: readonly OpeningRow[]): { opens: number; closes: number } | null {
  const today = rows.filter((row) => row.days.includes(day) && minutesOf(row.closes) > minutesOf(row.opens));
  if (today.length === 0) return null;
  return { opens: Math.min(...today.map((row) => minutesOf(row.opens))), closes: Math.max(...today.map((row) => minutesOf(row.closes))) };
}

const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** By when the centre calls, at `now`; null when the settings name no opening hours at all. */
export function callPromise(rows: readonly OpeningRow[], now: Date = new Date()): CallPromise | null {
  const today = doualaToday(now);
  const hours = hoursOn(weekdayOf(today), rows);
  if (hours && doualaMinutes(now) <= hours.closes - LAST_HOUR_MINUTES) return { when: 'today', before: timeOf(hours.closes) };
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = weekdayOf(addDays(today, ahead));
    const next = hoursOn(day, rows);
    if (next) return { when: 'day', day, tomorrow: ahead === 1, part: next.opens < 12 * 60 ? 'morning' : 'afternoon' };
  }
  return null;
}

/** The promise in words (« aujourd'hui avant 18 h », « demain mardi matin », « on Monday morning »). */
export function promiseText(promise: CallPromise | null, words: ByWhenCopy, locale: Locale): string {
  if (!promise) return words.soon;
  if (promise.when === 'today') return fill(words.today, { time: formatTime(promise.before, locale) });
  return fill(promise.tomorrow ? words.tomorrow : words.day, { day: words.days[promise.day], part: words.parts[promise.part] });
}
