import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { services } from '@/content/services';
import { servicesPage } from '@/content/services-page';
import type { Locale } from '@/lib/i18n';
import type { Service } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { Icon } from '@/components/ui/icon';
import styles from './service-others.module.css';
import { servicePath } from '@/lib/routes';

/** The five other services, so a visitor never ends on a dead end. */
export function ServiceOthers({ current, locale }: { current: Service; locale: Locale }) {
  const others = services[locale].filter((service) => service.id !== current.id);
  return (
    <section className="section section-alt" aria-labelledby="service-others-title">
      <div className="container">
        <h2 id="service-others-title" className={styles.title}>
          {servicesPage[locale].detail.others}
        </h2>
        <ul className={styles.list}>
          {others.map((service) => (
            <li key={service.id}>
              <Link
                href={servicePath(service.id, locale)}
                className={clsx(styles.link, accentClass(service.color))}
              >
                <span className={styles.icon}>
                  <Icon name={service.icon} size={22} />
                </span>
                <span className={styles.label}>{service.title}</span>
                <Icon name="chevron-right" size={20} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
