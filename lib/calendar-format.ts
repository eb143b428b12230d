import { isIsoDate } from './douala-date';
import type { Locale } from './i18n';

/*
 * The hours and the days of the coming weeks as each language writes them (« 8 h – 12 h », « lundi 30
 * novembre »): what « Rappelez-moi » writes in the browser as the visitor's day changes, in a module of
 * its own so that its chunk does not carry the amounts' and prices' formatting (lib/format.ts, which
 * re-exports these). Each Intl formatter is made at its first use (lib/format.ts says why).
 */

/** An Intl formatter per language, made the first time it is asked for. */
export function madeOnFirstUse<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made: Partial<Record<Locale, T>> = {};
  return (locale) => (made[locale] ??= make(locale));
}

/** The locales dates are written in: Cameroon's French, British English (« 15 May 2024 »). */
export const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-CM', en: 'en-GB' };

const dayMonthFormatter = madeOnFirstUse((locale) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' }));
const weekdayDateFormatter = madeOnFirstUse(
  (locale) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

/**
 * ISO date → « 4 janvier » / « 4 January », or with its weekday « lundi 4 janvier » / « Monday 4 January »:
 * a day of the coming weeks, inside a sentence (« Fermé le 25 décembre », « le prochain rappel possible est
 * samedi 26 décembre », « le 1er mai »), so in French without capitals, as French writes days and months. A
 * label that starts with it capitalises its first letter (lib/hours.ts, capitalised).
 */
export function formatDayMonth(isoDate: string, locale: Locale = 'fr', { weekday = false } = {}): string {
  if (!isIsoDate(isoDate)) throw new Error(`Invalid ISO date: ${isoDate}`);
  const text = (weekday ? weekdayDateFormatter : dayMonthFormatter)(locale)
    .formatToParts(new Date(`${isoDate}T00:00:00Z`))
    .filter((part) => !(weekday && part.type === 'literal' && part.value.trim() === ','))
    // French writes the first of a month as an ordinal: « le 1er mai ».
    .map((part) => (locale === 'fr' && part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
  return text.replace(/\s+/g, ' ');
}

/**
 * « mardi 1er décembre » / « Tuesday 1 December », with its year when it is not `today`'s (« lundi 4 janvier
 * 2027 »), or always without a `today` (a text read later: the request written out, the centre's e-mail): a day a
 * request names, as the staff's inbox writes it and the family reads it back (issue 78.8). Not an article's date
 * (lib/format.ts, formatDate: « 15 Mai 2024 »).
 */
export function formatDay(isoDate: string, locale: Locale, today?: string): string {
  // The day's number, its month and year held together by no-break spaces: « 1er » never ends a line at 390 px.
  const day = formatDayMonth(isoDate, locale, { weekday: true }).replace(/ (?=\S+$)/, '\u00A0');
  return today?.slice(0, 4) === isoDate.slice(0, 4) ? day : `${day}\u00A0${isoDate.slice(0, 4)}`;
}

/*
 * Times are written out here rather than by Intl: its French gives « 08:00 », not the typographic
 * « 8 h », and the space it puts before « am » changes from one ICU version to the next.
 */

/**
 * A time of day as the site writes and checks it: HH:MM from 00:00 to 23:59, or 24:00, the end of the day
 * (a span's end: lib/hours.ts). One rule for the request's checks (lib/request/check.ts), the published
 * rules (site-rules.ts) and the formatting below: what the checks accept, the e-mail can write (issue 67: a
 * slot ending at 24:00 or 11:75 passed the checks, then made the e-mail's formatting throw).
 */
export const isTimeOfDay = (hhmm: string) => /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(hhmm);

/**
 * HH:MM (24-hour; « 8:00 » read as 08:00) → « 8 h », « 9 h 30 » in French (minutes only when there are
 * some), « 8:00 am », « 12:00 pm » in English, the day's end « 24 h », « 12:00 am »; no-break spaces
 * inside, so a time never wraps.
 */
export function formatTime(hhmm: string, locale: Locale): string {
  const time = /^\d:/.test(hhmm) ? `0${hhmm}` : hhmm;
  if (!isTimeOfDay(time)) throw new Error(`Invalid time: ${hhmm}`);
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3);
  if (locale === 'fr') return minutes === '00' ? `${hours}\u00A0h` : `${hours}\u00A0h\u00A0${minutes}`;
  return `${hours % 12 || 12}:${minutes}\u00A0${hours < 12 || hours === 24 ? 'am' : 'pm'}`;
}

/** « 8 h – 20 h » / « 8:00 am – 8:00 pm ». */
export function formatTimeRange(opens: string, closes: string, locale: Locale): string {
  return `${formatTime(opens, locale)} – ${formatTime(closes, locale)}`;
}

