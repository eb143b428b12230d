import { expect, test } from '../fixtures';
import { expectMenuOpen, menuToggle } from '../menu';
import { homeSlides as homeSlidesByLocale, servicesSlides as servicesSlidesByLocale } from '../../content/slides';
import { about } from '../../content/about';
import { doctors } from '../../content/doctors';
import { faqItems as faqItemsByLocale } from '../../content/faq';
import { getService, homeServiceCards, services } from '../../content/services';
import { proseBlocks } from '../../lib/prose';
import { navigation } from '../../copy/navigation';

// The French views: these tests check the French site (the English one has its own).
const homeSlides = homeSlidesByLocale.fr;
const servicesSlides = servicesSlidesByLocale.fr;
const faqItems = faqItemsByLocale.fr;
const consultationLink = navigation.fr.consultation;
const mainNav = navigation.fr.main;

// What a visitor gets when JavaScript is off, blocked or not yet loaded (slow 3G).
test.use({ javaScriptEnabled: false });

test('home: slide 1, the cards, the FAQ and all links work without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: homeSlides[0]!.title })).toBeVisible();
  await expect(page.getByRole('img', { name: homeSlides[0]!.image.alt })).toBeVisible();
  // The other slides are in the page but not shown.
  await expect(page.getByRole('heading', { level: 2, name: homeSlides[1]!.title })).toBeHidden();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(homeServiceCards.fr.length);
  // A native <details>: answers open without any script.
  const faq = page.getByRole('main').locator('details').first();
  await faq.locator('summary').click();
  const firstAnswer = proseBlocks(faqItems[0]!.answer)[0]!.text;
  await expect(page.getByText(firstAnswer)).toBeVisible();
  await page.getByRole('link', { name: 'Voir tous nos services' }).click();
  await expect(page).toHaveURL(/\/services\/$/);
});

test('services: slide 1 and the cards are there; a card link opens its page', async ({ page }) => {
  await page.goto('/services/');
  await expect(page.getByRole('heading', { level: 2, name: servicesSlides[0]!.title })).toBeVisible();
  await expect(page.locator('#nos-services').getByRole('article')).toHaveCount(services.fr.length);
  await page.locator('#nos-services').getByRole('link', { name: /En savoir plus/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/ServiceDetails/${services.fr[0]!.id}/$`));
});

test('service detail: content, prices and the Facebook and WhatsApp share links', async ({ page }) => {
  await page.goto('/ServiceDetails/2/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nos tarifs' }).locator('dl > div')).toHaveCount(getService(2, 'fr')!.prices.length);
  await expect(page.getByRole('region', { name: 'Informations pratiques' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Facebook/ }).first()).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(page.getByRole('link', { name: /Partager sur WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('about and doctors: full content without JavaScript', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('region', { name: /en chiffres/ }).getByRole('listitem')).toHaveCount(about.fr.figures.length);
  await expect(page.getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  await page.goto('/doctors/');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(doctors.fr.length);
  await page.getByRole('link', { name: 'Consulter un spécialiste' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});

test('on a phone, « Menu » opens in place, with every page of the menu; the footer links them all too', { tag: '@phone-only' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await menuToggle(page).click();
  await expectMenuOpen(page, true);
  expect(new URL(page.url()).hash, 'no jump to the footer').toBe('');
  for (const link of [...mainNav, consultationLink]) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeInViewport();
  }
  // Where the browser has no <details>, « Menu » is a link to these (site-header.module.css).
  const footerLinks = page.getByRole('navigation', { name: 'Liens utiles' });
  for (const link of [...mainNav, consultationLink]) {
    await expect(footerLinks.locator(`a[href="${link.href}/"], a[href="${link.href}"]`).first()).toBeAttached();
  }
});
