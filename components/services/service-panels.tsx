import type { ReactNode } from 'react';
import { servicesPage } from '@/content/services-page';
import { site } from '@/content/site';
import type { Locale } from '@/lib/i18n';
import type { IconName, Service } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { formatPrice } from '@/lib/format';
import { PRICES_ID } from './service-header';
import styles from './service-panels.module.css';

function Panel({ id, title, icon, children }: { id: string; title: string; icon: IconName; children: ReactNode }) {
  return (
    <section id={id} className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Icon name={icon} size={24} className={styles.titleIcon} />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** « Ce service comprend », « Nos tarifs » and « Informations pratiques ». */
export function ServicePanels({ service, locale }: { service: Service; locale: Locale }) {
  const t = servicesPage[locale].detail;
  const centre = site[locale];
  return (
    <div className={styles.panels}>
      <Panel id="comprend" title={t.includes} icon="check">
        <ul className={styles.features}>
          {service.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id={PRICES_ID} title={t.prices} icon="clipboard">
        <dl className={styles.prices}>
          {service.pricing.map((line) => (
            <div key={line.option} className={styles.priceLine}>
              <dt>{line.option}</dt>
              <dd>{formatPrice(line, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t.pricesNote}</p>
      </Panel>

      <Panel id="infos" title={t.info} icon="map-pin">
        <dl className={styles.infos}>
          <div className={styles.info}>
            <dt>
              <Icon name="map-pin" size={20} className={styles.infoIcon} />
              {t.zone}
            </dt>
            <dd>{centre.serviceZone}</dd>
          </div>
          <div className={styles.info}>
            <dt>
              <Icon name="clock" size={20} className={styles.infoIcon} />
              {t.availability}
            </dt>
            <dd>{centre.serviceAvailability}</dd>
          </div>
          <div className={styles.info}>
            <dt>
              <Icon name="shield" size={20} className={styles.infoIcon} />
              {t.commitment}
            </dt>
            <dd>{t.noCommitment}</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}
