import { home } from '@/copy/home';
import { homeServiceCards, services } from '@/content/services';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Icon } from '@/components/ui/icon';
import { ServiceCardGrid } from '@/components/services/service-card-grid';
import { Section, SectionHeader } from '@/components/ui/section';
import { fill, type Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import styles from './home-services.module.css';

export function HomeServices({ locale }: { locale: Locale }) {
  const t = home[locale].services;
  return (
    <Section name="home-services">
      <SectionHeader name="home-services" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <ServiceCardGrid cards={homeServiceCards[locale]} locale={locale}>
        <li className={styles.allItem}>
          <div className={styles.all}>
            <Icon name="clipboard" size={32} className={styles.allIcon} />
            <p className={styles.allTitle}>{fill(t.allTitle, { count: services[locale].length })}</p>
            <p className={styles.allText}>{t.allText}</p>
            <ArrowLink href={pagePath('services', locale)} button="light">
              {t.all}
            </ArrowLink>
          </div>
        </li>
      </ServiceCardGrid>
    </Section>
  );
}
