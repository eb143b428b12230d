import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatTime } from '@/lib/calendar-format';
import { frenchDay } from '@/lib/french-date';
import { appointmentAdvice, timeOf, WEEKDAY_NAMES, weekdayOf, type ClosedWhy, type OpenDays } from '@/lib/hours';

/*
 * The line of the centre's e-mail that says an appointment was asked for when the centre takes none (lib/hours.ts,
 * appointmentAdvice), in French, the centre's language, whatever the page's: « Attention : le dimanche 3 janvier
 * 2027, le centre ne prend pas de rendez-vous (dimanche). Prochain créneau : lundi 4 janvier à 8 h. » Judged by the
 * hours and the days closed it is given (OpenDays), never by the clock: a request that leaves days later from the
 * outbox says what it said when it was sent. Pure: the page, the service worker and the request gateway build it.
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
  const then = next ? ` Prochain créneau\u00A0: ${DAYS[weekdayOf(next.date)]} ${frenchDay(next.date, { year: next.date.slice(0, 4) !== date.slice(0, 4) })} à ${formatTime(next.time, 'fr')}.` : '';
  return `Attention\u00A0: ${when}, le centre ne prend pas de rendez-vous (${reason}).${then}`;
}

/**
 * A request as the request gateway builds its e-mail: with the hours and the days closed of the site it serves
 * (SiteRules, read from /request-rules.json), never those a page could post. Without rules, as it came.
 */
export function withSiteDays<C extends object>(content: C, rules: { hours: OpenDays['hours']; closures: OpenDays['closures'] } | null): C & { days?: OpenDays } {
  return rules ? { ...content, days: { hours: rules.hours, closures: rules.closures } } : content;
}
