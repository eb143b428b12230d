import type { Metadata } from 'next';
import { getArticle } from '@/content/articles';
import { site } from '@/content/site';

export interface PageMetaInput {
  /** Page title, without the centre's name: « | <short name> » is appended here. */
  title: string;
  /** 120–160 characters, unique per page. */
  description: string;
  /** Route path with trailing slash, e.g. /about/ — the canonical URL is built from it. */
  path: string;
  /** Keep the page out of search results (the /appointment alias, the 404). */
  noIndex?: boolean;
}

/** Size of every preview image (scripts/og-images.mjs draws them at this size). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Absolute URL on the public origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}

/** `about` → `/about/`: every route is exported as a folder (trailingSlash: true). */
export function normalizePath(path: string): string {
  const trimmed = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/**
 * The preview image of a route, derived from its path so no page has to pass it:
 * `/` → /og/home.png, `/ServiceDetails/3/` → /og/servicedetails-3.png.
 * scripts/og-images.mjs reads this URL back from each exported page and draws the file there.
 */
export function ogImagePath(path: string): string {
  const slug = normalizePath(path)
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))
    .join('-');
  return `/og/${slug || 'home'}.png`;
}

/** Article routes get og:type article with their date, author and category, read from content/. */
function articleForPath(path: string) {
  const match = /^\/blogDetails\/(\d+)\/$/.exec(path);
  return match ? getArticle(Number(match[1])) : undefined;
}

/** The one metadata builder every page uses. */
export function pageMetadata({ title, description, path, noIndex }: PageMetaInput): Metadata {
  const route = normalizePath(path);
  const url = absoluteUrl(route);
  const image = {
    url: absoluteUrl(ogImagePath(route)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${site.name}`,
    type: 'image/png',
  };
  const article = articleForPath(route);
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
