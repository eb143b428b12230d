import { formatTime } from './calendar-format';
import { parseDateInput, parseTimeInput } from './douala-date';
import { frenchDay } from './french-date';
import { definitionOf } from './request/kinds';
import type { RequestKind } from './request/values';
import { appointmentAdvice, timeOf, WEEKDAY_NAMES, weekdayOf, type ClosedSpan, type ClosedWhy, type OpenDays } from './hours';

/*
 * The line of the centre's e-mail that says an appointment was asked for when the centre takes none (lib/hours.ts,
 * appointmentAdvice), in French, the centre's language, whatever the page's: « Attention : le dimanche 3 janvier
 * 2027, le centre ne prend pas de rendez-vous (dimanche). Prochain créneau : lundi 4 janvier à 8 h. » Judged by the
 * hours and the days closed it is given (OpenDays), never by the clock. Written where the rule already is: by the
 * form when it is sent (its contacts' hours and closures), and the request keeps the line (lib/request/entry.ts),
 * so that it leaves with it whenever and by whichever sender (a page, the service worker), and the request's
 * code, which the worker keeps five copies of, carries none of this; by the request gateway from its site's
 * rules (/request-rules.json). lib/request/payload.ts prints it.
 */

const DAYS = WEEKDAY_NAMES.fr;

/** « le samedi, de 9 h à 14 h », « le lundi, de 8 h à 12 h et de 14 h à 18 h » */
const hoursOf = ({ weekday, openings }: Extract<ClosedWhy, { kind: 'hours' }>) =>
  `le ${DAYS[weekday]}, ${openings.map((one) => `de ${formatTime(timeOf(one.opens), 'fr')} à ${formatTime(timeOf(one.closes), 'fr')}`).join(' et ')}`;

const WHY: { [K in ClosedWhy['kind']]: (why: Extract<ClosedWhy, { kind: K }>) => string } = {
  weekday: ({ weekday }) => DAYS[weekday],
  holiday: ({ reason }) => `jour férié\u00A0: ${reason}`,
  closure: ({ reason }) => `fermeture\u00A0: ${reason}`,
  hours: hoursOf,
  // Never here: the e-mail is judged without « now ».
  past: () => 'heure passée',
};

/** The e-mail's line for an appointment's day and time as typed, or null when the centre takes appointments then (or the day cannot be read). */
export function hoursNote(dateTyped: string, timeTyped: string, days: OpenDays): string | null {
  const date = parseDateInput(dateTyped);
  const time = parseTimeInput(timeTyped);
  const advice = date ? appointmentAdvice(date, time, days) : null;
  if (!date || !advice || advice.open) return null;
  const { why, next } = advice;
  const at = why.kind === 'hours' && time ? ` à ${formatTime(time, 'fr')}` : '';
  const reason = (WHY[why.kind] as (one: ClosedWhy) => string)(why);
  const when = `le ${DAYS[weekdayOf(date)]} ${frenchDay(date)}${at}`;
  // « lundi 4 janvier »: the year only when it is not the chosen day's.
  const nextDay = next && (next.date.slice(0, 4) === date.slice(0, 4) ? frenchDay(next.date).slice(0, -5) : frenchDay(next.date));
  const then = next ? ` Prochain créneau\u00A0: ${DAYS[weekdayOf(next.date)]} ${nextDay} à ${formatTime(next.time, 'fr')}.` : '';
  return `Attention\u00A0: ${when}, le centre ne prend pas de rendez-vous (${reason}).${then}`;
}

/** The hours and days closed as the centre reads them: a page's contacts with each reason in French (the centre's, where the page's language is not). */
export function centreDays({ hours, closures }: { hours: OpenDays['hours']; closures: readonly (ClosedSpan & { centreReason?: string })[] }): OpenDays {
  return { hours, closures: closures.map(({ centreReason, ...closure }) => ({ ...closure, reason: centreReason ?? closure.reason })) };
}

/** What a request carries that the line is judged by, and the line itself once written. */
interface NoteContent {
  values: Record<string, string>;
  kind?: RequestKind;
  hoursNote?: string;
}

/**
 * A request as the request gateway builds its e-mail (lib/request/payload.ts prints `hoursNote`): with the line
 * judged by the hours and the days closed of the site it serves (SiteRules, read from /request-rules.json), never
 * one a page could post; a kind judged against the hours only (lib/request/kinds/). Without rules, no line.
 */
export function withHoursNote<C extends NoteContent>(content: C, rules: OpenDays | null): C {
  // A kind judged against the hours only (its definition's hoursNote: an appointment's day and time).
  const judged = definitionOf(content).hoursNote;
  const note = rules && judged ? hoursNote(content.values[judged.day] ?? '', content.values[judged.time] ?? '', rules) : null;
  const without: C = { ...content };
  delete without.hoursNote;
  return note ? { ...without, hoursNote: note } : without;
}
