import { legalPages } from '@/content/legal';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/site/metadata';
import { pagePath } from '@/lib/routes';
import { LegalDocument } from './legal-document';

type LegalSlug = 'privacy' | 'terms' | 'cookies';

export function legalMetadata(slug: LegalSlug, locale: Locale) {
  const page = legalPages[locale][slug];
  return pageMetadata({ title: page.title, description: page.description, path: pagePath(slug, locale), locale });
}

/** A legal page (privacy, terms or cookies) in one language. */
export function LegalPage({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  return <LegalDocument page={legalPages[locale][slug]} locale={locale} />;
}
