import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import type { AppointmentContacts } from '@/lib/request';

/** The plain contacts the client form needs, from the one place that holds them, in the page's language. */
export function appointmentContacts(locale: Locale): AppointmentContacts {
  const centre = site[locale];
  return {
    email: centre.email,
    whatsapp: centre.whatsapp,
    phone: centre.phones.reception,
    emergencyPhone: centre.phones.emergency,
  };
}
