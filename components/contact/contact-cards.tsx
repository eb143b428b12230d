import { serviceAvailability } from '@/copy/centre';
import { contact } from '@/copy/contact';
import { hoursWords } from '@/copy/hours';
import { mapUrl, phoneList, site } from '@/content/site';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { ClosureNotice } from './closure-notice';
import { ContactLink } from './contact-link';
import { HoursList } from './hours-list';
import { InfoCard } from './info-card';
import styles from './contact-info.module.css';

/**
 * Every way to reach the centre, as cards: the contact page's side, and the page shown without a
 * connection, where calling comes first (a call needs no data).
 */
export function ContactCards({ locale, callFirst = false }: { locale: Locale; callFirst?: boolean }) {
  const centre = site[locale];
  const { address: place } = centre;
  const t = contact[locale].contact;
  const newTab = ui[locale].newTab;
  const hours = hoursWords[locale];
  const address = (
    <InfoCard id="contact-adresse" icon="map-pin" title={t.address}>
      <address className={styles.address}>
        {place.street}
        <br />
        {place.district}, {place.city}
        <br />
        {place.country}
      </address>
      <ContactLink href={mapUrl} icon="map-pin" label={t.map} value={t.mapLink} external={newTab} />
    </InfoCard>
  );
  const phones = (
    <InfoCard id="contact-telephones" icon="phone" title={t.phones}>
      <ul className={`plain-list ${styles.contactList}`}>
        {phoneList(locale).map((phone) => (
          <li key={phone.e164}>
            <ContactLink href={`tel:${phone.e164}`} icon="phone" label={phone.label} value={phone.display} />
          </li>
        ))}
      </ul>
    </InfoCard>
  );
  return (
    <>
      {callFirst ? phones : address}
      {callFirst ? address : phones}
      <InfoCard id="contact-ecrire" icon="mail" title={t.write}>
        <ul className={`plain-list ${styles.contactList}`}>
          <li>
            <ContactLink href={`mailto:${centre.email}`} icon="mail" label={t.email} value={centre.email} />
          </li>
          <li>
            <ContactLink
              href={centre.social.whatsapp}
              icon="whatsapp"
              label="WhatsApp"
              value={t.whatsapp}
              external={newTab}
            />
          </li>
        </ul>
      </InfoCard>
      <InfoCard id="contact-horaires" icon="clock" title={t.hours}>
        <HoursList set="reception" hours={centre.hours.reception} locale={locale} />
        {/* Offline, calling comes first: the reception's hours are the ones that say when to call. */}
        {callFirst ? null : <HoursList set="appointments" hours={centre.hours.appointments} locale={locale} />}
        <p className={styles.infoNote} data-hours-set="homeCare">
          <strong>{hours.sets.homeCare}</strong>
          {hours.colon}
          {serviceAvailability(centre.hours.homeCare, locale)}.
        </p>
        <ClosureNotice locale={locale} className={styles.closures} />
      </InfoCard>
    </>
  );
}
