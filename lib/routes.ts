import { defaultLocale, locales, type Locale, type Translated } from './i18n';

/*
 * Every address of the site is spelt here and nowhere else: links, the sitemap, metadata,
 * structured data, the end-to-end route list, the byte budgets and the benchmark all derive
 * from this module (the lists of routes are in site-routes.ts, built from content/; this module
 * imports no content, so content/ can use it without an import cycle).
 * Each route is exported as a folder (trailingSlash: true), so every path ends with « / »: that is
 * the address a static host answers without a redirect. French lives at the root, English mirrors
 * every French path under /en/, so each page has exactly one twin.
 */

const PAGES = {
  home: '/',
  about: '/about/',
  services: '/services/',
  // Every price of every service on one page (French word: the address a family will type or print).
  prices: '/tarifs/',
  doctors: '/doctors/',
  blog: '/blog/',
  contact: '/contact/',
  // Misspelt on purpose: it is the address the centre has already printed and shared.
  appointment: '/appoitment/',
  // The correct spelling, a small page that forwards to the one above.
  appointmentAlias: '/appointment/',
  // French word, as the centre will print it on a flyer: the page for carers and nurses looking for work.
  careers: '/recrutement/',
  privacy: '/privacy/',
  terms: '/terms/',
  cookies: '/cookies/',
} as const;

export type PageName = keyof typeof PAGES;

/** Every page by its name, for the content files that link to one (a slide's button, a FAQ answer's link). */
// Pure: the browser's bundles, which import this module for its paths, drop it unread.
export const PAGE_NAMES = /* @__PURE__ */ Object.keys(PAGES) as [PageName, ...PageName[]];

const LOCALE_PREFIX: Record<Locale, string> = { fr: '', en: '/en' };

export function pagePath(page: PageName, locale: Locale): string {
  return `${LOCALE_PREFIX[locale]}${PAGES[page]}`;
}

/** A page's address in every language, for links written in content/. */
export function pageLink(page: PageName): Translated<string> {
  return { fr: pagePath(page, 'fr'), en: pagePath(page, 'en') };
}

const SERVICE_PREFIX = '/ServiceDetails/';
const ARTICLE_PREFIX = '/blogDetails/';

export function servicePath(id: number, locale: Locale = defaultLocale): string {
  return `${LOCALE_PREFIX[locale]}${SERVICE_PREFIX}${id}/`;
}

export function articlePath(id: number, locale: Locale = defaultLocale): string {
  return `${LOCALE_PREFIX[locale]}${ARTICLE_PREFIX}${id}/`;
}

/** An open position's page, under the careers page: /recrutement/aide-soignant-domicile/ (the slug is its file's name). */
export function positionPath(slug: string, locale: Locale = defaultLocale): string {
  return `${pagePath('careers', locale)}${slug}/`;
}

/**
 * The page the service worker shows for a page never opened, when there is no connection: exported as a
 * page (/offline/, /en/offline/), then kept as a plain file without scripts (/offline.html), so that it
 * needs nothing but its HTML, its styles and its font.
 */
export function offlinePagePath(locale: Locale = defaultLocale): string {
  return `${LOCALE_PREFIX[locale]}/offline.html`;
}

/**
 * The editor of the site's content (Decap CMS, public/admin/): a tool for the centre's staff, not a
 * page of the site. It has its own policy (pipeline/lib/admin-policy.ts), is never indexed, listed in
 * the sitemap, counted in the byte budgets, nor kept by the service worker.
 */
export const ADMIN_PATH = '/admin/';

/**
 * What the live site carries: the commit of content/ it was built from and when (pipeline/version-file.ts
 * writes it at build time; the editor reads it after « Publier »: editor/online/). Never cached.
 */
export const SITE_VERSION_PATH = '/version.json';

/**
 * What a request must match that only the content knows (the form's services, the open positions, the
 * appointments' hours and the days closed), as the build saw it: pipeline/request-rules.ts writes it at every
 * build (so the daily rebuild keeps it true), and the request gateway reads it from the site it serves
 * (lib/request/site-rules.ts), since it is deployed apart from the content. Public facts only.
 */
export const REQUEST_RULES_PATH = '/request-rules.json';

/**
 * A visit's page (issue 77): the appointment agreed on the phone, opened from its confirmation message on any phone
 * (a daughter's abroad too), by the secret in its address's fragment, which no server's log keeps. Not a page of the
 * menus, the sitemap or the search engines: it shows nothing without its fragment.
 */
export function visitPath(locale: Locale = defaultLocale): string {
  return `${LOCALE_PREFIX[locale]}/rendez-vous/`;
}

/** The link a confirmation message carries: the visit's page on the site's origin, its token in the fragment. */
export function visitLink(siteOrigin: string, locale: Locale, token: string): string {
  return `${withoutTrailingSlashes(siteOrigin)}${visitPath(locale)}#${token}`;
}

/** Where a request waiting on the device is shown: the form page's panel, which takes the form's place. */
export const PENDING_REQUEST_ID = 'demande-en-attente';

export function pendingRequestPath(locale: Locale): string {
  return `${pagePath('appointment', locale)}#${PENDING_REQUEST_ID}`;
}

/** Where « Rappelez-moi » is on a page that has it (the home page, /contact, each service's page). */
export const CALLBACK_ID = 'rappel';

/** The call-back of the contact page: where the contact bar leads from a page without one. */
export function callbackPath(locale: Locale): string {
  return `${pagePath('contact', locale)}#${CALLBACK_ID}`;
}

/** Where the application form is on /recrutement/ and on each position's page; ?poste=<slug> chooses a position in it (links shared before positions had pages). */
export const APPLICATION_ID = 'candidature';
export const POSITION_PARAM = 'poste';

/** The language of an address: English under /en/, French everywhere else. */
export function localeOf(pathname: string): Locale {
  return locales.find((locale) => LOCALE_PREFIX[locale] && isUnder(pathname, LOCALE_PREFIX[locale])) ?? defaultLocale;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The address without its language prefix: /en/about/ → /about/. */
export function withoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOf(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** The same page in another language: /about/ ↔ /en/about/. */
export function twinPath(pathname: string, locale: Locale): string {
  return `${LOCALE_PREFIX[locale]}${withoutLocale(pathname)}`;
}

/**
 * Where Next prerenders the pages that stand in for another one (the not-found pages, the offline
 * page): their twin would not be the page the visitor asked for, so the switch leads home.
 */
const STAND_IN_PATHS = new Set(['/_not-found', '/_not-found/', '/404', '/404/', '/offline', '/offline/']);

/** Where the language switch of a page leads: its twin, or the other language's home from a stand-in page. */
export function languageSwitchPath(pathname: string, locale: Locale): string {
  return STAND_IN_PATHS.has(withoutLocale(pathname)) ? pagePath('home', locale) : twinPath(pathname, locale);
}

/** The detail section a path belongs to, whether or not the id exists (the 404 page reads it). */
export type DetailSection = 'service' | 'article';

export function detailSectionOf(pathname: string): DetailSection | null {
  const path = withoutLocale(pathname);
  if (path.startsWith(SERVICE_PREFIX) || path === SERVICE_PREFIX.slice(0, -1)) return 'service';
  if (path.startsWith(ARTICLE_PREFIX) || path === ARTICLE_PREFIX.slice(0, -1)) return 'article';
  return null;
}

/** The page whose navigation link stays highlighted on a detail page or on the alias. */
function sectionPageOf(pathname: string): PageName | null {
  const section = detailSectionOf(pathname);
  if (section === 'service') return 'services';
  if (section === 'article') return 'blog';
  const path = withTrailingSlash(withoutLocale(pathname));
  if (path === PAGES.appointmentAlias) return 'appointment';
  if (path.startsWith(PAGES.careers) && path !== PAGES.careers) return 'careers';
  return null;
}

/** « page » on the link's own route, « section » on one of its detail routes, otherwise null. */
export function matchNav(href: string, pathname: string): 'page' | 'section' | null {
  const target = withTrailingSlash(href);
  if (withTrailingSlash(pathname) === target) return 'page';
  const section = sectionPageOf(pathname);
  return section && pagePath(section, localeOf(pathname)) === target ? 'section' : null;
}

/** An origin or a URL without the slashes that may end it (« https://site.cm/ » → « https://site.cm »). */
export const withoutTrailingSlashes = (url: string): string => url.replace(/\/+$/, '');

/** `/about` → `/about/`, `/` stays `/`; a query or a hash is dropped. */
export function withTrailingSlash(path: string): string {
  const trimmed = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
