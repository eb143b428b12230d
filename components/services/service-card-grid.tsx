import type { ReactNode } from 'react';
import type { ServiceCard as ServiceCardData } from '@/content/types';
import { CardGrid } from '@/components/ui/card-grid';
import type { Locale } from '@/lib/i18n';
import { ServiceCard } from './service-card';

/** Service cards three to a row, as on the home and services pages; `children` adds more items after them. */
export function ServiceCardGrid({ cards, locale, children }: { cards: ServiceCardData[]; locale: Locale; children?: ReactNode }) {
  return (
    <CardGrid columns={3}>
      {cards.map((card) => (
        <li key={card.serviceId}>
          <ServiceCard card={card} locale={locale} />
        </li>
      ))}
      {children}
    </CardGrid>
  );
}
