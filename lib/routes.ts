import { articles } from '@/content/articles';
import { services } from '@/content/services';

/*
 * Every address of the site is spelt here and nowhere else: links, the sitemap, metadata,
 * structured data, the end-to-end route list, the byte budgets and the benchmark all derive
 * from this module. Each route is exported as a folder (trailingSlash: true), so every path
 * ends with « / »: that is the address a static host answers without a redirect.
 */

export const paths = {
  home: '/',
  about: '/about/',
  services: '/services/',
  doctors: '/doctors/',
  blog: '/blog/',
  contact: '/contact/',
  // Misspelt on purpose: it is the address the centre has already printed and shared.
  appointment: '/appoitment/',
  // The correct spelling, a small page that forwards to the one above.
  appointmentAlias: '/appointment/',
  privacy: '/privacy/',
  terms: '/terms/',
  cookies: '/cookies/',
} as const;

export type PageName = keyof typeof paths;

const SERVICE_PREFIX = '/ServiceDetails/';
const ARTICLE_PREFIX = '/blogDetails/';

export function servicePath(id: number): string {
  return `${SERVICE_PREFIX}${id}/`;
}

export function articlePath(id: number): string {
  return `${ARTICLE_PREFIX}${id}/`;
}

/** The detail section a path belongs to, whether or not the id exists (the 404 page reads it). */
export type DetailSection = 'service' | 'article';

export function detailSectionOf(pathname: string): DetailSection | null {
  if (pathname.startsWith(SERVICE_PREFIX) || pathname === SERVICE_PREFIX.slice(0, -1)) return 'service';
  if (pathname.startsWith(ARTICLE_PREFIX) || pathname === ARTICLE_PREFIX.slice(0, -1)) return 'article';
  return null;
}

/** The list page whose navigation link stays highlighted on a detail page or an alias. */
export function sectionPageOf(pathname: string): string | null {
  const section = detailSectionOf(pathname);
  if (section === 'service') return paths.services;
  if (section === 'article') return paths.blog;
  if (withTrailingSlash(pathname) === paths.appointmentAlias) return paths.appointment;
  return null;
}

/** `/about` → `/about/`, `/` stays `/`; a query or a hash is dropped. */
export function withTrailingSlash(path: string): string {
  const trimmed = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

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
