import type { ReactNode } from 'react';
import { site } from '@/content/site';
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
export function ServicePanels({ service }: { service: Service }) {
  return (
    <div className={styles.panels}>
      <Panel id="comprend" title="Ce service comprend" icon="check">
        <ul className={styles.features}>
          {service.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={18} className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id={PRICES_ID} title="Nos tarifs" icon="clipboard">
        <dl className={styles.prices}>
          {service.pricing.map((line) => (
            <div key={line.option} className={styles.priceLine}>
              <dt>{line.option}</dt>
              <dd>{formatPrice(line)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>
          Ces tarifs sont indicatifs. Le prix exact vous est proposé après une évaluation personnalisée de vos
          besoins.
        </p>
      </Panel>

      <Panel id="infos" title="Informations pratiques" icon="map-pin">
        <dl className={styles.infos}>
          <div className={styles.info}>
            <dt>
              <Icon name="map-pin" size={20} className={styles.infoIcon} />
              Zone d'intervention
            </dt>
            <dd>{site.serviceZone}</dd>
          </div>
          <div className={styles.info}>
            <dt>
              <Icon name="clock" size={20} className={styles.infoIcon} />
              Disponibilité
            </dt>
            <dd>{site.serviceAvailability}</dd>
          </div>
          <div className={styles.info}>
            <dt>
              <Icon name="shield" size={20} className={styles.infoIcon} />
              Engagement
            </dt>
            <dd>Sans engagement, flexible</dd>
          </div>
        </dl>
      </Panel>
    </div>
  );
}
