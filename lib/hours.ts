import { addDays } from './douala-date';
import type { Locale } from './i18n';

/*
 * When the centre is open, as plain data: the weekdays (schema.org's names, as the settings and the
 * structured data write them), a set of hours as rows of days with an opening and a closing time, and
 * the days it is closed (a closure staff entered, a public holiday: content/closures.ts resolves them).
 * Dates are ISO days in Yaoundé (lib/douala-date.ts), times HH:MM. Pure: the call-back's slots and the
 * confirmation's « by when » (lib/request/) read a day's hours here, whatever the device's clock.
 */

/** schema.org's days, as the settings and opening hours name them, Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Each weekday's name in each language, as a sentence writes it (« demain lundi », « on Monday »): the one table of them. */
export const WEEKDAY_NAMES: Record<Locale, Record<Weekday, string>> = {
  fr: { Monday: 'lundi', Tuesday: 'mardi', Wednesday: 'mercredi', Thursday: 'jeudi', Friday: 'vendredi', Saturday: 'samedi', Sunday: 'dimanche' },
  en: { Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday', Sunday: 'Sunday' },
};

/** « Lundi », « Monday »: a weekday at the head of a line or a choice. */
export const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The weekday of an ISO date (calendar arithmetic, no time zone). */
export function weekdayOf(isoDate: string): Weekday {
  // 1970-01-05 was a Monday.
  const days = Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.UTC(1970, 0, 5)) / 86_400_000);
  return WEEKDAYS[((days % 7) + 7) % 7]!;
}

/** A row of a set of hours with times, as the settings give it (a row with a text and no times is left out). */
export interface OpeningRow {
  days: readonly Weekday[];
  /** HH:MM, Yaoundé. */
  opens: string;
  closes: string;
}

/** The parts of a day, as the call-back's slots and the confirmation's promise name them. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Where each part of the day ends (HH:MM, Yaoundé). */
export const PART_ENDS: Record<DayPart, string> = { morning: '12:00', afternoon: '17:00', evening: '24:00' };

/** The part of the day a time falls in (minutes since midnight). */
export function partOf(minutes: number): DayPart {
  return DAY_PARTS.find((part) => minutes < minutesOf(PART_ENDS[part])) ?? 'evening';
}

/** Days the centre is closed, in one language, as the call-back reads them: when, and why. */
export interface ClosedSpan {
  /** The first and last day closed (ISO, Yaoundé), `to` equal to `from` for one day. */
  from: string;
  to: string;
  /** Why, as a family reads it: « Noël », « Inventaire annuel ». */
  reason: string;
}

/** Days closed as pages announce them: a closure staff entered, or a public holiday the centre does not work. */
export interface ClosedDays extends ClosedSpan {
  /** Whether the emergency line still answers on those days. */
  emergencyLine: boolean;
}

/** Minutes since midnight of HH:MM (« 24:00 » is the end of the day). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** HH:MM of minutes since midnight. */
export const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The closure that covers a day, if any. */
export function closureOn<C extends ClosedSpan>(date: string, closures: readonly C[]): C | undefined {
  return closures.find((closure) => closure.from <= date && date <= closure.to);
}

/** A stretch of a day the centre is open, in minutes since midnight. */
export interface Opening {
  opens: number;
  closes: number;
}

/** When a set of hours is open on a day: its rows for that weekday, merged and in order; none on a closed day. */
export function openingsOn(date: string, rows: readonly OpeningRow[], closures: readonly ClosedSpan[]): Opening[] {
  if (closureOn(date, closures)) return [];
  const day = weekdayOf(date);
  const stretches = rows
    .filter((row) => row.days.includes(day) && minutesOf(row.closes) > minutesOf(row.opens))
    .map((row) => ({ opens: minutesOf(row.opens), closes: minutesOf(row.closes) }))
    .sort((a, b) => a.opens - b.opens);
  const merged: Opening[] = [];
  for (const stretch of stretches) {
    const last = merged.at(-1);
    if (last && stretch.opens <= last.closes) last.closes = Math.max(last.closes, stretch.closes);
    else merged.push({ ...stretch });
  }
  return merged;
}

/** How far ahead the next opening day is looked for: beyond two months, the settings name none. */
export const HORIZON_DAYS = 62;

/** The opening days after `date` (not counting it), `count` of them at most, within HORIZON_DAYS. */
export function openDaysAfter(date: string, count: number, rows: readonly OpeningRow[], closures: readonly ClosedSpan[]): string[] {
  const days: string[] = [];
  for (let ahead = 1; ahead <= HORIZON_DAYS && days.length < count; ahead += 1) {
    const day = addDays(date, ahead);
    if (openingsOn(day, rows, closures).length > 0) days.push(day);
  }
  return days;
}

/** How many days ahead pages announce a closure (« Fermé le … »). */
export const CLOSURE_NOTICE_DAYS = 7;

/** The closures that touch the days from `from` to `to` (included), in order. */
export function closuresBetween<C extends ClosedSpan>(closures: readonly C[], from: string, to: string): C[] {
  return closures.filter((closure) => closure.to >= from && closure.from <= to).sort((a, b) => a.from.localeCompare(b.from));
}
