import { expect, test } from '../fixtures';
import { undrawnIcons } from './drawn-icons';
import { openMenu } from '../menu';
import { pagePath } from '../../lib/routes';

/*
 * Icons are symbols of one SVG file (components/ui/icons.svg) that each page points into. These
 * tests fail if a page names a symbol the file lacks, if the file is not where the page looks, or if
 * the policy blocks it (the fixtures fail on any CSP violation).
 */
test('every icon of the home page is drawn, from one file fetched once and kept for a year', async ({ page }) => {
  const sprites: { url: string; cacheControl: string | null; status: number }[] = [];
  page.on('response', (response) => {
    if (/\/icons\.[^/]*\.svg$/.test(new URL(response.url()).pathname)) {
      sprites.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? null, status: response.status() });
    }
  });
  await page.goto('/');
  await expect.poll(() => undrawnIcons(page)).toMatchObject({ undrawn: [] });
  const { drawn } = await undrawnIcons(page);
  // The header, the hero's buttons, the service cards, the FAQ, the footer and the contact bar all have icons.
  expect(drawn).toBeGreaterThan(20);
  const hrefs = await page.locator('svg > use').evaluateAll((uses) => [...new Set(uses.map((use) => use.getAttribute('href')?.split('#')[0]))]);
  expect(hrefs).toHaveLength(1);
  expect(sprites).toHaveLength(1);
  expect(sprites[0]).toMatchObject({ status: 200, cacheControl: expect.stringContaining('immutable') });
});

test('icons shown on demand (the open menu’s close icon) come from the same file', async ({ page }) => {
  await page.goto(pagePath('services', 'en'));
  await openMenu(page);
  await expect.poll(() => undrawnIcons(page)).toMatchObject({ undrawn: [] });
  expect((await undrawnIcons(page)).drawn).toBeGreaterThan(5);
});
