import clsx from 'clsx';
import { site } from '@/content/site';
import type { CallToAction } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { Icon } from './icon';
import { Link } from './link';
import styles from './cta-band.module.css';

interface CtaBandProps {
  cta: CallToAction;
  locale: Locale;
  className?: string;
}

/** The coloured call-to-action box that closes most pages: a short message, the contact page and a call. */
export function CtaBand({ cta, locale, className }: CtaBandProps) {
  const { id, icon, title, text, contact, call } = cta;
  const phone = site[locale].phones[call.phone];
  return (
    <section className={clsx('section', styles.section, className)} aria-labelledby={id}>
      <div className="container">
        <div className={styles.box}>
          <span className={`icon-badge ${styles.icon}`}>
            <Icon name={icon} size={30} />
          </span>
          <div className={styles.body}>
            <h2 id={id} className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={clsx('btn-group', styles.actions)}>
            <Link href={pagePath('contact', locale)} className="btn btn-light">
              <Icon name={contact.icon} size={20} />
              {contact.label}
            </Link>
            <a href={`tel:${phone.e164}`} className="btn btn-ghost-light">
              <Icon name="phone" size={20} />
              {call.label} {phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
