import { expect, test } from './fixtures';
import { routes } from './routes';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} answers 200 with its heading`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(route.heading);
    });
  }

  test('prerenders its content into the HTML itself', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      expect(html, route.path).toMatch(/<h1[^>]*>/);
      expect(html, route.path).toContain('<html lang="fr"');
    }
  });
});

test.describe('no page load requests another host', () => {
  for (const route of routes) {
    test(route.path, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
      });
      await page.goto(route.path, { waitUntil: 'networkidle' });
      expect(foreign).toEqual([]);
    });
  }
});
