import type { ReactNode } from 'react';
import { servicesPage } from '@/copy/services-page';
import { serviceAvailability } from '@/copy/centre';
import { hoursWords } from '@/copy/hours';
import type { Locale } from '@/lib/i18n';
import type { IconName } from '@/content/types';
import { trust } from '@/copy/trust';
import { FactList } from '@/components/ui/fact-list';
import { QuartierList } from '@/components/trust/quartier-list';
import { Icon } from '@/components/ui/icon';
import { TitledCard } from '@/components/ui/titled-card';
import { priceWords } from '@/copy/prices';
import { ArrowLink } from '@/components/ui/arrow-link';
import { pagePath } from '@/lib/routes';
import type { ServiceSetting, ServiceShown } from '@/site/page-settings';
import { priceRows } from '@/site/price-rows';
import { PriceEstimate } from './estimate/price-estimate';
import { PRICES_ID } from './service-header';
import styles from './service-panels.module.css';

function Panel({ id, title, icon, children }: { id: string; title: string; icon: IconName; children: ReactNode }) {
  return (
    <TitledCard anchor={id} headingId={`${id}-title`} icon={icon} title={title}>
      {children}
    </TitledCard>
  );
}

/** The note under the prices (they are indicative), which the estimator's figure points to. */
const NOTE_ID = 'tarifs-note';

/** « Ce service comprend », « Nos tarifs » and « Informations pratiques ». */
export function ServicePanels({ service, setting, locale }: { service: ServiceShown; setting: ServiceSetting; locale: Locale }) {
  const t = servicesPage[locale].detail;
  const rows = priceRows(service.prices, locale);
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
          {rows.map((row) => (
            <div key={row.option} className={styles.priceLine}>
              <dt>{row.option}</dt>
              <dd>{row.price}</dd>
            </div>
          ))}
        </dl>
        <PriceEstimate locale={locale} service={service.title} rows={rows} note={t.pricesNote} noteId={NOTE_ID} />
        <p id={NOTE_ID} className={styles.note}>
          {t.pricesNote}
        </p>
        <ArrowLink href={pagePath('prices', locale)} className={styles.all}>
          {priceWords[locale].page.all}
        </ArrowLink>
      </Panel>

      <Panel id="infos" title={t.info} icon="map-pin">
        <FactList
          className={styles.infos}
          facts={[
            { icon: 'map-pin', term: t.zone, value: setting.serviceZone },
            { icon: 'home-heart', term: trust[locale].quartiers, value: <QuartierList quartiers={setting.quartiers} locale={locale} /> },
            { icon: 'clock', term: hoursWords[locale].sets.homeCare, value: serviceAvailability(setting.homeCareHours, locale) },
            { icon: 'clipboard', term: trust[locale].payment, value: setting.payment.join(', ') },
            { icon: 'shield', term: t.commitment, value: t.noCommitment },
          ]}
        />
      </Panel>
    </div>
  );
}
