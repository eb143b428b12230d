import { addDays, doualaMinutes, doualaToday, isIsoDate, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatDay, formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { readSlot, slotInWords } from '@/lib/request/for-gateway';
import { WORDS } from './words';

/*
 * The inbox's times and days in Yaoundé's time, whatever the phone's or the server's zone: « aujourd'hui à
 * 10 h 12 », « hier », « jeudi 26 novembre ». Nothing here throws: a value a family typed that does not
 * read as a day or a time (a stranger's « 24:00 ») is shown as typed, never a page that fails.
 */

/** The instant's day in Yaoundé (YYYY-MM-DD), or null for a number that is no instant. */
export function dayOf(ms: number): string | null {
  try {
    return doualaToday(new Date(ms));
  } catch {
    // NaN, or so far off that Yaoundé's offset leaves the dates a Date can hold.
    return null;
  }
}

/** HH:MM in Yaoundé of an instant. */
function hhmmOf(ms: number): string {
  const minutes = doualaMinutes(new Date(ms));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** « 10 h 12 », « 10:12 am »: the time of an instant in Yaoundé; '' for no instant. */
export function clock(ms: number, locale: Locale): string {
  return dayOf(ms) ? formatTime(hhmmOf(ms), locale) : '';
}

/** A day as the staff say it: today, yesterday, tomorrow in words, else its weekday and date (and year, when not this one's). */
export function dayWords(isoDay: string, today: string, locale: Locale): string {
  const words = WORDS[locale].days;
  if (!isIsoDate(isoDay) || !isIsoDate(today)) return isoDay;
  if (isoDay === today) return words.today;
  if (isoDay === addDays(today, -1)) return words.yesterday;
  if (isoDay === addDays(today, 1)) return words.tomorrow;
  return formatDay(isoDay, locale, today);
}

/** « aujourd'hui à 10 h 12 », « jeudi 26 novembre à 10 h 12 »: when something happened; '' for no instant. */
export function moment(ms: number, now: number, locale: Locale): string {
  const day = dayOf(ms);
  const today = dayOf(now);
  if (!day || !today) return '';
  return WORDS[locale].days.at(dayWords(day, today, locale), clock(ms, locale));
}

/** Since when: the time alone when it is today (« 10 h 12 »), else with its day (« hier à 10 h 12 »). */
export function since(ms: number, now: number, locale: Locale): string {
  const day = dayOf(ms);
  return day && day === dayOf(now) ? clock(ms, locale) : moment(ms, now, locale);
}

/** « à 10 h 20 », « hier à 10 h 20 », « at 10:20 am », « yesterday at 10:20 am »: when, after a word (« Appelée », « réponse »); '' for no instant. */
export function atWords(ms: number, now: number, locale: Locale): string {
  const day = dayOf(ms);
  const today = dayOf(now);
  if (!day) return '';
  const on = today && day !== today ? `${dayWords(day, today, locale)} ` : '';
  return `${on}${locale === 'fr' ? 'à' : 'at'} ${clock(ms, locale)}`;
}

/** The instant as <time datetime> writes it (UTC, ISO 8601), or undefined for no instant. */
export function machineTime(ms: number): string | undefined {
  return dayOf(ms) ? new Date(ms).toISOString() : undefined;
}

/** A formatter that gives the value as typed when it cannot read it. */
function orAsTyped(typed: string, format: () => string): string {
  try {
    return format();
  } catch {
    return typed;
  }
}

/** The day a family asked for, in words (« demain », « lundi 30 novembre »), or as typed. */
export function wantedDay(typed: string, now: number, locale: Locale): string {
  const day = parseDateInput(typed);
  const today = dayOf(now);
  return day && today ? dayWords(day, today, locale) : typed.trim();
}

/** An appointment's time (« 14 h 30 »), or as typed. */
export function wantedTime(typed: string, locale: Locale): string {
  const time = parseTimeInput(typed);
  return time ? orAsTyped(typed.trim(), () => formatTime(time, locale)) : typed.trim();
}

/** A call-back's slot (« l'après-midi (12 h – 17 h) »), or as typed. */
export function wantedSlot(typed: string, locale: Locale): string {
  const slot = readSlot(typed);
  if (!slot) return typed.trim();
  return orAsTyped(typed.trim(), () => slotInWords(slot, locale));
}
