import { expect, test, type Page } from './fixtures';
import { ui } from '../content/ui';
import { pagePath } from '../lib/routes';

/*
 * On a slow link the HTML arrives in pieces, and the browser paints what it has parsed so far. What is
 * painted then must stay where it is when the rest arrives, or the visitor sees the page jump (a layout
 * shift). Each test serves the page's own HTML, under its own headers, cut where a piece can end, and
 * compares what is drawn with the same part of the whole page.
 */

/** The opening tag of the element `selector` finds on the whole page, as the HTML writes it. */
async function openingTag(page: Page, selector: string): Promise<string> {
  const outer = await page.locator(selector).evaluate((element) => element.outerHTML);
  return outer.slice(0, outer.indexOf('>') + 1);
}

/** Opens `path` with its HTML cut right before the last place `cutBefore` picks in it. */
async function openCut(page: Page, path: string, cutBefore: (html: string) => number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const at = cutBefore(html);
      expect(at, 'where the HTML is cut').toBeGreaterThan(0);
      await route.fulfill({ response, body: html.slice(0, at) });
    },
  );
  await page.goto(path);
}

for (const locale of ['fr', 'en'] as const) {
  test(`${pagePath('home', locale)}: the slider's controls bar does not sit at the top before the slides arrive`, async ({ page }) => {
    const path = pagePath('home', locale);
    const slider = 'section[aria-roledescription]';
    const controlsBar = `${slider} > :first-child`;
    await page.goto(path);
    const reserved = await page.locator(controlsBar).boundingBox();
    expect(reserved?.height, 'the bar has its room on the whole page').toBeGreaterThan(0);
    const track = await openingTag(page, `${slider} > :nth-child(2)`);

    await openCut(page, path, (html) => html.indexOf(track));
    await expect(page.locator(slider)).toHaveCount(1);
    // Drawn at the top of the hero, it would be pushed down by the slides when they arrive.
    expect(await page.locator(controlsBar).boundingBox()).toBeNull();
  });

  test(`${pagePath('home', locale)}: the contact bar's links keep their place while the bar is still arriving`, async ({ page }) => {
    const path = pagePath('home', locale);
    const links = page.getByRole('navigation', { name: ui[locale].contactBar.label }).getByRole('link');
    await page.goto(path);
    const whole = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(whole).toHaveLength(3);
    const lastLink = await openingTag(page, `nav[aria-label="${ui[locale].contactBar.label}"] li:last-child > a`);

    // The bar with two of its links: the third is in the next piece.
    await openCut(page, path, (html) => html.lastIndexOf('<li>', html.lastIndexOf(lastLink)));
    const cut = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(cut).toHaveLength(2);
    expect(cut).toEqual(whole.slice(0, 2));
  });
}
