import { site } from '@/content/site';
import { appointmentCopy, appointmentServices } from '@/content/appointment';
import { paths } from '@/lib/routes';
import { emailJsConfigFromEnv } from '@/lib/appointment/emailjs-config';
import { AppointmentForm } from './appointment-form';
import { ContactLink } from '@/components/contact/contact-link';
import { HoursList } from '@/components/contact/hours-list';
import { InfoCard } from '@/components/contact/info-card';
import { appointmentContacts } from '@/lib/appointment/contacts';
import info from '@/components/contact/contact-info.module.css';
import styles from './appointment-layout.module.css';

/** /appoitment: the form, with opening hours and quick contact beside it (below it on phones). */
export function AppointmentSection() {
  const mainPhone = site.phones.reception;
  return (
    <section className="section" aria-label="Demande de rendez-vous">
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <AppointmentForm
            title="Votre demande de rendez-vous"
            copy={appointmentCopy}
            services={appointmentServices}
            privacyHref={paths.privacy}
            contacts={appointmentContacts()}
            emailJs={emailJsConfigFromEnv()}
          />
        </div>
        <div className={styles.aside}>
          <InfoCard id="rdv-horaires" icon="clock" title="Horaires d'ouverture">
            <HoursList hours={site.appointmentHours} />
          </InfoCard>
          <InfoCard id="rdv-contact" icon="phone" title="Contact rapide">
            <p className={info.infoText}>Vous préférez parler à quelqu'un&nbsp;? Appelez-nous ou écrivez-nous.</p>
            <ul className={info.contactList}>
              <li>
                <ContactLink href={`tel:${mainPhone.e164}`} icon="phone" label="Téléphone" value={mainPhone.display} />
              </li>
              <li>
                <ContactLink href={`mailto:${site.email}`} icon="mail" label="E-mail" value={site.email} />
              </li>
            </ul>
          </InfoCard>
        </div>
      </div>
    </section>
  );
}
