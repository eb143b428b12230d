import { articles } from '@/content/articles';
import { services } from '@/content/services';
import { articlePath, paths, servicePath } from './routes';

/**
 * What a page is, for the byte budgets: pages of one kind are built from the same parts, so they
 * share a budget (budgets.json is keyed by these names).
 */
export type RouteKind = 'home' | 'form' | 'blog' | 'article' | 'services' | 'service' | 'content';

/** A public, indexable route of the site. */
export interface PublicRoute {
  path: string;
  kind: RouteKind;
  /** ISO date of the last real change, when we know it (articles). */
  lastModified?: string;
}

/*
 * Every page a search engine should index, in the order of the navigation.
 * Not here on purpose: the alias (noindex, canonical to the real form page) and the 404.
 */
export const publicRoutes: PublicRoute[] = [
  { path: paths.home, kind: 'home' },
  { path: paths.about, kind: 'content' },
  { path: paths.services, kind: 'services' },
  ...services.map((service) => ({ path: servicePath(service.id), kind: 'service' as const })),
  { path: paths.doctors, kind: 'content' },
  { path: paths.blog, kind: 'blog', lastModified: articles.map((article) => article.date).sort().at(-1) },
  ...articles.map((article) => ({ path: articlePath(article.id), kind: 'article' as const, lastModified: article.date })),
  { path: paths.contact, kind: 'form' },
  { path: paths.appointment, kind: 'form' },
  { path: paths.privacy, kind: 'content' },
  { path: paths.terms, kind: 'content' },
  { path: paths.cookies, kind: 'content' },
];

/** Every exported page a visitor can land on: the public routes, then the alias. */
export const allRoutes: PublicRoute[] = [...publicRoutes, { path: paths.appointmentAlias, kind: 'content' }];

/** What Next writes for an unknown address: 404.html is what a static host serves there. */
export const notFoundPages = ['/404.html', '/404/', '/_not-found/'];

/** Every HTML page of the export, with its kind. */
export const exportedPages: PublicRoute[] = [
  ...allRoutes,
  ...notFoundPages.map((path) => ({ path, kind: 'content' as const })),
];

/** The kind of an exported page, or undefined for a page nobody declared. */
export function kindOf(path: string): RouteKind | undefined {
  return exportedPages.find((page) => page.path === path)?.kind;
}
