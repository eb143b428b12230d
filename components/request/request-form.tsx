import { appointmentServices } from '@/content/appointment';
import { appointmentCopy } from '@/copy/request/appointment';
import { appointmentContacts } from '@/site/appointment-contacts';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { specsOf } from '@/lib/request/kinds/rules';
import { AppointmentForm } from './form/appointment-form';
import { DEFAULT_COUNTRY, countryName } from './phone/phone-country';

/** The appointment form with its words, services and contacts for one language: the contact page and the form page show the same form. */
export function RequestForm({ title, locale }: { title: string; locale: Locale }) {
  return (
    <AppointmentForm
      title={title}
      fields={specsOf(REQUEST_KINDS.appointment.fields)}
      copy={appointmentCopy[locale]}
      services={appointmentServices[locale]}
      privacyHref={pagePath('privacy', locale)}
      contacts={appointmentContacts(locale)}
      defaultCountryName={countryName(DEFAULT_COUNTRY, locale)}
    />
  );
}
