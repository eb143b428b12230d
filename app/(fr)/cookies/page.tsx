import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('cookies', 'fr');

export default function Page() {
  return <LegalPage slug="cookies" locale="fr" />;
}
