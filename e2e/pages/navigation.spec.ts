import { expect, test, type Page } from '../fixtures';
import { closeWithEscape, expectMenuOpen, menuToggle, openMenu } from '../menu';
import { footerServices } from '../../content/services';
import { site } from '../../content/site';
import { navigation } from '../../copy/navigation';
import { formatHours } from '../../lib/format';

// The French views: these tests check the French site (the English one has its own).
const mainNav = navigation.fr.main;
const legalNav = navigation.fr.legal;

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 1200;

async function openMenuIfNeeded(page: Page) {
  if (isMobile(page)) await openMenu(page);
}

test('the header links lead to every section, and mark the current one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const link of mainNav) {
    await openMenuIfNeeded(page);
    await nav.getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href === '/' ? '/$' : `${link.href}/?$`}`));
    // The closed mobile menu hides its links, so look them up including hidden ones.
    await expect(nav.getByRole('link', { name: link.label, exact: true, includeHidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  }
});

test('the Consultation button leads to /appoitment', async ({ page }) => {
  await page.goto('/');
  await openMenuIfNeeded(page);
  await page.getByRole('banner').getByRole('link', { name: 'Consultation' }).click();
  await expect(page).toHaveURL(/\/appoitment\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez rendez-vous');
});

test('a detail page highlights its section', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/ServiceDetails/2/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Services', exact: true, includeHidden: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test.describe('mobile menu', { tag: '@phone-only' }, () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isMobile(page), 'the menu button exists only on small screens');
    await page.goto('/about/');
  });

  // Once the scripts run (before them: e2e/pages/menu-before-scripts.spec.ts).
  test('opens, and closes when a link is chosen', async ({ page }) => {
    await expectMenuOpen(page, false);
    const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
    await expect(blogLink).toBeHidden();
    await openMenu(page);
    await expect(blogLink).toBeVisible();
    await blogLink.click();
    await expect(page).toHaveURL(/\/blog\/?$/);
    await expectMenuOpen(page, false);
    await expect(blogLink).toBeHidden();
  });

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await openMenu(page);
    await closeWithEscape(page);
    await expect(menuToggle(page)).toBeFocused();
  });

  test('closes when the button is pressed again', async ({ page }) => {
    await openMenu(page);
    await menuToggle(page).click();
    await expectMenuOpen(page, false);
  });

  test('leaves Escape to a widget that handled it: open, and the focus where it was', async ({ page }) => {
    await openMenu(page);
    const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
    await blogLink.focus();
    // Another widget (a dialog, a list) that takes Escape says so with preventDefault(), before the document hears it.
    await page.evaluate(() => window.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault(), { capture: true }));
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, true);
    await expect(blogLink).toBeFocused();
  });
});

// Where `@supports selector()` is missing (browsers before 2020), the CSS gives a link to the footer's links
// until the scripts run; then the scripts give the same menu behind a button. Chromium is made to say it lacks it.
test('an old browser gets the scripted menu once the scripts run, and no jump to the footer', { tag: '@phone-only' }, async ({ page }) => {
  test.skip(!isMobile(page), 'the menu button exists only on small screens');
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
    CSS.supports = ((...args: string[]) => (args.length === 1 && args[0]!.startsWith('selector(') ? false : supports(...args))) as typeof CSS.supports;
  });
  await page.goto('/about/');
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Menu' })).toHaveCount(0);
  await expect(menuToggle(page)).toHaveCount(0);
  const blogLink = page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true });
  await expect(blogLink).toBeHidden();
  await menu.tap();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', expanded: true })).toBeVisible();
  await expectMenuOpen(page, true);
  await expect(blogLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(blogLink).toBeHidden();
  await menu.tap();
  await blogLink.tap();
  await expect(page).toHaveURL(/\/blog\/?$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link jumps to the main content', async ({ page }) => {
  await page.goto('/about/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenu$/);
});

// The footer's words and links are the same at any width (playwright.config.ts, PHONE_ONLY).
test.describe('footer', { tag: '@phone-only' }, () => {
  test('shows the home-care services, the contacts and the hours', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Nos services à domicile' })).toBeVisible();
    await expect(footer.locator('section[aria-labelledby="footer-services"] li')).toHaveText(footerServices.fr.map((service) => service.label));
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(3);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer).toContainText(site.fr.address.city);
    // The centre's hours as its file holds them, written the French way (« 8 h – 20 h », « 24 h/24 »).
    for (const line of site.fr.hours.reception) await expect(footer).toContainText(formatHours(line, 'fr'));
    // Never the 24-hour clock of the centre's file (« 08:00 »).
    await expect(footer).not.toContainText(/\b\d{1,2}:\d{2}\b/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('every internal footer link answers', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('legal links open their pages', async ({ page }) => {
    for (const link of legalNav) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: link.label }).click();
      await expect(page).toHaveURL(new RegExp(`${link.href}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
