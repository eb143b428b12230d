import type { Metadata } from 'next';
import { site } from '@/content/site';
import type { Article } from '@/content/types';
import { withTrailingSlash } from './routes';

export interface PageMetaInput {
  /** Page title, without the centre's name: « | <short name> » is appended here. */
  title: string;
  /** 120–160 characters, unique per page. */
  description: string;
  /** Route path with trailing slash, e.g. /about/ — the canonical URL is built from it. */
  path: string;
  /** Keep the page out of search results (the alias of the form page, the 404). */
  noIndex?: boolean;
  /** On an article's page: og:type article, with its date, author and category. */
  article?: Pick<Article, 'date' | 'author' | 'category'>;
}

/** Size of every preview image (scripts/og-images.ts draws them at this size). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Absolute URL on the public origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/**
 * The preview image of a route, derived from its path so no page has to pass it:
 * `/` → /og/home.png, `/about/` → /og/about.png, a service's page → /og/servicedetails-<id>.png.
 * scripts/og-images.ts reads this URL back from each exported page and draws the file there.
 */
export function ogImagePath(path: string): string {
  const slug = withTrailingSlash(path)
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))
    .join('-');
  return `/og/${slug || 'home'}.png`;
}

/** The one metadata builder every page uses. */
export function pageMetadata({ title, description, path, noIndex, article }: PageMetaInput): Metadata {
  const route = withTrailingSlash(path);
  const url = absoluteUrl(route);
  const image = {
    url: absoluteUrl(ogImagePath(route)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${site.name}`,
    type: 'image/png',
  };
  const common = {
    url,
    title,
    description,
    locale: 'fr_FR',
    siteName: site.name,
    images: [image],
  };
  return {
    // Absolute: the layout's template does not reach a page in its own segment (the home page).
    // The short name keeps titles within ~70 characters, what search results show (html-validate).
    title: { absolute: `${title} | ${site.shortName}` },
    description,
    alternates: { canonical: url },
    openGraph: article
      ? {
          ...common,
          type: 'article',
          publishedTime: article.date,
          authors: [article.author],
          section: article.category,
        }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
