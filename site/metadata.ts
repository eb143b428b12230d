import type { Metadata } from 'next';
import { pages } from '@/copy/pages';
import { site, siteSource } from '@/content/site';
import type { Article } from '@/content/types';
import { defaultLocale, languageTags, locales, otherLocale, type Locale } from '@/lib/i18n';
import { pagePath, twinPath, withTrailingSlash, type PageName } from '@/lib/routes';
import { OG_IMAGE_SIZE } from '@/lib/preview-image';
import { pageUrl } from './page-settings';

export interface PageMetaInput {
  /** Page title, without the centre's name: « | <short name> » is appended here. */
  title: string;
  /** 120–160 characters, unique per page. */
  description: string;
  /** The page's own path, in its language (/about/, /en/about/); its canonical URL and its twin come from it. */
  path: string;
  locale: Locale;
  /** Keep the page out of search results (the alias of the form page, the 404). */
  noIndex?: boolean;
  /** Another page that is the real one (the alias points at the form page). */
  canonicalPath?: string;
  /** On an article's page: og:type article, with its date, author and category. */
  article?: Pick<Article, 'date' | 'author' | 'categoryName'>;
  /** The languages the page exists in, when not all (an article not yet translated). */
  languages?: readonly Locale[];
}

/** Absolute URL on the public origin (NEXT_PUBLIC_SITE_URL). */
export function absoluteUrl(path: string): string {
  return pageUrl(siteSource.url, path);
}

/**
 * The preview image of a route, derived from its path so no page has to pass it:
 * `/` → /og/home.png, `/about/` → /og/about.png, `/en/about/` → /og/en-about.png.
 * pipeline/og-images.ts reads this URL back from each exported page and draws the file there.
 */
export function ogImagePath(path: string): string {
  const slug = withTrailingSlash(path)
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]+/g, '-'))
    .join('-');
  return `/og/${slug || 'home'}.png`;
}

/**
 * The page in every language it exists in, and French (every page has it) for a visitor whose
 * language is none of them.
 */
export function languageAlternates(path: string, languages: readonly Locale[] = locales): Partial<Record<Locale, string>> & { 'x-default': string } {
  const twins = Object.fromEntries(languages.map((locale) => [locale, absoluteUrl(twinPath(path, locale))]));
  return { ...twins, 'x-default': absoluteUrl(twinPath(path, defaultLocale)) };
}

/** The one metadata builder every page uses. */
export function pageMetadata({ title, description, path, locale, noIndex, canonicalPath, article, languages = locales }: PageMetaInput): Metadata {
  const route = withTrailingSlash(path);
  const url = absoluteUrl(route);
  const centre = site[locale];
  const image = {
    url: absoluteUrl(ogImagePath(route)),
    ...OG_IMAGE_SIZE,
    alt: `${title} — ${centre.name}`,
    type: 'image/png',
  };
  const common = {
    url,
    title,
    description,
    locale: languageTags[locale].openGraph,
    alternateLocale: languages.includes(otherLocale(locale)) ? [languageTags[otherLocale(locale)].openGraph] : [],
    siteName: centre.name,
    images: [image],
  };
  return {
    // Absolute: the layout's template does not reach a page in its own segment (the home page).
    // The short name keeps titles within ~70 characters, what search results show (html-validate).
    title: { absolute: `${title} | ${centre.shortName}` },
    description,
    // Each page names its own canonical address and its twin in the other language: metadata merges
    // shallowly, so a page's alternates replace the layout's whole.
    alternates: { canonical: canonicalPath ? absoluteUrl(canonicalPath) : url, languages: languageAlternates(route, languages) },
    openGraph: article
      ? { ...common, type: 'article', publishedTime: article.date, authors: [article.author], section: article.categoryName }
      : { ...common, type: 'website' },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** A page whose title and description are in copy/pages.ts. */
export function staticPageMetadata(page: PageName & keyof (typeof pages)['fr'], locale: Locale, extra: Partial<PageMetaInput> = {}): Metadata {
  const { title, description } = pages[locale][page];
  return pageMetadata({ title, description, path: pagePath(page, locale), locale, ...extra });
}
