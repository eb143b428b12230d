import { mapUrl, phoneList, site } from '@/content/site';
import { appointmentCopy, appointmentServices } from '@/content/appointment';
import { paths } from '@/lib/routes';
import { emailJsConfigFromEnv } from '@/lib/appointment/emailjs-config';
import { AppointmentForm } from '@/components/appointment/appointment-form';
import { ContactLink } from './contact-link';
import { HoursList } from './hours-list';
import { InfoCard } from './info-card';
import { appointmentContacts } from '@/lib/appointment/contacts';
import layout from '@/components/appointment/appointment-layout.module.css';
import styles from './contact-info.module.css';

/** /contact: every way to reach the centre (first on phones), then the same appointment form. */
export function ContactSection() {
  const { address } = site;
  return (
    <section className="section" aria-label="Nos coordonnées et demande de rendez-vous">
      <div className={`container ${layout.layout} ${layout.layoutContact}`}>
        <div className={layout.aside}>
          <InfoCard id="contact-adresse" icon="map-pin" title="Adresse">
            <address className={styles.address}>
              {address.street}
              <br />
              {address.district}, {address.city}
              <br />
              {address.country}
            </address>
            <ContactLink href={mapUrl} icon="map-pin" label="Plan" value="Voir sur OpenStreetMap" external />
          </InfoCard>
          <InfoCard id="contact-telephones" icon="phone" title="Téléphone">
            <ul className={styles.contactList}>
              {phoneList.map((phone) => (
                <li key={phone.e164}>
                  <ContactLink href={`tel:${phone.e164}`} icon="phone" label={phone.label} value={phone.display} />
                </li>
              ))}
            </ul>
          </InfoCard>
          <InfoCard id="contact-ecrire" icon="mail" title="Nous écrire">
            <ul className={styles.contactList}>
              <li>
                <ContactLink href={`mailto:${site.email}`} icon="mail" label="E-mail" value={site.email} />
              </li>
              <li>
                <ContactLink
                  href={`https://wa.me/${site.whatsapp}`}
                  icon="whatsapp"
                  label="WhatsApp"
                  value="Écrire sur WhatsApp"
                  external
                />
              </li>
            </ul>
          </InfoCard>
          <InfoCard id="contact-horaires" icon="clock" title="Horaires">
            <HoursList hours={site.centreHours} />
            <p className={styles.infoNote}>Soins à domicile&nbsp;: {site.serviceAvailability}.</p>
          </InfoCard>
        </div>
        <div className={layout.main}>
          <AppointmentForm
            title="Demander un rendez-vous"
            copy={appointmentCopy}
            services={appointmentServices}
            privacyHref={paths.privacy}
            contacts={appointmentContacts()}
            emailJs={emailJsConfigFromEnv()}
          />
        </div>
      </div>
    </section>
  );
}
