import { LegalPage, legalMetadata } from '@/components/legal/legal-page';

export const metadata = legalMetadata('privacy', 'fr');

export default function Page() {
  return <LegalPage slug="privacy" locale="fr" />;
}
