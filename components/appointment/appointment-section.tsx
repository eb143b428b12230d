import { contact } from '@/copy/contact';
import { site } from '@/content/site';
import { ContactLink } from '@/components/contact/contact-link';
import { ClosureNotice } from '@/components/contact/closure-notice';
import { HoursList } from '@/components/contact/hours-list';
import { InfoCard } from '@/components/contact/info-card';
import info from '@/components/contact/contact-info.module.css';
import type { Locale } from '@/lib/i18n';
import { RequestForm } from '@/components/request/request-form';
import styles from '@/components/contact/contact-layout.module.css';
import { splitLayout } from '@/components/ui/split';

/** The form page: the form, with opening hours and quick contact beside it (below it on phones). */
export function AppointmentSection({ locale }: { locale: Locale }) {
  const centre = site[locale];
  const mainPhone = centre.phones.reception;
  const t = contact[locale].appointment;
  return (
    <section className="section" aria-label={t.label}>
      <div className={`container ${splitLayout()} ${styles.layout}`}>
        <div className={styles.main}>
          <RequestForm title={t.formTitle} locale={locale} />
        </div>
        <div className={styles.aside}>
          <InfoCard id="rdv-horaires" icon="clock" title={t.hours}>
            <HoursList set="appointments" hours={centre.hours.appointments} locale={locale} />
            <ClosureNotice locale={locale} className={info.closures} />
          </InfoCard>
          <InfoCard id="rdv-contact" icon="phone" title={t.quick}>
            <p className={info.infoText}>{t.quickText}</p>
            <ul className={`plain-list ${info.contactList}`}>
              <li>
                <ContactLink href={`tel:${mainPhone.e164}`} icon="phone" label={t.phone} value={mainPhone.display} />
              </li>
              <li>
                <ContactLink href={`mailto:${centre.email}`} icon="mail" label={t.email} value={centre.email} />
              </li>
            </ul>
          </InfoCard>
        </div>
      </div>
    </section>
  );
}
