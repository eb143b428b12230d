import { legalPages } from '@/content/legal';
import { LegalPageView } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

const page = legalPages.privacy;

export const metadata = pageMetadata({ title: page.title, description: page.description, path: paths.privacy });

export default function PrivacyPage() {
  return <LegalPageView page={page} />;
}
