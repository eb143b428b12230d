import { appointmentCopy, appointmentServices } from '@/content/appointment';
import { contact } from '@/content/contact';
import { mapUrl, phoneList, site } from '@/content/site';
import { ui } from '@/content/ui';
import { AppointmentForm } from '@/components/appointment/appointment-form';
import layout from '@/components/appointment/appointment-layout.module.css';
import { appointmentContacts } from '@/lib/appointment/contacts';
import { emailJsConfigFromEnv } from '@/lib/appointment/emailjs-config';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { ContactLink } from './contact-link';
import { HoursList } from './hours-list';
import { InfoCard } from './info-card';
import styles from './contact-info.module.css';

/** The contact page: every way to reach the centre (first on phones), then the same appointment form. */
export function ContactSection({ locale }: { locale: Locale }) {
  const centre = site[locale];
  const { address } = centre;
  const t = contact[locale].contact;
  const newTab = ui[locale].newTab;
  return (
    <section className="section" aria-label={t.label}>
      <div className={`container ${layout.layout} ${layout.layoutContact}`}>
        <div className={layout.aside}>
          <InfoCard id="contact-adresse" icon="map-pin" title={t.address}>
            <address className={styles.address}>
              {address.street}
              <br />
              {address.district}, {address.city}
              <br />
              {address.country}
            </address>
            <ContactLink href={mapUrl} icon="map-pin" label={t.map} value={t.mapLink} external={newTab} />
          </InfoCard>
          <InfoCard id="contact-telephones" icon="phone" title={t.phones}>
            <ul className={styles.contactList}>
              {phoneList(locale).map((phone) => (
                <li key={phone.e164}>
                  <ContactLink href={`tel:${phone.e164}`} icon="phone" label={phone.label} value={phone.display} />
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard id="contact-ecrire" icon="mail" title={t.write}>
            <ul className={styles.contactList}>
              <li>
                <ContactLink href={`mailto:${centre.email}`} icon="mail" label={t.email} value={centre.email} />
              </li>
              <li>
                <ContactLink
                  href={`https://wa.me/${centre.whatsapp}`}
                  icon="whatsapp"
                  label="WhatsApp"
                  value={t.whatsapp}
                  external={newTab}
                />
              </li>
            </ul>
          </InfoCard>
          <InfoCard id="contact-horaires" icon="clock" title={t.hours}>
            <HoursList hours={centre.centreHours} />
            <p className={styles.infoNote}>
              {t.homeCare}
              {centre.serviceAvailability}.
            </p>
          </InfoCard>
        </div>
        <div className={layout.main}>
          <AppointmentForm
            title={t.formTitle}
            copy={appointmentCopy[locale]}
            services={appointmentServices}
            privacyHref={pagePath('privacy', locale)}
            contacts={appointmentContacts(locale)}
            emailJs={emailJsConfigFromEnv()}
          />
        </div>
      </div>
    </section>
  );
}
