import { LegalRoute, legalMetadata } from '@/components/legal/legal-route';

export const metadata = legalMetadata('privacy', 'fr');

export default function Page() {
  return <LegalRoute slug="privacy" locale="fr" />;
}
