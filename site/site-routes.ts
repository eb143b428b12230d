import { articles } from './articles';
import { closedJobs, jobs } from '@/content/jobs';
import { services } from '@/content/services';
import { locales, otherLocale, type Locale } from '@/lib/i18n';
import { CLOSED_NOTICE_SLUG } from '@/lib/jobs';
import { newestFirst } from '@/lib/newest-first';
import { KIND_PAGES } from '@/lib/request/kinds';
import { articlePath, offlinePagePath, pagePath, positionPath, servicePath, visitPath, type PageName } from '@/lib/routes';

/**
 * What a page is, for the byte budgets: pages of one kind are built from the same parts, so they
 * share a budget (budgets.json is keyed by these names), whatever their language.
 */
export type RouteKind = 'home' | 'form' | 'blog' | 'article' | 'services' | 'service' | 'prices' | 'content' | 'position' | 'visit';

/** A public, indexable route of the site. */
export interface PublicRoute {
  path: string;
  kind: RouteKind;
  locale: Locale;
  /** Which page of lib/routes.ts it is, for the pages with a name (not the services, articles and stand-ins). */
  page?: PageName;
  /** ISO date of the last real change, when we know it (articles). */
  lastModified?: string;
  /** The languages the page exists in, when not all: an article not yet translated is French only. */
  languages?: readonly Locale[];
}

/*
 * Every page a search engine should index, in the order of the navigation, French first, then its
 * English twin. Not here on purpose: the alias (noindex, canonical to the real form page) and the 404s.
 */
function routesIn(locale: Locale): PublicRoute[] {
  const list = articles[locale];
  const named = (page: PageName, kind: RouteKind): PublicRoute => ({ path: pagePath(page, locale), kind, locale, page });
  return [
    named('home', 'home'),
    named('about', 'content'),
    named('services', 'services'),
    ...services[locale].map((service) => ({ path: servicePath(service.id, locale), kind: 'service' as const, locale })),
    named('prices', 'prices'),
    named('doctors', 'content'),
    { ...named('blog', 'blog'), lastModified: [...list].sort(newestFirst)[0]?.date },
    ...list.map((article) => ({
      path: articlePath(article.id, locale),
      kind: 'article' as const,
      locale,
      lastModified: article.date,
      ...(article.locales.length < locales.length ? { languages: article.locales } : {}),
    })),
    named('contact', 'form'),
    // Each kind of request's page of its own (its form the page's one script of weight: the appointment's, the
    // application's, any kind added with its page), from the kinds' table (request-pages.ts).
    ...KIND_PAGES.map(({ page }) => named(page, 'form')),
    // An open position's page: the post, its JobPosting and the same form, the post chosen.
    ...jobs[locale].map((job) => ({ path: positionPath(job.slug, locale), kind: 'position' as const, locale, lastModified: job.datePosted })),
    named('privacy', 'content'),
    named('terms', 'content'),
    named('cookies', 'content'),
  ];
}

export const publicRoutes: PublicRoute[] = locales.flatMap(routesIn);

/**
 * The addresses of positions closed within the settings' grace period, and the notice that names none
 * (lib/jobs.ts, CLOSED_NOTICE_SLUG): each says « filled or closed », with the open positions and the
 * spontaneous application (noindex, in no sitemap).
 */
export const closedPositionRoutes: PublicRoute[] = locales.flatMap((locale) =>
  [...closedJobs[locale].map((job) => job.slug), CLOSED_NOTICE_SLUG].map((slug) => ({ path: positionPath(slug, locale), kind: 'position' as const, locale })),
);

/**
 * A visit's page (issue 77), opened from its confirmation message by the token in its address's fragment: a page a
 * visitor lands on (the walk of every route, a byte budget of its own kind), never indexed nor in the sitemap.
 */
export const visitRoutes: PublicRoute[] = locales.map((locale) => ({ path: visitPath(locale), kind: 'visit', locale }));

/** Every exported page a visitor can land on: the public routes, then the aliases, the closed positions' addresses and the visit's page. */
export const allRoutes: PublicRoute[] = [
  ...publicRoutes,
  ...locales.map((locale) => ({ path: pagePath('appointmentAlias', locale), kind: 'content' as const, locale, page: 'appointmentAlias' as const })),
  ...closedPositionRoutes,
  ...visitRoutes,
];

/**
 * The pages of `locale` that have no twin in the other language (articles not yet translated), and
 * where the language switch leads from each instead: the other language's blog.
 */
export function pagesWithoutTwin(locale: Locale): Record<string, string> {
  const other = otherLocale(locale);
  return Object.fromEntries(
    articles[locale].filter((article) => !article.locales.includes(other)).map((article) => [articlePath(article.id, locale), pagePath('blog', other)]),
  );
}

/** Where each language's not-found page is exported (a host serves it at any unknown address). */
export const notFoundPaths: Record<Locale, string> = { fr: '/404.html', en: '/en/404.html' };

/** What Next writes for an unknown address (its 404 twice more), and the English page the build moves to /en/404.html. */
const notFoundPages: { path: string; locale: Locale }[] = [
  { path: notFoundPaths.fr, locale: 'fr' },
  { path: '/404/', locale: 'fr' },
  { path: '/_not-found/', locale: 'fr' },
  { path: notFoundPaths.en, locale: 'en' },
];

/** The pages the service worker shows offline (no search engine, no link leads there). */
export const offlinePages: PublicRoute[] = locales.map((locale) => ({ path: offlinePagePath(locale), kind: 'content', locale }));

/** Every HTML page of the export, with its kind. */
export const exportedPages: PublicRoute[] = [
  ...allRoutes,
  ...notFoundPages.map((page) => ({ ...page, kind: 'content' as const })),
  ...offlinePages,
];

/** The exported page at that path, or undefined for a page nobody declared. */
export function routeAt(path: string): PublicRoute | undefined {
  return exportedPages.find((page) => page.path === path);
}

/** The kind of an exported page, or undefined for a page nobody declared. */
export function kindOf(path: string): RouteKind | undefined {
  return routeAt(path)?.kind;
}
