import { expect, test, type Page } from '../fixtures';
import { servicesSlides as servicesSlidesByLocale } from '../../content/slides';
import { careSteps, getService as getServiceIn, serviceCards as serviceCardsByLocale, services as servicesByLocale } from '../../content/services';
import { stepsTitle } from '../../copy/services-page';
import { carousel, expectAdvancesAndWraps, expectSlide, mouseAway, openSlider } from './pages-slider';

// The French views: these tests check the French site (the English one has its own).
const servicesSlides = servicesSlidesByLocale.fr;
const getService = (id: number) => getServiceIn(id, 'fr');
const serviceCards = serviceCardsByLocale.fr;
const services = servicesByLocale.fr;

// the services slider advances every 5000 ms.
const SERVICES_INTERVAL = 5000;
const titles = servicesSlides.map((slide) => slide.title);
const [, second, third] = titles as [string, string, string];
const heroOf = (page: Page) => carousel(page, 'Nos services en bref');
const openHero = (page: Page) => openSlider(page, '/services/', 'Nos services en bref');

test.describe('services hero slider (the same component as the home one)', () => {
  test('advances every 5 seconds and wraps', async ({ page }) => {
    const hero = await openHero(page);
    await expectAdvancesAndWraps(page, hero, titles, SERVICES_INTERVAL);
  });

  test('has arrows, dots and a pause button', async ({ page }) => {
    const hero = await openHero(page);
    await hero.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expectSlide(hero, third);
    await hero.getByRole('button', { name: /^Diapositive 2\s:\s/ }).click();
    await expectSlide(hero, second);
    await hero.getByRole('button', { name: 'Mettre en pause le défilement' }).click();
    await mouseAway(page);
    await page.clock.runFor(SERVICES_INTERVAL * 3);
    await expectSlide(hero, second);
  });

  test('every slide links to /services', async ({ page, baseURL }) => {
    await page.goto('/services/');
    const links = heroOf(page).locator('[aria-roledescription="diapositive"] a');
    await expect(links).toHaveCount(servicesSlides.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs.map((href) => new URL(href, baseURL).pathname)).toEqual(servicesSlides.map((slide) => slide.cta.href));
    // The visible button brings the service cards into view.
    await heroOf(page).getByRole('link', { name: servicesSlides[0]!.cta.label }).click();
    await expect(page).toHaveURL(/\/services\/#nos-services$/);
    await expect(page.getByRole('heading', { level: 2, name: /Choisissez/ })).toBeInViewport();
  });
});

test('shows a card per service, each with 4 features and a link to its own page', async ({ page }) => {
  await page.goto('/services/');
  const cards = page.locator('#nos-services').getByRole('article');
  await expect(cards).toHaveCount(serviceCards.length);
  const linked: number[] = [];
  for (let index = 0; index < serviceCards.length; index++) {
    const card = cards.nth(index);
    const title = (await card.getByRole('heading').textContent())!;
    expect(title.length).toBeGreaterThan(5);
    await expect(card.locator('p').first()).not.toBeEmpty();
    await expect(card.getByRole('listitem')).toHaveCount(4);
    const link = card.getByRole('link', { name: /^En savoir plus/ });
    const href = (await link.getAttribute('href'))!;
    const id = Number(/^\/ServiceDetails\/(\d+)\/$/.exec(href)?.[1]);
    linked.push(id);
    // The card leads to the page of the same service.
    expect(getService(id)?.title, href).toBe(title);
  }
  // The cards lead to every service: none is left out, none is linked twice.
  expect(linked.sort((a, b) => a - b)).toEqual(services.map((service) => service.id));
  // The list's eyebrow counts the services of content/.
  await expect(page.locator('#nos-services')).toContainText(`Nos ${services.length} services`);
  await expect(page.locator('#nos-services')).not.toContainText('{count}');
  // The care steps of content/services-page/steps.yml, in their order, under a title that counts them.
  const steps = page.getByRole('region', { name: stepsTitle(careSteps.fr.length, 'fr') });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(careSteps.fr.map((step) => step.title));
  await cards.last().getByRole('link', { name: /^En savoir plus/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ServiceDetails/${linked.at(-1)}/$`));
});

test('« Nous contacter » leads to /contact', async ({ page }) => {
  await page.goto('/services/');
  const link = page.getByRole('main').getByRole('link', { name: 'Nous contacter', exact: true });
  await expect(link).toHaveAttribute('href', '/contact/');
  await link.click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
