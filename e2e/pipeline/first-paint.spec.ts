import { appointmentForm } from '../request/appointment-helpers';
import { expect, settled, test } from '../fixtures';
import { NEXT_STATIC } from '../../pipeline/lib/next-output';
import { services } from '../../content/services';
import { articlePath, servicePath } from '../../lib/routes';
import { WEB_FONT_ATTRIBUTE } from '../../lib/web-font';
import { articles } from '../../site/articles';
import { drawnIn } from './drawn-fonts';

// A page paints from its HTML: its own styles are inline, its stylesheets come after the first paint,
// one by one and in any order on a slow link. Nothing may move when they land.
// A service and an article: the first of each the content has.
const ROUTES = ['/', '/about/', '/services/', servicePath(services.fr[0]!.id), '/doctors/', '/contact/', '/appoitment/', '/blog/', articlePath(articles.fr[0]!.id), '/privacy/', '/en/'];

for (const path of ROUTES) {
  test(`${path}: nothing moves while the stylesheets arrive late and out of order`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: entry.sources.map((source) => source.node?.nodeName ?? '?') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The last stylesheet of the page lands first, the first one last.
    const order: string[] = [];
    await page.route(`**${NEXT_STATIC}**/*.css`, async (route) => {
      order.push(route.request().url());
      const response = await route.fetch();
      await new Promise((wake) => setTimeout(wake, 1_500 - 300 * order.length));
      await route.fulfill({ response });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await page.waitForTimeout(300);
    expect(order.length, 'the page’s stylesheets still load').toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    expect(shifts).toEqual([]);
  });
}

test('the page is already laid out before any stylesheet arrives', async ({ page }) => {
  await page.route(`**${NEXT_STATIC}**/*.css`, (route) => route.abort());
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  // The design's layout, not the browser's defaults: the header is a bar, the heading is large.
  expect(await header.evaluate((element) => getComputedStyle(element.firstElementChild!).display)).toBe('flex');
  const size = await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThan(24);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Atkinson Fallback');
});

// A first visit is drawn in the fallback alone, and does not even fetch the web font: fetched, it would
// arrive after the page began to render and be drawn in wherever its text was not painted yet, moving
// the lines around it. (Pages the service worker serves use it: e2e/offline/offline.spec.ts.)
test('a first visit is drawn in the fallback and never asks for the web font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await settled(page);
  expect(fonts).toEqual([]);
  expect(await drawnIn(page, 'h1')).not.toContain('Atkinson Hyperlegible Next');
  expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), WEB_FONT_ATTRIBUTE)).toBe(false);
});

// The framework's scripts start once the first paint is on screen (pipeline/lib/after-first-paint.ts):
// no script that fetches code enters the page before the browser has reported its first contentful
// paint. An order of events, not a timing: a script can only run once it is in the page.
for (const path of ['/', '/appoitment/', '/en/blog/']) {
  test(`${path}: the scripts start after the first paint, and React still hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const added: { src: string; afterPaint: boolean }[] = [];
      (window as unknown as { addedScripts: typeof added }).addedScripts = added;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src && !node.noModule) {
            added.push({ src: new URL(node.src).pathname, afterPaint: performance.getEntriesByName('first-contentful-paint').length > 0 });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    // The router mounts its announcer on hydration.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    const added = await page.evaluate(() => (window as unknown as { addedScripts: { src: string; afterPaint: boolean }[] }).addedScripts);
    expect(added.length, 'the framework’s chunks').toBeGreaterThan(3);
    expect(added.filter((script) => !script.afterPaint)).toEqual([]);
  });
}

test('the form is ready once its scripts have run: enabled, takes input', async ({ page }) => {
  await page.goto('/appoitment/');
  const form = appointmentForm(page);
  // The submit button turns on at hydration.
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  const name = form.locator('[name="fullName"]');
  await name.fill('Awa Ndongo');
  await expect(name).toHaveValue('Awa Ndongo');
});
