import { PricesPage, pricesMetadata } from '@/components/prices/prices-page';

export const metadata = pricesMetadata('fr');

export default function Page() {
  return <PricesPage locale="fr" />;
}
