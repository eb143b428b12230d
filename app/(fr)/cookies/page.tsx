import { LegalRoute, legalMetadata } from '@/components/legal/legal-route';

export const metadata = legalMetadata('cookies', 'fr');

export default function Page() {
  return <LegalRoute slug="cookies" locale="fr" />;
}
