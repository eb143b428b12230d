import { expectNoA11yViolations } from '../a11y/a11y';
import { expectReflowOnThisPage } from '../a11y/reflow';
import { squeezedIcons } from '../pipeline/drawn-icons';
import { expect, settled, test } from '../fixtures';
import { languageTags, locales } from '../../lib/i18n';
import { localeOf, pagePath } from '../../lib/routes';
import { firstOfEachTemplate, notFoundPaths, routes } from '../routes';
import { E2E_CONNECT_SOURCES } from '../../harness/e2e-build-env';

function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const visits = [
  ...routes.map((route) => ({ ...route, status: 200 })),
  ...notFoundPaths.map((path) => ({ path, heading: /./, status: 404 })),
];

// Also through nginx (playwright.deploy.config.ts): both home pages, the form, and a not-found page in each language.
const THROUGH_NGINX = new Set([
  pagePath('home', 'fr'),
  pagePath('home', 'en'),
  pagePath('appointment', 'fr'),
  ...locales.map((locale) => notFoundPaths.find((path) => localeOf(path) === locale)),
]);

// One visit per route and project (mobile, desktop) checks everything every page owes, so the
// suite loads each page once for all of it (page loads are what make the suite slow):
//  - it answers with its status and shows exactly one h1, the right one;
//  - nothing is requested from another host, even once the page has settled;
//  - no other route is fetched ahead (links never prefetch: components/ui/link.tsx);
//  - it is served with its own strict CSP, and runs under it with no violation (the fixture fails on any);
//  - its inline scripts ran and React hydrated, so the policy did not silently block the app;
//  - every icon on screen is drawn at its full size, none squeezed by a row short of room;
//  - axe-core finds no violation of any impact (WCAG 2.2 A/AA and best practices, and AAA's 7:1
//    contrast), and every target is 44 × 44 px (AAA: e2e/a11y/a11y.ts).
// The phone project visits every route at 360 px, the narrowest common phone, where text and targets are
// tightest. The desktop, at 1280 px, where rows have room, visits one page of each template in each language
// (the first service, the first article, the first open position and a closed one's notice, every not-found page): the others share its layout,
// and the phone has read their words already. CI's 20 minutes are why. The desktop's visit then reads reflow at
// 320 px and at 200 % zoom on the same page (e2e/a11y/reflow.ts): one load for both; reflow.spec.ts loads the others.
const PHONE_WIDTH = 360;
test.beforeEach(async ({ page, viewport }) => {
  if (viewport && viewport.width < PHONE_WIDTH + 100) await page.setViewportSize({ width: PHONE_WIDTH, height: viewport.height });
});

for (const visit of visits) {
  // The desktop reads one page of each template (playwright.config.ts, PHONE_ONLY).
  const tag = [...(THROUGH_NGINX.has(visit.path) ? ['@nginx'] : []), ...(firstOfEachTemplate.has(visit.path) ? [] : ['@phone-only'])];
  test(`${visit.path}: status, heading, no other host, real CSP, no accessibility violation`, { tag }, async ({ page, baseURL, isMobile }) => {
    // axe-core over a whole page takes several seconds on a slow machine.
    test.setTimeout(90_000);
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const routePayloads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
      // Client navigation and prefetching fetch a route's RSC payload with an _rsc query.
      if (url.searchParams.has('_rsc')) routePayloads.push(url.pathname);
    });

    const response = await page.goto(visit.path);
    await settled(page);
    expect(response?.status()).toBe(visit.status);
    const policy = response?.headers()['content-security-policy'];
    expect(policy, 'served with a Content-Security-Policy header').toBeTruthy();
    const csp = directives(policy!);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // The relay's and the notices' origins only because build:e2e sets them (pipeline/lib/security-policy.ts, connectSources).
    expect(csp.get('connect-src')).toEqual(E2E_CONNECT_SOURCES);

    // The /appointment/ alias moves on to the form page by itself: check the page it lands on.
    const locale = localeOf(visit.path);
    if (visit.path === pagePath('appointmentAlias', locale)) await page.waitForURL(`**${pagePath('appointment', locale)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale].lang);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(visit.heading);
    // The router mounts its announcer on hydration; the inline scripts fill __next_f.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown }).__next_f))).toBe(true);

    expect(await squeezedIcons(page), 'icons drawn smaller than their size').toEqual([]);
    await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
    expect(foreign, 'requests to another host').toEqual([]);
    expect(routePayloads, 'routes fetched ahead of a click').toEqual([]);
    if (!isMobile) await expectReflowOnThisPage(page);
  });
}

test('every route prerenders its h1 into the HTML itself, in its language', { tag: '@phone-only' }, async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html, route.path).toMatch(/<h1[^>]*>/);
    expect(html, route.path).toContain(`<html lang="${languageTags[route.locale].lang}"`);
  }
});
