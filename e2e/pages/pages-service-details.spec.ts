import { expect, test, type Page } from '../fixtures';
import { getService as getServiceIn, services as servicesByLocale } from '../../content/services';
import { phoneList as phoneListIn, site as siteByLocale } from '../../content/site';
import { priceText } from '../../copy/prices';
import { proseBlocks } from '../../lib/prose';
import { followLink } from '../links';

// The French views: these tests check the French site (the English one has its own).
const getService = (id: number) => getServiceIn(id, 'fr');
const services = servicesByLocale.fr;
const phoneList = phoneListIn('fr');
const site = siteByLocale.fr;

// fr-CM groups thousands with a narrow no-break space; compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').replace(/\s+/g, ' ').trim();

// Every service of content/, whatever the centre has made of them (the shipped price list is held to
// the spec by npm run check:spec).
for (const service of services) {
  const { id } = service;
  test(`service ${id}: header, panels and every line of its price list`, async ({ page }) => {
    await page.goto(`/ServiceDetails/${id}/`);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);

    await expect(main.getByRole('link', { name: 'Retour aux services' })).toHaveAttribute('href', '/services/');
    const image = main.locator('img').first();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /.{10,}/);
    await expect(image).toHaveAttribute('loading', 'eager');

    const call = main.getByRole('link', { name: 'Nous appeler' });
    const tel = (await call.getAttribute('href'))!;
    expect(phoneList.map((phone) => `tel:${phone.e164}`)).toContain(tel);
    await expect(main.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact/');

    // The long description as it was written: its titles as headings, its paragraphs, not a flat blob.
    const article = main.getByRole('article');
    const blocks = proseBlocks(service.body);
    for (const block of blocks.filter((candidate) => candidate.kind === 'heading')) {
      await expect(article.getByRole('heading', { level: 2, name: block.text })).toBeVisible();
    }
    expect(await article.locator('p').count()).toBeGreaterThanOrEqual(blocks.filter((block) => block.kind === 'paragraph').length);

    const features = main.getByRole('region', { name: 'Ce service comprend' }).getByRole('listitem');
    await expect(features).toHaveText(service.features);

    const prices = main.getByRole('region', { name: 'Nos tarifs' });
    const lines = prices.locator('dl > div');
    await expect(lines).toHaveCount(service.prices.length);
    for (const [index, line] of service.prices.entries()) {
      await expect(lines.nth(index).locator('dt')).toHaveText(line.option);
      expect(plain(await lines.nth(index).locator('dd').textContent()), `service ${id}, line ${index + 1}`).toBe(plain(priceText(line, 'fr')));
    }
    await expect(prices).toContainText(/indicatifs/);
    await expect(prices).toContainText(/évaluation personnalisée/);

    const practical = main.getByRole('region', { name: 'Informations pratiques' });
    await expect(practical).toContainText(/Yaoundé/);
    await expect(practical).toContainText(site.serviceZone);
    await expect(practical).toContainText(/7 jours sur 7/);
    await expect(practical).toContainText(/7\sh à 22\sh/);
    await expect(practical).toContainText('Sans engagement, flexible');
  });
}

const headerLinks = [
  { title: '« Demander un devis » leads to /contact', from: '/ServiceDetails/3/', name: 'Demander un devis', to: /\/contact\/$/ },
  { title: 'the back link returns to the list of services', from: '/ServiceDetails/5/', name: 'Retour aux services', to: /\/services\/$/ },
];
for (const link of headerLinks) {
  test(link.title, async ({ page }) => {
    await followLink(page, link.from, link.name, link.to);
  });
}

/** The page's canonical URL, as declared in its head. */
async function canonicalOf(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\/[^/]+\/ServiceDetails\/\d\/$/);
  return href!;
}

const shareStrip = (page: Page) => page.getByRole('list', { name: 'Partager cette page avec un proche' });

test.describe('share strip', () => {
  test('Facebook and WhatsApp links carry the encoded canonical URL', async ({ page }) => {
    await page.goto('/ServiceDetails/2/');
    const canonical = await canonicalOf(page);
    const strip = shareStrip(page);
    const facebook = strip.getByRole('link', { name: /Facebook/ });
    await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
    const whatsapp = strip.getByRole('link', { name: /WhatsApp/ });
    const waHref = (await whatsapp.getAttribute('href'))!;
    expect(waHref.startsWith('https://wa.me/?text=')).toBe(true);
    expect(waHref).toContain(encodeURIComponent(canonical));
    expect(decodeURIComponent(waHref.split('?text=')[1]!)).toContain(getService(2)!.title);
    for (const link of [facebook, whatsapp]) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/\(nouvel onglet\)/);
    }
  });

  test('every share link is a real <a> with rel="noopener noreferrer"', async ({ page }) => {
    await page.goto('/ServiceDetails/4/');
    await expect(shareStrip(page).getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    const rels = await shareStrip(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('rel')));
    expect(rels.length).toBeGreaterThanOrEqual(2);
    for (const rel of rels) expect(rel).toBe('noopener noreferrer');
  });

  test('copy link puts the canonical URL in the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/ServiceDetails/1/');
    const canonical = await canonicalOf(page);
    await shareStrip(page).getByRole('button', { name: 'Copier le lien' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié' })).toHaveText(
      'Lien copié dans le presse-papiers\u00A0!',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('the native share button appears only where navigator.share exists', async ({ page }) => {
    await page.addInitScript(() => {
      // @ts-expect-error -- removing the API to stand for a browser without it
      delete Navigator.prototype.share;
    });
    await page.goto('/ServiceDetails/1/');
    await expect(shareStrip(page).getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    await expect(shareStrip(page).getByRole('button', { name: 'Autres applications' })).toHaveCount(0);
  });

  test('the native share button shares the canonical URL', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, '__shares', { value: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/ServiceDetails/6/');
    const canonical = await canonicalOf(page);
    await shareStrip(page).getByRole('button', { name: 'Autres applications' }).click();
    const shares = await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares);
    expect(shares).toHaveLength(1);
    expect(shares[0]!.url).toBe(canonical);
  });

  test('Instagram on a phone: the app deep link', async ({ page }) => {
    // Pixel 7 is an Android device.
    await page.goto('/ServiceDetails/3/');
    const link = shareStrip(page).getByRole('link', { name: /Instagram/ });
    await expect(link).toHaveAttribute('href', /^instagram:\/\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const device of [
    { name: 'iPhone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', hasTouch: true },
    // iPadOS 13+ presents itself as a Mac: its touch screen gives it away.
    { name: 'iPad', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', hasTouch: true },
  ]) {
    test.describe(`on an ${device.name}`, () => {
      test.use({ userAgent: device.userAgent, hasTouch: device.hasTouch });
      test('Instagram uses the app deep link', async ({ page }) => {
        await page.goto('/ServiceDetails/3/');
        await expect(shareStrip(page).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^instagram:\/\//);
      });
    });
  }

  test.describe('on a Mac without a touch screen', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      hasTouch: false,
      isMobile: false,
    });
    test('Instagram opens a dialog with the 3 steps and the link to copy', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/ServiceDetails/3/');
      const strip = shareStrip(page);
      await strip.getByRole('button', { name: /Instagram/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Partager sur Instagram' });
      await expect(dialog).toBeVisible();
      // The three steps: open the app, create a new post, paste the link.
      const steps = dialog.getByRole('listitem');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toHaveText(/ouvrez.*application instagram/i);
      await expect(steps.nth(1)).toHaveText(/créez une nouvelle publication/i);
      await expect(steps.nth(2)).toHaveText(/collez le lien/i);
      await expect(dialog.getByRole('textbox', { name: 'Lien de cette page' })).toHaveValue(await canonicalOf(page));
      const copy = dialog.getByRole('button', { name: 'Copier le lien' });
      await expect(copy).toBeFocused();
      await copy.click();
      await expect(dialog.getByRole('status')).toHaveText('Lien copié dans le presse-papiers\u00A0!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonicalOf(page));
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
      // Escape closes it too, and focus returns to the Instagram button.
      await strip.getByRole('button', { name: /Instagram/ }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(strip.getByRole('button', { name: /Instagram/ })).toBeFocused();
    });
  });
});
