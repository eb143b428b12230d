import { addDays, doualaMinutes, doualaToday } from '@/lib/douala-date';
import { formatDayMonth, formatTime } from '@/lib/calendar-format';
import { openDaysAfter, openingsOn, partOf, timeOf, WEEKDAY_NAMES, weekdayOf, type Weekday, type DayPart } from '@/lib/hours';
import { fill, type Locale } from '@/lib/i18n';
import type { CallbackHours } from './callback';

/*
 * By when the centre calls a family back after a request, from the appointments and call-backs hours
 * (the settings) minus the days the centre is closed, in Yaoundé's time whatever the device's. Pure:
 * the confirmation says it in its language (copy/request/<locale>.ts, byWhen).
 *
 *   at                                   the promise
 *   an opening day, before closing,      today, before the closing hour (« aujourd'hui avant 18 h »),
 *   with at least an hour left           even before the desk opens
 *   less than an hour before closing,    the next opening day, in the part of the day it opens in
 *   after closing, a closed day, or      (« demain mardi matin », « lundi matin »; a week or more
 *   a day the centre is closed           ahead, with its date: « lundi 4 janvier matin »)
 *
 * Less than an hour before closing promises the next day: a call promised « before 18 h » at 17 h 20
 * is one the desk may well miss, with the calls already waiting; a promise kept early is better than
 * one broken by ten minutes. A call-back's chosen slot is its own promise (lib/request/callback.ts).
 */

/** Under this many minutes before closing, the promise is the next opening day. */
export const LAST_HOUR_MINUTES = 60;

export type CallPromise =
  /** Today, before `before` (HH:MM). */
  | { when: 'today'; before: string }
  /** The next opening day: its weekday and date, whether it is tomorrow, and the part of the day the desk opens in. */
  | { when: 'day'; day: Weekday; date: string; tomorrow: boolean; part: 'morning' | 'afternoon' };

/** The words the promise is said with (copy/request/<locale>.ts, byWhen). */
export interface ByWhenCopy {
  today: string;
  tomorrow: string;
  day: string;
  /** A week or more ahead: the weekday alone would be ambiguous. */
  dated: string;
  /** When the settings name no opening hours. */
  soon: string;
  parts: Record<'morning' | 'afternoon', string>;
}

/** The part of the day a call is promised in, by the part its first opening falls in: an evening opening is said as the afternoon. */
const PROMISED_PART = { morning: 'morning', afternoon: 'afternoon', evening: 'afternoon' } as const satisfies Record<DayPart, 'morning' | 'afternoon'>;

/** By when the centre calls, at `now`; null when the settings name no opening day within two months. */
export function callPromise({ hours, closures }: CallbackHours, now: Date = new Date()): CallPromise | null {
  const today = doualaToday(now);
  const open = openingsOn(today, hours, closures);
  const closes = open.at(-1)?.closes;
  if (closes !== undefined && doualaMinutes(now) <= closes - LAST_HOUR_MINUTES) return { when: 'today', before: timeOf(closes) };
  const [next] = openDaysAfter(today, 1, hours, closures);
  if (!next) return null;
  const opens = openingsOn(next, hours, closures)[0]!.opens;
  return { when: 'day', day: weekdayOf(next), date: next, tomorrow: next === addDays(today, 1), part: PROMISED_PART[partOf(opens)] };
}

/** The promise in words (« aujourd'hui avant 18 h », « demain mardi matin », « on Monday morning »). */
export function promiseText(promise: CallPromise | null, words: ByWhenCopy, locale: Locale, now: Date = new Date()): string {
  if (!promise) return words.soon;
  if (promise.when === 'today') return fill(words.today, { time: formatTime(promise.before, locale) });
  const template = promise.tomorrow ? words.tomorrow : promise.date >= addDays(doualaToday(now), 7) ? words.dated : words.day;
  return fill(template, { day: WEEKDAY_NAMES[locale][promise.day], date: formatDayMonth(promise.date, locale), part: words.parts[promise.part] });
}
