import { legalPages } from '@/content/legal';
import { LegalPageView } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';

const page = legalPages.privacy;

export const metadata = pageMetadata({ title: page.title, description: page.description, path: '/privacy/' });

export default function PrivacyPage() {
  return <LegalPageView page={page} />;
}
