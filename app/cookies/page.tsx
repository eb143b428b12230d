import { legalPages } from '@/content/legal';
import { LegalPageView } from '@/components/legal/legal-page';
import { pageMetadata } from '@/lib/metadata';

const page = legalPages.cookies;

export const metadata = pageMetadata({ title: page.title, description: page.description, path: '/cookies/' });

export default function CookiesPage() {
  return <LegalPageView page={page} />;
}
