import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('terms', 'fr');

export default function Page() {
  return <LegalPage slug="terms" locale="fr" />;
}
