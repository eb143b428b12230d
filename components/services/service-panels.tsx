import type { ReactNode } from 'react';
import { servicesPage } from '@/copy/services-page';
import { site } from '@/content/site';
import { serviceAvailability } from '@/copy/centre';
import type { Locale } from '@/lib/i18n';
import type { IconName, Service } from '@/content/types';
import { FactList } from '@/components/ui/fact-list';
import { Icon } from '@/components/ui/icon';
import { TitledCard } from '@/components/ui/titled-card';
import { priceText } from '@/copy/prices';
import { PRICES_ID } from './service-header';
import styles from './service-panels.module.css';

function Panel({ id, title, icon, children }: { id: string; title: string; icon: IconName; children: ReactNode }) {
  return (
    <TitledCard anchor={id} headingId={`${id}-title`} icon={icon} title={title}>
      {children}
    </TitledCard>
  );
}

/** « Ce service comprend », « Nos tarifs » and « Informations pratiques ». */
export function ServicePanels({ service, locale }: { service: Service; locale: Locale }) {
  const t = servicesPage[locale].detail;
  const centre = site[locale];
  return (
    <div className={styles.panels}>
      <Panel id="comprend" title={t.includes} icon="check">
        <ul className={`plain-list ${styles.features}`}>
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
          {service.prices.map((line) => (
            <div key={line.option} className={styles.priceLine}>
              <dt>{line.option}</dt>
              <dd>{priceText(line, locale)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t.pricesNote}</p>
      </Panel>

      <Panel id="infos" title={t.info} icon="map-pin">
        <FactList
          className={styles.infos}
          facts={[
            { icon: 'map-pin', term: t.zone, value: centre.serviceZone },
            { icon: 'clock', term: t.availability, value: serviceAvailability(centre.homeCareHours, locale) },
            { icon: 'shield', term: t.commitment, value: t.noCommitment },
          ]}
        />
      </Panel>
    </div>
  );
}
