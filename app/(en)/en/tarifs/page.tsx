import { PricesPage, pricesMetadata } from '@/components/prices/prices-page';

export const metadata = pricesMetadata('en');

export default function Page() {
  return <PricesPage locale="en" />;
}
