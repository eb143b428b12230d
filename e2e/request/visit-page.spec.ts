import { visitCopy } from '../../copy/request/visit';
import { site } from '../../content/site';
import { visitPath } from '../../lib/routes';
import { expect, settled, test } from '../fixtures';

/*
 * A visit's page (issue 77) in a build without a request gateway (build:e2e's export): there is no visit to read,
 * so the page asks nothing of anyone, whatever its fragment holds, and says to call, with the centre's phone and
 * WhatsApp. Never indexed, never in the sitemap. Its page with a gateway: visit-gateway.spec.ts.
 */

const TOKEN = 'q3Vb7yK1pZr0Lm9sT2wXcA';

test('without a gateway, the visit’s page asks nothing and says to call, with the centre’s phone and WhatsApp; it is in no sitemap and no search engine', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${visitPath('fr')}#${TOKEN}`);
  await settled(page);
  const words = visitCopy.fr;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.page.title);
  await expect(page.locator('[data-visit-page="no-gateway"]')).toHaveText(words.noGateway);
  const phone = site.fr.phones.reception;
  const main = page.locator('main');
  await expect(main.locator(`a[href="tel:${phone.e164}"]`)).toBeVisible();
  await expect(main.locator(`a[href="${site.fr.social.whatsapp}"]`)).toBeVisible();
  // Nothing left the site: no gateway, no provider, and the token in no address.
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(requests.filter((url) => url.includes(TOKEN))).toEqual([]);
  expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }))).toEqual({ local: 0, session: 0 });

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('rendez-vous');
  // In no menu either: no other page links to it.
  await page.goto('/');
  await expect(page.locator('a[href*="rendez-vous"]')).toHaveCount(0);
});

test('in English too; its language switch keeps the fragment, so the other language’s page reads the same visit', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(`${visitPath('en')}#${TOKEN}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitCopy.en.page.title);
  await expect(page.locator('[data-visit-page="no-gateway"]')).toHaveText(visitCopy.en.noGateway);
  await expect(page.locator(`a[hreflang="fr"]`).first()).toHaveAttribute('href', `${visitPath('fr')}#${TOKEN}`);
});
