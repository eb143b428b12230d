import { expect, test, type Locator, type Page } from '../fixtures';
import { articles as articlesByLocale } from '../../site/articles';
import { homeServiceCards as homeServiceCardsByLocale, services as servicesByLocale } from '../../content/services';
import { navigation } from '../../copy/navigation';
import { proseBlocks, type Prose } from '../../lib/prose';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const homeServiceCards = homeServiceCardsByLocale.fr;
const services = servicesByLocale.fr;
const mainNav = navigation.fr.main;

/*
 * What crawlers and link-preview bots see: pages loaded with JavaScript off must still show
 * their headings, their main text and links that lead somewhere.
 */
test.use({ javaScriptEnabled: false });

const service = services[0]!;
const article = articles[0]!;
const firstParagraph = (prose: Prose) => {
  const block = proseBlocks(prose).find((item) => item.kind === 'paragraph');
  if (!block) throw new Error('no paragraph in content');
  return block.text;
};

/** Visible and not faded out by a style that waits for JS (reveal animations start at opacity 0). */
async function expectReadable(locator: Locator) {
  await expect(locator).toBeVisible();
  const opacity = await locator.evaluate((element) => {
    let value = 1;
    for (let node: Element | null = element; node; node = node.parentElement) value *= Number(getComputedStyle(node).opacity);
    return value;
  });
  expect(opacity).toBeGreaterThan(0.9);
}

/** Every link of the page to our own site answers 200 from the static host. */
async function expectLinksWork(page: Page) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const internal = [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0]!))];
  expect(internal.length).toBeGreaterThan(5);
  for (const href of internal) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

test.describe('with JavaScript disabled', () => {
  test('the home page shows its heading, its services and working links', async ({ page }) => {
    await page.goto('/');
    await expectReadable(page.getByRole('heading', { level: 1 }));
    const main = page.locator('main');
    for (const card of homeServiceCards) await expectReadable(main.getByText(card.title, { exact: true }).first());
    await expectLinksWork(page);
    // A plain link click navigates without any client router.
    await main.getByRole('link', { name: 'Voir tous nos services' }).click();
    await expect(page).toHaveURL(/\/services\/?$/);
    await expectReadable(page.getByRole('heading', { level: 1 }));
  });

  test('a service page shows its title, its text, its prices and working links', async ({ page }) => {
    await page.goto(`/ServiceDetails/${service.id}/`);
    await expectReadable(page.getByRole('heading', { level: 1, name: service.title }));
    const main = page.locator('main');
    await expectReadable(main.getByText(service.description).first());
    await expectReadable(main.getByText(firstParagraph(service.body)).first());
    await expectReadable(main.getByText(service.features[0]!).first());
    await expectReadable(main.getByText(service.prices[0]!.option).first());
    await expectLinksWork(page);
    await main.getByRole('link', { name: /retour/i }).first().click();
    await expect(page).toHaveURL(/\/services\/?$/);
  });

  test('an article shows its title, its body and working links', async ({ page }) => {
    await page.goto(`/blogDetails/${article.id}/`);
    await expectReadable(page.getByRole('heading', { level: 1, name: article.title }));
    const main = page.locator('main');
    await expectReadable(main.getByText(firstParagraph(article.body)).first());
    const headings = proseBlocks(article.body).filter((block) => block.kind === 'heading');
    for (const heading of headings) await expectReadable(main.getByRole('heading', { name: heading.text }));
    await expectLinksWork(page);
    await main.getByRole('link', { name: /retour au blog/i }).first().click();
    await expect(page).toHaveURL(/\/blog\/?$/);
  });

  test('every main section stays reachable through plain links in the footer', async ({ page }) => {
    await page.goto(`/blogDetails/${article.id}/`);
    const footer = page.locator('footer').last();
    for (const link of mainNav) {
      const anchor = footer.locator(`a[href="${link.href}"], a[href="${link.href}/"]`).first();
      await expectReadable(anchor);
    }
  });
});
