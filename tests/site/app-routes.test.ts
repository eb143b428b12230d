import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedPages, publicRoutes } from '@/site/site-routes';

/*
 * Every page of app/ is one that site/site-routes.ts knows (routesIn, or the aliases, the closed positions, the
 * 404s and the offline pages beside it): what the sitemap, the byte budgets (budgets.json, by its kind) and the
 * end-to-end walk of every route read. A route added to app/ and not there fails here, by its address.
 */

const APP = join(process.cwd(), 'app');

/** Every page.tsx under app/, as the address it exports: route groups « (fr) » dropped, a dynamic segment any name. */
function appRoutes(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(APP, dir).split(sep).filter((segment) => segment !== '' && !/^\(.*\)$/.test(segment));
    return [`/${segments.join('/')}`];
  });
}

/** The exported pages a route's address may be: the folder (« /contact/ »), or a file (« /en/404.html », « /offline.html »), a dynamic segment any. */
const patternOf = (route: string) => {
  const path = route.split('/').map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${path === '/' ? '' : path}(/|\\.html)$`);
};

describe('the routes of app/', () => {
  const routes = appRoutes();

  it('are found (the test reads the folder it means)', () => {
    expect(routes).toContain('/contact');
    expect(routes).toContain('/en/ServiceDetails/[id]');
    expect(routes.length).toBeGreaterThan(30);
  });

  it('are each an exported page site/site-routes.ts knows (routesIn): its sitemap entry, its byte budget, its place in the walk of every route', () => {
    const paths = exportedPages.map((page) => page.path);
    expect(routes.filter((route) => !paths.some((path) => patternOf(route).test(path)))).toEqual([]);
  });

  it('are there for every page site/site-routes.ts lists, a kind of request’s own page among them (lib/request/kinds/, page): its two route files', () => {
    const missing = publicRoutes.filter((page) => !routes.some((route) => patternOf(route).test(page.path))).map((page) => page.path);
    expect(missing, 'app/(fr)/<path>/page.tsx and app/(en)/en/<path>/page.tsx').toEqual([]);
  });
});
