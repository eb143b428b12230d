import { contact } from '@/copy/contact';
import { RequestForm } from '@/components/request/request-form';
import layout from './contact-layout.module.css';
import { splitLayout } from '@/components/ui/split';
import type { Locale } from '@/lib/i18n';
import { CallbackCard } from '@/components/request/callback-card';
import { appointmentContacts } from '@/site/appointment-contacts';
import { ContactCards } from './contact-cards';

/** The contact page: every way to reach the centre (first on phones), then the same appointment form. */
export function ContactSection({ locale }: { locale: Locale }) {
  const t = contact[locale].contact;
  return (
    <section className="section" aria-label={t.label}>
      <div className={`container ${splitLayout()} ${layout.layout} ${layout.layoutContact}`}>
        <div className={layout.aside}>
          <ContactCards locale={locale} />
          <CallbackCard locale={locale} contacts={appointmentContacts(locale)} />
        </div>
        <div className={layout.main}>
          <RequestForm title={t.formTitle} locale={locale} />
        </div>
      </div>
    </section>
  );
}
