import { VisitPage, visitMetadata } from '@/components/visit/visit-page';

export const metadata = visitMetadata('fr');

export default function Page() {
  return <VisitPage locale="fr" />;
}
