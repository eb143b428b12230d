import { expect, test, type Locator, type Page } from '../fixtures';
import { ui } from '../../copy/ui';
import { pagePath } from '../../lib/routes';

/*
 * On a slow link the HTML arrives in pieces, and the browser paints what it has parsed so far; the
 * stylesheets, at the end of the page, may even come after the scripts. What is painted must stay
 * where it is when the rest arrives, or the visitor sees the page jump (a layout shift). The tests
 * serve the page's own HTML, under its own headers, cut where a piece can end, or keep its
 * stylesheets away, and compare what is drawn with the same part of the whole page.
 */

/** The opening tag of the element `selector` finds on the whole page, as the HTML writes it. */
async function openingTag(page: Page, selector: string): Promise<string> {
  const outer = await page.locator(selector).evaluate((element) => element.outerHTML);
  return outer.slice(0, outer.indexOf('>') + 1);
}

/** Where each element `locator` finds is drawn. */
function boxesOf(locator: Locator): Promise<DOMRect[]> {
  return locator.evaluateAll((all) => all.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
}

const SLIDER = 'section[aria-roledescription]';

/** Opens `path` with its HTML cut at the index `cutBefore` finds in it. */
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
  test(`${pagePath('home', locale)}: the slider's controls bar waits until every slide has arrived`, async ({ page }) => {
    const path = pagePath('home', locale);
    const controlsBar = `${SLIDER} > :first-child`;
    const track = `${SLIDER} > :nth-child(2)`;
    await page.goto(path);
    const reserved = await page.locator(controlsBar).boundingBox();
    expect(reserved?.height, 'the bar has its room on the whole page').toBeGreaterThan(0);
    const trackTag = await openingTag(page, track);
    // The slides' inner tags repeat from slide to slide: the first match is the first slide's.
    const firstSlideText = await openingTag(page, `${track} > :first-child > :last-child`);
    const lastSlide = await openingTag(page, `${track} > :last-child`);
    const pieceEnds: [string, (html: string) => number][] = [
      ['before the slides', (html) => html.indexOf(trackTag)],
      ['inside the first slide, after its picture', (html) => html.indexOf(firstSlideText)],
      ['before the last slide', (html) => html.lastIndexOf(lastSlide)],
    ];

    for (const [where, cutBefore] of pieceEnds) {
      await openCut(page, path, cutBefore);
      await expect(page.locator(SLIDER)).toHaveCount(1);
      // Drawn now, it would be pushed down by the slides still to come.
      expect(await page.locator(controlsBar).boundingBox(), where).toBeNull();
      await page.unrouteAll();
    }
  });

  test(`${pagePath('home', locale)}: the slider's controls are drawn styled when the scripts run before the stylesheets arrive`, async ({ page }) => {
    const path = pagePath('home', locale);
    const buttons = page.locator(`${SLIDER} > :first-child button`);
    await page.goto(path);
    await expect(buttons.first()).toBeVisible();
    const styled = await boxesOf(buttons);
    expect(styled.length).toBeGreaterThan(3);

    // The page's stylesheets never come: only the CSS in its HTML is there when React draws the controls.
    await page.route(/\.css$/, (route) => route.abort());
    await page.goto(path);
    await expect(buttons.first()).toBeVisible();
    expect(await boxesOf(buttons)).toEqual(styled);
  });

  test(`${pagePath('home', locale)}: the contact bar's links keep their place while the bar is still arriving`, async ({ page }) => {
    const path = pagePath('home', locale);
    const links = page.getByRole('navigation', { name: ui[locale].contactBar.label }).getByRole('link');
    await page.goto(path);
    const whole = await boxesOf(links);
    expect(whole.length).toBeGreaterThanOrEqual(3);
    const lastLink = await openingTag(page, `nav[aria-label="${ui[locale].contactBar.label}"] li:last-child > a`);

    // The bar without its last link, which is in the next piece. Its columns are as wide as their words
    // (the four words fit a 320 px screen only so), so the links present may widen by a few pixels while
    // the last one is missing; they never leave their row, their order or most of their place.
    await openCut(page, path, (html) => html.lastIndexOf('<li>', html.lastIndexOf(lastLink)));
    const cut = await boxesOf(links);
    expect(cut).toHaveLength(whole.length - 1);
    cut.forEach((box, index) => {
      const before = whole[index]!;
      expect({ top: box.top, height: box.height }).toEqual({ top: before.top, height: before.height });
      expect(Math.abs(box.left - before.left), `link ${index + 1}: left edge`).toBeLessThanOrEqual(before.width / 8);
      expect(Math.abs(box.width - before.width), `link ${index + 1}: width`).toBeLessThanOrEqual(before.width / 8);
    });
  });
}
