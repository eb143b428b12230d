import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { mapUrl, phoneList, site } from '@/content/site';
import { navigation } from '@/copy/navigation';
import { footerServices } from '@/content/services';
import { ui } from '@/copy/ui';
import { Icon } from '@/components/ui/icon';
import { buildYear, formatHours } from '@/lib/format';
import { otherLocale, type Locale } from '@/lib/i18n';
import { requestLinks } from '@/site/request-pages';
import { authorisationShort } from '@/site/trust';
import { TRUST_ID } from '@/components/trust/trust-id';
import { pagePath } from '@/lib/routes';
import { priceWords } from '@/copy/prices';
import { hoursWords } from '@/copy/hours';
import { ClosureNotice } from '@/components/contact/closure-notice';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { FOOTER_LINKS_ID } from './site-footer-ids';
import styles from './site-footer.module.css';

/** The centre's pages on the networks, in the order of the footer. */
const SOCIAL = [
  { network: 'facebook', name: 'Facebook' },
  { network: 'instagram', name: 'Instagram' },
  { network: 'whatsapp', name: 'WhatsApp' },
] as const;

/** A column of the footer, named by its heading. */
function Column({ id, title, as: Tag = 'section', children }: { id: string; title: string; as?: 'section' | 'nav'; children: ReactNode }) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const centre = site[locale];
  const { address } = centre;
  const { main, legal } = navigation[locale];
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
          <ul className={`plain-list ${styles.social}`}>
            {SOCIAL.map(({ network, name }) => (
              <li key={network}>
                <a href={centre.social[network]} rel="noopener noreferrer" target="_blank" aria-label={external(name)}>
                  <Icon name={network} />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <Column id="footer-services" title={t.footer.services}>
          <ul className={`plain-list ${styles.list}`}>
            {footerServices[locale].map((service) => (
              <li key={service.label} className={styles.serviceItem}>
                <Icon name={service.icon} size={18} />
                {service.label}
              </li>
            ))}
          </ul>
          <ClosureNotice locale={locale} className={styles.hours} lineClassName={styles.contactLine} />
        </Column>

        <Column as="nav" id={FOOTER_LINKS_ID} title={t.footer.links}>
          <ul className={`plain-list ${styles.list}`}>
            {[...main, { href: pagePath('prices', locale), label: priceWords[locale].page.footer }, ...requestLinks(locale)].map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch to={otherLocale(locale)} words={t.languageSwitch} className={styles.link} />
            </li>
          </ul>
        </Column>

        <Column id="footer-contact" title={t.footer.contact}>
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
          <ul className={`plain-list ${styles.hours}`} data-hours-set="reception">
            <li className={styles.contactLine}>
              <strong>{hoursWords[locale].sets.reception}</strong>
            </li>
            {centre.hours.reception.map((line) => (
              <li key={line.label} className={styles.contactLine}>
                <Icon name={'text' in line ? 'emergency' : 'clock'} size={20} />
                <span>
                  <strong>
                    {line.label}
                    {t.footer.colon.trimEnd()}
                  </strong>{' '}
                  {formatHours(line, locale)}
                </span>
              </li>
            ))}
          </ul>
          <ClosureNotice locale={locale} className={styles.hours} lineClassName={styles.contactLine} />
        </Column>
      </div>

      <div className={styles.bottom}>
        <div className={`container row-apart ${styles.bottomInner}`}>
          <p className={styles.copyright}>
            © {buildYear()} {centre.name}. {t.footer.rights}{' '}
            <Link href={`${pagePath('about', locale)}#${TRUST_ID}`} className={styles.link}>
              {authorisationShort(locale)}
            </Link>
          </p>
          {/* A list cannot carry a name (html-validate aria-label-misuse); a nav landmark can. */}
          <nav aria-label={t.footer.legal}>
            <ul className={`plain-list ${styles.legal}`}>
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
