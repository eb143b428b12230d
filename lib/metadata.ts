import type { Metadata } from 'next';
import { site } from '@/content/site';

export interface PageMetaInput {
  /** Page title; the layout's template appends « | <centre name> ». */
  title: string;
  /** 120–160 characters, unique per page. */
  description: string;
  /** Route path with trailing slash, e.g. /about/ — the canonical URL is built from it. */
  path: string;
  /** Keep the page out of search results (the /appointment alias, the 404). */
  noIndex?: boolean;
}

/** Absolute URL on the public origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** The one metadata builder every page uses. */
export function pageMetadata({ title, description, path, noIndex }: PageMetaInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      locale: 'fr_FR',
      siteName: site.name,
    },
    twitter: { card: 'summary_large_image', title, description },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
