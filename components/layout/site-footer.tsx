import { Link } from '@/components/ui/link';
import { mapUrl, navigation, phoneList, site } from '@/content/site';
import { footerServices } from '@/content/services';
import { ui } from '@/content/ui';
import { Icon } from '@/components/ui/icon';
import { buildYear } from '@/lib/format';
import { otherLocale, type Locale } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { FOOTER_LINKS_ID } from './site-footer-ids';
import styles from './site-footer.module.css';

export function SiteFooter({ locale }: { locale: Locale }) {
  const centre = site[locale];
  const { address } = centre;
  const { main, consultation, legal } = navigation[locale];
  const t = ui[locale];
  const external = (name: string) => `${name}${t.newTab}`;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="visually-hidden">
            {centre.name}
          </h2>
          <Logo locale={locale} variant="light" />
          <p className={styles.tagline}>
            {centre.name}. {t.footer.about}
          </p>
          {/* Each link names its network; a list cannot carry a name of its own (aria-label-misuse). */}
          <ul className={styles.social}>
            <li>
              <a href={centre.social.facebook} rel="noopener noreferrer" target="_blank" aria-label={external('Facebook')}>
                <Icon name="facebook" />
              </a>
            </li>
            <li>
              <a href={centre.social.instagram} rel="noopener noreferrer" target="_blank" aria-label={external('Instagram')}>
                <Icon name="instagram" />
              </a>
            </li>
            <li>
              <a href={centre.social.whatsapp} rel="noopener noreferrer" target="_blank" aria-label={external('WhatsApp')}>
                <Icon name="whatsapp" />
              </a>
            </li>
          </ul>
        </section>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.title}>
            {t.footer.services}
          </h2>
          <ul className={styles.list}>
            {footerServices[locale].map((service) => (
              <li key={service.label} className={styles.serviceItem}>
                <Icon name={service.icon} size={18} />
                {service.label}
              </li>
            ))}
          </ul>
        </section>

        <nav aria-labelledby={FOOTER_LINKS_ID}>
          <h2 id={FOOTER_LINKS_ID} className={styles.title}>
            {t.footer.links}
          </h2>
          <ul className={styles.list}>
            {[...main, { ...consultation, label: t.footer.appointment }].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch
                to={otherLocale(locale)}
                label={t.languageSwitch.label}
                title={t.languageSwitch.title}
                className={styles.link}
              />
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            {t.footer.contact}
          </h2>
          <address className={styles.contact}>
            <p className={styles.contactLine}>
              <Icon name="map-pin" size={20} />
              <a href={mapUrl} rel="noopener noreferrer" target="_blank" className={styles.link}>
                {address.street}, {address.district}, {address.city}, {address.country}
              </a>
            </p>
            {phoneList(locale).map((phone) => (
              <p key={phone.e164} className={styles.contactLine}>
                <Icon name="phone" size={20} />
                {/* The name says which line it is and still contains the visible number (WCAG 2.5.3). */}
                <a href={`tel:${phone.e164}`} className={styles.link} aria-label={`${phone.label}${t.footer.colon}${phone.display}`}>
                  {phone.display}
                </a>
              </p>
            ))}
            <p className={styles.contactLine}>
              <Icon name="mail" size={20} />
              <a href={`mailto:${centre.email}`} className={styles.link}>
                {centre.email}
              </a>
            </p>
          </address>
          <ul className={styles.hours}>
            {centre.centreHours.map((line) => (
              <li key={line.label} className={styles.contactLine}>
                <Icon name={line.days.length > 0 ? 'clock' : 'emergency'} size={20} />
                <span>
                  <strong>
                    {line.label}
                    {t.footer.colon.trimEnd()}
                  </strong>{' '}
                  {line.value}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {buildYear()} {centre.name}. {t.footer.rights}
          </p>
          {/* A list cannot carry a name (html-validate aria-label-misuse); a nav landmark can. */}
          <nav aria-label={t.footer.legal}>
            <ul className={styles.legal}>
              {legal.map((link) => (
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
