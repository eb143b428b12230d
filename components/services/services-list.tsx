import { serviceCards } from '@/content/services';
import { CardGrid } from '@/components/ui/card-grid';
import { ServiceCard } from './service-card';
import { SERVICES_LIST_ID } from './services-hero';

export function ServicesList() {
  return (
    <section id={SERVICES_LIST_ID} className="section" aria-labelledby="services-list-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">Six services</span>
          <h2 id="services-list-title">Choisissez l'accompagnement qui vous convient</h2>
          <p>
            Chaque service peut être combiné avec les autres. Découvrez le détail des soins et nos tarifs
            indicatifs.
          </p>
        </header>
        <CardGrid columns={3}>
          {serviceCards.map((card) => (
            <li key={card.serviceId}>
              <ServiceCard card={card} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
