import { CallbackCard } from '@/components/request/callback-card';
import { callbackCopy } from '@/copy/request/callback';
import type { Locale } from '@/lib/i18n';
import { appointmentContacts } from '@/site/appointment-contacts';

/** « Rappelez-moi » on the home page, after the services: a number and two taps, for those who would rather talk. */
export function HomeCallback({ locale }: { locale: Locale }) {
  return (
    <section className="section section-alt" aria-label={callbackCopy[locale].title}>
      <div className="container">
        <CallbackCard locale={locale} contacts={appointmentContacts(locale)} band />
      </div>
    </section>
  );
}
