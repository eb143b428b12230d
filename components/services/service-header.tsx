import clsx from 'clsx';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Link } from '@/components/ui/link';
import { servicesPage } from '@/copy/services-page';
import { site } from '@/content/site';
import type { Service } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { splitLayout } from '@/components/ui/split';
import { priceText } from '@/copy/prices';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import styles from './service-header.module.css';

/** Id of the prices panel, the target of the « à partir de » link. */
export const PRICES_ID = 'tarifs';

export function ServiceHeader({ service, locale }: { service: Service; locale: Locale }) {
  const { homeCare } = site[locale].phones;
  const t = servicesPage[locale].detail;
  // The cheapest line, with its unit: « à partir de 2 500 FCFA / heure ».
  const cheapest = service.prices.reduce((low, line) => (line.min < low.min ? line : low));
  return (
    <section className={clsx(styles.header, accentClass(service.color))}>
      <div className="container">
        <ArrowLink back href={pagePath('services', locale)} className={styles.back}>
          {t.back}
        </ArrowLink>
        <div className={`${splitLayout(56)} ${styles.layout}`}>
          <div className={styles.text}>
            <span className={`icon-badge ${styles.icon}`}>
              <Icon name={service.icon} size={32} />
            </span>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.lead}>{service.description}</p>
            <div className={`btn-group ${styles.actions}`}>
              <a href={`tel:${homeCare.e164}`} className="btn btn-primary">
                <Icon name="phone" size={20} />
                {t.call}
              </a>
              <Link href={pagePath('contact', locale)} className="btn btn-outline">
                <Icon name="clipboard" size={20} />
                {t.quote}
              </Link>
            </div>
            <p className={styles.from}>
              <a href={`#${PRICES_ID}`}>
                {t.from} <strong>{priceText({ min: cheapest.min, unit: cheapest.unit }, locale)}</strong>
              </a>
            </p>
          </div>
          <Artwork className={styles.image} image={service.image} loading="eager" fetchPriority="high" sizes="(min-width: 48rem) 50vw, 100vw" />
        </div>
      </div>
    </section>
  );
}
