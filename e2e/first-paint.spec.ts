import { expect, test, type Page } from './fixtures';

// A page paints from its HTML: its own styles are inline, its stylesheets come after the first paint,
// one by one and in any order on a slow link. Nothing may move when they land.
const ROUTES = ['/', '/about/', '/services/', '/ServiceDetails/1/', '/doctors/', '/contact/', '/appoitment/', '/blog/', '/blogDetails/1/', '/privacy/', '/en/'];

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
    await page.route('**/_next/static/**/*.css', async (route) => {
      order.push(route.request().url());
      const response = await route.fetch();
      await new Promise((wake) => setTimeout(wake, 1_500 - 300 * order.length));
      await route.fulfill({ response });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(order.length, 'the page’s stylesheets still load').toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; sources: string[] }[] }).shifts);
    expect(shifts).toEqual([]);
  });
}

test('the page is already laid out before any stylesheet arrives', async ({ page }) => {
  await page.route('**/_next/static/**/*.css', (route) => route.abort());
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  // The design's layout, not the browser's defaults: the header is a bar, the heading is large.
  expect(await header.evaluate((element) => getComputedStyle(element.firstElementChild!).display)).toBe('flex');
  const size = await page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThan(24);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Atkinson Fallback');
});

/** The fonts Chromium really drew an element's text in (its computed font-family only lists wishes). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

// The first page paints without waiting for the web font (it is not preloaded, and `optional` never swaps
// it in late); the page fetches it all the same, and from the next page on the text is drawn in it.
test('from the second page on, the text is drawn in the web font that the first page fetched', async ({ page }) => {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.family === 'atkinson' && face.status === 'loaded').length))
    .toBe(2);
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await drawnIn(page, 'h1')).toEqual(['Atkinson Hyperlegible Next']);
  expect(await drawnIn(page, 'main p')).toEqual(['Atkinson Hyperlegible Next']);
});
