import { addDays, doualaToday, isIsoDate } from './douala-date';

/*
 * When an article is on the site: from its date on, in Yaoundé (Africa/Douala), as the build sees the
 * day. The build reads the clock once, here: BUILD_DATE fixes it (a test's or a rebuild's day), else the
 * moment the build started (next.config.mjs writes that moment into BUILD_DATE, so every worker of one
 * build, and the steps after it, agree on the day even across midnight). A scheduled rebuild each morning
 * publishes the day's articles (docs/deploying.md, « Scheduled articles »).
 */

export const BUILD_DATE_VARIABLE = 'BUILD_DATE';

/** Beyond this many days ahead, an article's date is probably a typo (2046 for 2026): the build warns. */
export const FAR_AHEAD_DAYS = 366;

/**
 * The moment the build takes as now. `value`: BUILD_DATE, either a day (2026-12-03: that day at noon
 * in Yaoundé) or an instant (2026-12-03T06:00:00Z); unset or empty, the device's clock (the editor in
 * the browser has no BUILD_DATE). Anything else is refused, so a typo never publishes early.
 */
export function buildClock(value: string | undefined = readBuildDate()): Date {
  const text = value?.trim();
  if (!text) return new Date();
  if (isIsoDate(text)) return new Date(`${text}T12:00:00+01:00`);
  const instant = new Date(text);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(instant.getTime())) return instant;
  throw new Error(`${BUILD_DATE_VARIABLE}=${text}: expected a day (2026-12-03) or an ISO instant (2026-12-03T06:00:00Z)`);
}

function readBuildDate(): string | undefined {
  // The editor's bundle runs in a browser, where there is no process.
  return typeof process === 'undefined' ? undefined : process.env[BUILD_DATE_VARIABLE];
}

/** The day it is in Yaoundé at the build's moment: the day articles are published up to. */
export function publicationDay(now: Date = buildClock()): string {
  return doualaToday(now);
}

/** Whether an article dated `date` (YYYY-MM-DD) is on the site built on `today` (Yaoundé's day). */
export function isPublished(date: string, today: string): boolean {
  return date <= today;
}

/** Whether `date` is so far after `today` that it is probably a typo. */
export function isFarAhead(date: string, today: string): boolean {
  return date > addDays(today, FAR_AHEAD_DAYS);
}
