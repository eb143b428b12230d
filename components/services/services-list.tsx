import { serviceCards } from '@/content/services';
import { servicesPage } from '@/content/services-page';
import type { Locale } from '@/lib/i18n';
import { CardGrid } from '@/components/ui/card-grid';
import { ServiceCard } from './service-card';
import { SERVICES_LIST_ID } from './services-hero';

export function ServicesList({ locale }: { locale: Locale }) {
  const t = servicesPage[locale].list;
  return (
    <section id={SERVICES_LIST_ID} className="section" aria-labelledby="services-list-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">{t.eyebrow}</span>
          <h2 id="services-list-title">{t.title}</h2>
          <p>{t.lead}</p>
        </header>
        <CardGrid columns={3}>
          {serviceCards[locale].map((card) => (
            <li key={card.serviceId}>
              <ServiceCard card={card} locale={locale} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
