import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import type { Service } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { Icon } from '@/components/ui/icon';
import { formatPrice } from '@/lib/format';
import styles from './service-header.module.css';
import { paths } from '@/lib/routes';
import { Artwork } from '@/components/ui/artwork';

/** Id of the prices panel, the target of the « à partir de » link. */
export const PRICES_ID = 'tarifs';

export function ServiceHeader({ service }: { service: Service }) {
  const { homeCare } = site.phones;
  // The cheapest line, with its unit: « à partir de 2 500 FCFA / heure ».
  const cheapest = service.pricing.reduce((low, line) => (line.min < low.min ? line : low));
  return (
    <section className={clsx(styles.header, accentClass(service.color))}>
      <div className="container">
        <Link href={paths.services} className={styles.back}>
          <Icon name="arrow-left" size={20} />
          Retour aux services
        </Link>
        <div className={styles.layout}>
          <div className={styles.text}>
            <span className={styles.icon}>
              <Icon name={service.icon} size={32} />
            </span>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.lead}>{service.description}</p>
            <div className={`btn-group ${styles.actions}`}>
              <a href={`tel:${homeCare.e164}`} className="btn btn-primary">
                <Icon name="phone" size={20} />
                Nous appeler
              </a>
              <Link href={paths.contact} className="btn btn-outline">
                <Icon name="clipboard" size={20} />
                Demander un devis
              </Link>
            </div>
            <p className={styles.from}>
              <a href={`#${PRICES_ID}`}>
                Tarifs à partir de <strong>{formatPrice({ min: cheapest.min, per: cheapest.per })}</strong>
              </a>
            </p>
          </div>
          <Artwork
            className={styles.image}
            image={service.image}
            loading="eager"
            fetchPriority="high"
          />
        </div>
      </div>
    </section>
  );
}
