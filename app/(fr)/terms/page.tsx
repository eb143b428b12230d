import { LegalRoute, legalMetadata } from '@/components/legal/legal-route';

export const metadata = legalMetadata('terms', 'fr');

export default function Page() {
  return <LegalRoute slug="terms" locale="fr" />;
}
