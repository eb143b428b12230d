import clsx from 'clsx';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Link } from '@/components/ui/link';
import { servicesPage } from '@/copy/services-page';
import type { PhoneContact } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { splitLayout } from '@/components/ui/split';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { fromPrice } from '@/site/price-rows';
import type { ServiceShown } from '@/site/page-settings';
import styles from './service-header.module.css';
import { fromWidth } from '@/lib/breakpoints';

/** Id of the prices panel, the target of the « à partir de » link. */
export const PRICES_ID = 'tarifs';

/** The service's banner; « Appeler » calls `homeCare`, the home-care line. */
export function ServiceHeader({ service, homeCare, locale }: { service: ServiceShown; homeCare: PhoneContact; locale: Locale }) {
  const t = servicesPage[locale].detail;
  // The cheapest line, with its unit: « à partir de 2 500 FCFA / heure ».
  const from = fromPrice(service.prices, locale);
  return (
    <section className={clsx(styles.header, accentClass(service.color))}>
      <div className="container">
        <ArrowLink back href={pagePath('services', locale)} className={styles.back}>
          {t.back}
        </ArrowLink>
        <div className={`${splitLayout()} ${styles.layout}`}>
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
            {from ? (
              <p className={styles.from}>
                <a href={`#${PRICES_ID}`}>
                  {t.from} <strong>{from}</strong>
                </a>
              </p>
            ) : null}
          </div>
          <Artwork className={styles.image} image={service.image} loading="eager" fetchPriority="high" sizes={`${fromWidth('desktop')} 50vw, 100vw`} />
        </div>
      </div>
    </section>
  );
}
