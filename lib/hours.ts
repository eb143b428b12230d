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
  /** A public holiday (announced a few days ahead), not a closure staff entered (announced from the day it is entered). */
  holiday?: true;
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

/** How many days ahead pages announce a public holiday (« Fermé le … »); a closure staff entered, from the build that carries it (site/closure-notice.ts). */
export const CLOSURE_NOTICE_DAYS = 7;

/** The closures that touch the days from `from` to `to` (included), in order. */
export function closuresBetween<C extends ClosedSpan>(closures: readonly C[], from: string, to: string): C[] {
  return closures.filter((closure) => closure.to >= from && closure.from <= to).sort((a, b) => a.from.localeCompare(b.from));
}

/*
 * Whether the centre takes appointments at a moment a family chose, and if not, why and when it next does:
 * the appointment form's advice beside its date and time, in the page's language (components/request/form/
 * day-advice.tsx), and the line of the centre's e-mail (lib/request/payload.ts), in French, wherever it is
 * built (the page, the worker, the request gateway). Days and times are Yaoundé's: a caller in the browser
 * gives « now » as doualaToday() and doualaMinutes(), never the device's clock.
 */

/** When the centre takes appointments: the appointments' and call-backs' hours, and the days it is closed. */
export interface OpenDays {
  hours: readonly OpeningRow[];
  closures: readonly ClosedSpan[];
}

/** Why the centre takes no appointment then. */
export type ClosedWhy =
  /** A weekday without hours (a Sunday, as the settings ship). */
  | { kind: 'weekday'; weekday: Weekday }
  /** A public holiday, or a closure staff entered, with its reason. */
  | { kind: 'holiday' | 'closure'; reason: string }
  /** An open day, outside its hours: before it opens, between two stretches, or after it closes. */
  | { kind: 'hours'; when: 'before' | 'between' | 'after'; weekday: Weekday; openings: Opening[] }
  /** Today, at a time already past. */
  | { kind: 'past' };

/** The next moment the centre takes appointments: a day, a time, and when that stretch of the day ends (HH:MM). */
export interface NextOpening {
  date: string;
  time: string;
  closes: string;
}

export type AppointmentAdvice = { open: true } | { open: false; why: ClosedWhy; next: NextOpening | null };

export interface AdviceOptions {
  /** Now in Yaoundé (the browser): a moment before it is past, and the next opening is looked for from it. Left out, the chosen moment alone counts (the e-mail). */
  now?: { date: string; minutes: number };
  /** The last day the next opening may fall on: the form's last day; HORIZON_DAYS after the moment looked from when left out. */
  lastDay?: string;
}

/** A next opening inside a stretch already begun (a past moment today) starts at the next half hour. */
const STEP_MINUTES = 30;

/** The first moment at or after `minutes` of `date` the centre takes appointments, up to `lastDay`, or null. */
export function nextOpening(date: string, minutes: number, days: OpenDays, lastDay: string = addDays(date, HORIZON_DAYS)): NextOpening | null {
  for (let day = date, from = minutes; day <= lastDay; day = addDays(day, 1), from = 0) {
    for (const opening of openingsOn(day, days.hours, days.closures)) {
      const start = from <= opening.opens ? opening.opens : Math.ceil(from / STEP_MINUTES) * STEP_MINUTES;
      if (start < opening.closes) return { date: day, time: timeOf(start), closes: timeOf(opening.closes) };
    }
  }
  return null;
}

/**
 * Whether the centre takes appointments on `date` (ISO) at `time` (HH:MM; null while no time is chosen: the
 * day alone is judged), and if not, why and the next moment it does (at or after the chosen one, or now when
 * that is later). Null when nothing can be said: a day already past (the form refuses it on its own).
 */
export function appointmentAdvice(date: string, time: string | null, days: OpenDays, { now, lastDay }: AdviceOptions = {}): AppointmentAdvice | null {
  if (now && date < now.date) return null;
  const chosen = time === null ? 0 : minutesOf(time);
  const past = now !== undefined && date === now.date && time !== null && chosen < now.minutes;
  // Looked for from the chosen moment, or from now when the chosen one is past.
  const next = (from: string, minutes: number) => nextOpening(from, minutes, days, lastDay ?? addDays(from, HORIZON_DAYS));
  const closure = closureOn(date, days.closures);
  const openings = openingsOn(date, days.hours, days.closures);
  const why: ClosedWhy | null = closure
    ? { kind: closure.holiday ? 'holiday' : 'closure', reason: closure.reason }
    : openings.length === 0
      ? { kind: 'weekday', weekday: weekdayOf(date) }
      : past
        ? { kind: 'past' }
        : time === null || openings.some((opening) => opening.opens <= chosen && chosen < opening.closes)
          ? null
          : {
              kind: 'hours',
              when: chosen < openings[0]!.opens ? 'before' : chosen >= openings.at(-1)!.closes ? 'after' : 'between',
              weekday: weekdayOf(date),
              openings,
            };
  if (!why) return { open: true };
  return { open: false, why, next: past ? next(now!.date, now!.minutes) : next(date, chosen) };
}
