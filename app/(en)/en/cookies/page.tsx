import { LegalRoute, legalMetadata } from '@/components/legal/legal-route';

export const metadata = legalMetadata('cookies', 'en');

export default function Page() {
  return <LegalRoute slug="cookies" locale="en" />;
}
