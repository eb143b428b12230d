import { articles } from '../site/articles';
import { legalPages } from '../content/legal';
import { services } from '../content/services';
import { locales, type Locale } from '../lib/i18n';
import { articlePath, localeOf, pagePath, servicePath } from '../lib/routes';
import { allRoutes, closedPositionRoutes } from '../site/site-routes';

// The h1 of the pages whose heading the visitor is promised, written out here so a change of
// wording in content/ shows up as a failing test.
const fixedHeadings: Record<Locale, Partial<Record<Parameters<typeof pagePath>[0], string | RegExp>>> = {
  fr: { doctors: 'Notre Équipe Médicale', appointment: 'Prenez rendez-vous', appointmentAlias: /rendez-vous/i },
  en: { doctors: 'Our medical team', appointment: 'Book an appointment', appointmentAlias: /appointment/i },
};

// The h1 a visitor must see on the pages where the content fixes it; any h1 elsewhere.
const headings = new Map<string, string | RegExp>(
  locales.flatMap((locale) => [
    ...services[locale].map((service) => [servicePath(service.id, locale), service.title] as const),
    ...articles[locale].map((article) => [articlePath(article.id, locale), article.title] as const),
    ...Object.entries(fixedHeadings[locale]).map(([page, heading]) => [pagePath(page as Parameters<typeof pagePath>[0], locale), heading] as const),
    ...(['privacy', 'terms', 'cookies'] as const).map((page) => [pagePath(page, locale), legalPages[locale][page].title] as const),
  ]),
);

export interface RouteVisit {
  path: string;
  locale: Locale;
  heading: string | RegExp;
}

/** Every prerendered route in both languages, with the h1 a visitor must see there. */
export const routes: RouteVisit[] = allRoutes.map(({ path }) => ({ path, locale: localeOf(path), heading: headings.get(path) ?? /./ }));

/** The French routes: checks whose result cannot differ between the two languages run on these. */
export const frenchRoutes = routes.filter((route) => route.locale === 'fr');

/** Numbers no page has whatever the content: one past the highest service and published article. */
export const unknownIds = {
  service: Math.max(0, ...services.fr.map((service) => service.id)) + 1,
  article: Math.max(0, ...articles.fr.map((article) => article.id)) + 1,
};

/** Unknown paths: the host answers with the not-found page of the path's language (status 404), which adapts its message. */
export const notFoundPaths = ['/cette-page-n-existe-pas/', servicePath(unknownIds.service), '/blogDetails/abc/', '/en/no-such-page/', servicePath(unknownIds.service, 'en'), '/en/blogDetails/abc/'];

const closedPositions = new Set(closedPositionRoutes.map((route) => route.path));

/**
 * A page's template, which the pages built from one layout share: every service page (/ServiceDetails/#/), every
 * article, every open position's page, every closed position's notice, in each language; any other page is its own.
 */
export function templateOf(path: string): string {
  if (allRoutes.find((route) => route.path === path)?.kind === 'position') {
    return `${localeOf(path)} ${closedPositions.has(path) ? 'closed position' : 'open position'}`;
  }
  return path.replace(/\/\d+\//g, '/#/');
}

/** Every route, then every not-found page: what e2e/pages/every-route.spec.ts visits on the phone. */
export const everyPath: readonly string[] = [...routes.map((route) => route.path), ...notFoundPaths];

/**
 * The first path of each template among everyPath (a not-found page never shares one with a page): what the desktop
 * visits in every-route.spec.ts, reading reflow there too (e2e/a11y/reflow.ts); reflow.spec.ts reads the others.
 */
export const firstOfEachTemplate: ReadonlySet<string> = (() => {
  const notFound = new Set(notFoundPaths);
  const seen = new Set<string>();
  const first = new Set<string>();
  for (const path of everyPath) {
    const template = `${notFound.has(path) ? 404 : 200} ${templateOf(path)}`;
    if (!seen.has(template)) first.add(path);
    seen.add(template);
  }
  return first;
})();
