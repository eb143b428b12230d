import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import type { AppointmentContacts, OpeningRow } from '@/lib/request';

/** The plain contacts the client form needs, from the one place that holds them, in the page's language. */
export function appointmentContacts(locale: Locale): AppointmentContacts {
  const centre = site[locale];
  return {
    email: centre.email,
    whatsapp: centre.whatsapp,
    phone: centre.phones.reception,
    emergencyPhone: centre.phones.emergency,
    hours: openingRows(centre.appointmentHours),
  };
}

/** The desk's hours as the confirmation's promise reads them (lib/request/by-when.ts): the rows with hours, as plain data. */
export function openingRows(rows: readonly (OpeningRow | { text: unknown })[]): OpeningRow[] {
  return rows.flatMap((row) => ('days' in row ? [{ days: [...row.days], opens: row.opens, closes: row.closes }] : []));
}
