import { site } from '@/content/site';
import { addDays } from '@/lib/douala-date';
import { closuresBetween, type OpeningRow } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import type { AppointmentContacts } from '@/lib/request';

/** How far ahead the pages carry the days closed: beyond 15 August to 25 December, the longest gap between two fixed holidays. */
const CLOSURES_AHEAD_DAYS = 140;

/** The plain contacts the client form needs, from the one place that holds them, in the page's language. */
export function appointmentContacts(locale: Locale): AppointmentContacts {
  const centre = site[locale];
  const today = publicationDay();
  return {
    email: centre.email,
    whatsapp: centre.whatsapp,
    phone: centre.phones.reception,
    emergencyPhone: centre.phones.emergency,
    hours: openingRows(centre.hours.appointments),
    // The closures the call-back may meet, when and why: from the build's day, far enough ahead that a page
    // kept on a phone for months still skips them, and past the longest gap between two fixed holidays.
    closures: closuresBetween(centre.closures, today, addDays(today, CLOSURES_AHEAD_DAYS)).map(({ from, to, reason }) => ({ from, to, reason })),
  };
}

/** A set of hours as the call-back and the promise read it (lib/request/): the rows with hours, as plain data. */
export function openingRows(rows: readonly (OpeningRow | { text: unknown })[]): OpeningRow[] {
  return rows.flatMap((row) => ('days' in row ? [{ days: [...row.days], opens: row.opens, closes: row.closes }] : []));
}
