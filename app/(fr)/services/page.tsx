import { ServicesPage, servicesMetadata } from '@/components/services/services-page';

export const metadata = servicesMetadata('fr');

export default function Page() {
  return <ServicesPage locale="fr" />;
}
