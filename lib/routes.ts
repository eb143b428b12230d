/*
 * Every address of the site is spelt here and nowhere else: links, the sitemap, metadata,
 * structured data, the end-to-end route list, the byte budgets and the benchmark all derive
 * from this module (the lists of routes are in site-routes.ts, built from content/; this module
 * imports nothing, so content/ can use it without an import cycle). Each route is exported as a folder (trailingSlash: true), so every path
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

/** The page whose navigation link stays highlighted on a detail page or on the alias. */
function sectionPageOf(pathname: string): string | null {
  const section = detailSectionOf(pathname);
  if (section === 'service') return paths.services;
  if (section === 'article') return paths.blog;
  if (withTrailingSlash(pathname) === paths.appointmentAlias) return paths.appointment;
  return null;
}

/** « page » on the link's own route, « section » on one of its detail routes, otherwise null. */
export function matchNav(href: string, pathname: string): 'page' | 'section' | null {
  const target = withTrailingSlash(href);
  if (withTrailingSlash(pathname) === target) return 'page';
  return sectionPageOf(pathname) === target ? 'section' : null;
}

/** `/about` → `/about/`, `/` stays `/`; a query or a hash is dropped. */
export function withTrailingSlash(path: string): string {
  const trimmed = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
