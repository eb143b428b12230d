import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { servicesPage } from '@/copy/services-page';
import type { Locale } from '@/lib/i18n';
import type { ServiceLink } from '@/site/page-settings';
import { accentClass } from '@/components/ui/accent';
import { CardGrid } from '@/components/ui/card-grid';
import { Icon } from '@/components/ui/icon';
import { Section, sectionTitleId } from '@/components/ui/section';
import styles from './service-others.module.css';
import { servicePath } from '@/lib/routes';

/** The five other services, so a visitor never ends on a dead end. */
export function ServiceOthers({ current, services, locale }: { current: number; services: readonly ServiceLink[]; locale: Locale }) {
  const others = services.filter((service) => service.id !== current);
  return (
    <Section name="service-others" tone="alt">
      <h2 id={sectionTitleId('service-others')} className={styles.title}>
        {servicesPage[locale].detail.others}
      </h2>
      <CardGrid columns={3} gap={3}>
        {others.map((service) => (
          <li key={service.id}>
            <Link
              href={servicePath(service.id, locale)}
              className={clsx(styles.link, accentClass(service.color))}
            >
              <span className={`icon-badge ${styles.icon}`}>
                <Icon name={service.icon} size={22} />
              </span>
              <span className={styles.label}>{service.title}</span>
              <Icon name="chevron-right" size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
