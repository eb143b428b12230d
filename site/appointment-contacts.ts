import { site } from '@/content/site';
import { addDays } from '@/lib/douala-date';
import { closuresBetween, type OpeningRow } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import type { CentreContacts } from '@/lib/request';
import { LIMITS } from '@/lib/request/values';
import { visitCentre } from './visit-centre';

/** The plain contacts the client form needs, from the one place that holds them, in the page's language. */
export function appointmentContacts(locale: Locale): CentreContacts {
  const centre = site[locale];
  const today = publicationDay();
  const ahead = (closures: typeof centre.closures) => closuresBetween(closures, today, addDays(today, LIMITS.daysAhead));
  const french = ahead(site.fr.closures);
  return {
    email: centre.email,
    whatsapp: centre.whatsapp,
    phone: centre.phones.reception,
    emergencyPhone: centre.phones.emergency,
    hours: openingRows(centre.hours.appointments),
    // The closures the call-back and the form's advice may meet, when and why: from the build's day to the last
    // day the form offers (a page kept on a phone for months still knows them), with the reason the centre
    // reads in its e-mail where the page's is not French (one list in two languages: the same order in both).
    closures: ahead(centre.closures).map(({ from, to, reason, holiday }, index) => {
      const centreReason = french[index]?.reason ?? reason;
      return { from, to, reason, ...(holiday ? { holiday } : {}), ...(centreReason !== reason ? { centreReason } : {}) };
    }),
    // Only a build with a gateway may have a visit to show (spelled out: Next inlines that form alone).
    ...(process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ? { visitCentre: visitCentre(locale) } : {}),
  };
}

/** A set of hours as the call-back and the promise read it (lib/request/): the rows with hours, as plain data. */
export function openingRows(rows: readonly (OpeningRow | { text: unknown })[]): OpeningRow[] {
  return rows.flatMap((row) => ('days' in row ? [{ days: [...row.days], opens: row.opens, closes: row.closes }] : []));
}
