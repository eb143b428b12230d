import { LegalRoute, legalMetadata } from '@/components/legal/legal-route';

export const metadata = legalMetadata('terms', 'en');

export default function Page() {
  return <LegalRoute slug="terms" locale="en" />;
}
