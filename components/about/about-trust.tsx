import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { trust } from '@/copy/trust';
import type { IconName } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { authorisationLines } from '@/site/trust';
import { CardGrid } from '@/components/ui/card-grid';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Section, SectionHeader } from '@/components/ui/section';
import { PaymentFacts } from '@/components/trust/payment-facts';
import { QuartierList } from '@/components/trust/quartier-list';
import { TRUST_ID } from '@/components/trust/trust-id';
import styles from './about-trust.module.css';

function TrustCard({ id, icon, title, children }: { id: string; icon: IconName; title: string; children: ReactNode }) {
  return (
    <li className={`card ${styles.card}`}>
      <section aria-labelledby={id}>
        <h3 id={id} className={styles.title}>
          <Icon name={icon} size={24} className={styles.icon} />
          {title}
        </h3>
        {children}
      </section>
    </li>
  );
}

/** Why a family may trust the centre: its authorisation, its team's registration, where it goes, how one pays. */
export function AboutTrust({ locale }: { locale: Locale }) {
  const t = trust[locale];
  const authorisation = authorisationLines(locale);
  return (
    <Section name="about-trust" id={TRUST_ID} tone="alt">
      <SectionHeader name="about-trust" eyebrow={t.about.eyebrow} title={t.about.title} />
      <CardGrid columns={2} stretch>
        <TrustCard id="trust-authorisation" icon="shield" title={t.authorisation}>
          <p className={styles.text} data-trust="authorisation">
            <strong>{authorisation.number}</strong>
            <br />
            {authorisation.issued}
          </p>
        </TrustCard>
        <TrustCard id="trust-team" icon="stethoscope" title={t.about.teamTitle}>
          <p className={styles.text}>
            {t.about.team} <Link href={pagePath('doctors', locale)}>{t.about.teamLink}</Link>
          </p>
        </TrustCard>
        <TrustCard id="trust-quartiers" icon="map-pin" title={t.quartiers}>
          <QuartierList quartiers={site[locale].quartiers} locale={locale} />
        </TrustCard>
        <TrustCard id="trust-payment" icon="clipboard" title={t.payment}>
          <PaymentFacts locale={locale} />
        </TrustCard>
      </CardGrid>
    </Section>
  );
}
