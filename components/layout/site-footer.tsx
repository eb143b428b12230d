import { Link } from '@/components/ui/link';
import { consultationLink, legalNav, mainNav, mapUrl, phoneList, site } from '@/content/site';
import { footerServices } from '@/content/services';
import { Icon } from '@/components/ui/icon';
import { buildYear } from '@/lib/format';
import { Logo } from './logo';
import { FOOTER_LINKS_ID } from './site-footer-ids';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="visually-hidden">
            {site.name}
          </h2>
          <Logo variant="light" />
          <p className={styles.tagline}>
            {site.name}. Depuis 2024, une équipe de médecins, d'infirmiers et d'aides-soignants vous accompagne à
            domicile, avec respect et bienveillance.
          </p>
          {/* Each link names its network; a list cannot carry a name of its own (aria-label-misuse). */}
          <ul className={styles.social}>
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" target="_blank" aria-label="Facebook (nouvel onglet)">
                <Icon name="facebook" />
              </a>
            </li>
            <li>
              <a href={site.social.instagram} rel="noopener noreferrer" target="_blank" aria-label="Instagram (nouvel onglet)">
                <Icon name="instagram" />
              </a>
            </li>
            <li>
              <a href={site.social.whatsapp} rel="noopener noreferrer" target="_blank" aria-label="WhatsApp (nouvel onglet)">
                <Icon name="whatsapp" />
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.title}>
            Nos services à domicile
          </h2>
          <ul className={styles.list}>
            {footerServices.map((service) => (
              <li key={service.label} className={styles.serviceItem}>
                <Icon name={service.icon} size={18} />
                {service.label}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby={FOOTER_LINKS_ID}>
          <h2 id={FOOTER_LINKS_ID} className={styles.title}>
            Liens utiles
          </h2>
          <ul className={styles.list}>
            {[...mainNav, consultationLink].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.href === consultationLink.href ? 'Prendre rendez-vous' : link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            Nous contacter
          </h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="map-pin" size={20} />
              <a href={mapUrl} rel="noopener noreferrer" target="_blank" className={styles.link}>
                {address.street}, {address.district}, {address.city}, {address.country}
              </a>
            </p>
            {phoneList.map((phone) => (
              <p key={phone.e164} className={styles.contactLine}>
                <Icon name="phone" size={20} />
                {/* The name says which line it is and still contains the visible number (WCAG 2.5.3). */}
                <a href={`tel:${phone.e164}`} className={styles.link} aria-label={`${phone.label}\u00A0: ${phone.display}`}>
                  {phone.display}
                </a>
              </p>
            ))}
            <p className={styles.contactLine}>
              <Icon name="mail" size={20} />
              <a href={`mailto:${site.email}`} className={styles.link}>
                {site.email}
              </a>
            </p>
          </address>
          <ul className={styles.hours}>
            {site.centreHours.map((line) => (
              <li key={line.label} className={styles.contactLine}>
                <Icon name={line.days.length > 0 ? 'clock' : 'emergency'} size={20} />
                <span>
                  <strong>{line.label}&nbsp;:</strong> {line.value}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {buildYear()} {site.name}. Tous droits réservés.
          </p>
          {/* A list cannot carry a name (html-validate aria-label-misuse); a nav landmark can. */}
          <nav aria-label="Informations légales">
            <ul className={styles.legal}>
              {legalNav.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
