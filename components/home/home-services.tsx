import { Link } from '@/components/ui/link';
import { home } from '@/content/home';
import { homeServiceCards } from '@/content/services';
import { Icon } from '@/components/ui/icon';
import { ServiceCard } from '@/components/services/service-card';
import { CardGrid } from '@/components/ui/card-grid';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import styles from './home-services.module.css';

export function HomeServices({ locale }: { locale: Locale }) {
  const t = home[locale].services;
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">{t.eyebrow}</span>
          <h2 id="home-services-title">{t.title}</h2>
          <p>{t.lead}</p>
        </header>
        <CardGrid columns={3}>
          {homeServiceCards[locale].map((card) => (
            <li key={card.serviceId}>
              <ServiceCard card={card} locale={locale} />
            </li>
          ))}
          <li className={styles.allItem}>
            <div className={styles.all}>
              <Icon name="clipboard" size={32} className={styles.allIcon} />
              <p className={styles.allTitle}>{t.allTitle}</p>
              <p className={styles.allText}>{t.allText}</p>
              <Link href={pagePath('services', locale)} className="btn btn-light">
                {t.all}
                <Icon name="arrow-right" size={20} />
              </Link>
            </div>
          </li>
        </CardGrid>
      </div>
    </section>
  );
}
