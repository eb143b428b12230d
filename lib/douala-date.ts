/*
 * Calendar dates as the centre sees them: « today » is the day in Yaoundé (Africa/Douala,
 * UTC+1 all year, no daylight saving), whatever the visitor's device time zone says.
 * Dates are ISO strings (YYYY-MM-DD), the value of an <input type="date">.
 */

/*
 * The offset is written here rather than asked of Intl with timeZone 'Africa/Douala': the first
 * Intl formatter a page creates costs about 50 ms of a slow phone's main thread (ICU loading its
 * data), and the form needs today at the moment it starts. A unit test holds this offset against
 * the time zone database.
 */
const CENTRE_UTC_OFFSET_MS = 60 * 60 * 1000;

/** Today's date in Yaoundé, e.g. « 2026-03-16 ». */
export function doualaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + CENTRE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The time of day in Yaoundé, in minutes since midnight (9:30 → 570). */
export function doualaMinutes(now: Date = new Date()): number {
  const shifted = new Date(now.getTime() + CENTRE_UTC_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant (ms since 1970) of a time of day in Yaoundé, `minutes` after midnight of an ISO date (1440: the next midnight). */
export function doualaInstant(isoDate: string, minutes: number): number {
  return Date.parse(`${isoDate}T00:00:00Z`) + minutes * 60_000 - CENTRE_UTC_OFFSET_MS;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Adds whole days to an ISO date, in calendar terms (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  if (!isIsoDate(isoDate)) throw new Error(`Date ISO invalide : ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

/**
 * What the visitor typed in the date field, as an ISO date, or null.
 * Browsers with a date picker give YYYY-MM-DD; an old browser without one shows a text box,
 * where a French visitor writes 16/03/2026 (or 16-03-2026, 16.03.2026).
 */
export function parseDateInput(raw: string): string | null {
  const value = raw.trim();
  if (isIsoDate(value)) return value;
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (!french) return null;
  const [, day, month, year] = french as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * What the visitor typed in the time field, as HH:MM, or null.
 * A time picker gives 14:30 (or 14:30:00); in a plain text box people write 14h30, 14 h or, in
 * English, 2:30 pm (the forms the site itself writes: lib/format.ts).
 */
export function parseTimeInput(raw: string): string | null {
  const text = raw.trim();
  const twelveHour = /^(\d{1,2})(?:\s*:\s*(\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(text);
  const match = twelveHour ?? /^(\d{1,2})\s*[:hH]\s*(\d{2})?(?::\d{2})?$/.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (twelveHour) {
    if (hours < 1 || hours > 12) return null;
    // 12 am is midnight, 12 pm noon.
    hours = (hours % 12) + (twelveHour[3]?.toLowerCase() === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
