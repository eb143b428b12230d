import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import type { ServiceCard as ServiceCardContent } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { Icon } from '@/components/ui/icon';
import styles from './service-card.module.css';
import { servicePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n';
import { servicesPage } from '@/copy/services-page';

export interface ServiceCardProps {
  /** A card of /services or of the home page (both lead to the service's own page). */
  card: Pick<ServiceCardContent, 'serviceId' | 'title' | 'description' | 'features' | 'color' | 'icon'>;
  /** h2 on /services (cards are the page's sections), h3 under a section heading elsewhere. */
  headingLevel?: 2 | 3;
  locale: Locale;
}

/** A service summary; the whole card is clickable through its « En savoir plus » link. */
export function ServiceCard({ card, headingLevel = 3, locale }: ServiceCardProps) {
  const { title, description, features, color, icon } = card;
  const t = servicesPage[locale].card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={clsx('card', styles.card, accentClass(color))}>
      <span className={`icon-badge ${styles.icon}`}>
        <Icon name={icon} size={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.description}>{description}</p>
      <ul className={`plain-list ${styles.features}`}>
        {features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      <Link href={servicePath(card.serviceId, locale)} className={styles.link}>
        {t.more}
        <span className="visually-hidden">
          {t.about}
          {title}
        </span>
        <Icon name="arrow-right" size={20} />
      </Link>
    </article>
  );
}
