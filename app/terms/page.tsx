import { legalPages } from '@/content/legal';
import { LegalPageView } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

const page = legalPages.terms;

export const metadata = pageMetadata({ title: page.title, description: page.description, path: paths.terms });

export default function TermsPage() {
  return <LegalPageView page={page} />;
}
