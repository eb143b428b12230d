import { expect, settled, test, type Locator, type Page } from '../fixtures';
import { expectNoA11yViolations } from '../a11y/a11y';
import { doctors } from '../../content/doctors';
import { services } from '../../content/services';
import { site } from '../../content/site';
import { trust } from '../../copy/trust';
import { locales, type Locale } from '../../lib/i18n';
import { pagePath, servicePath } from '../../lib/routes';
import { authorisationLines, authorisationShort, paymentNames, quartierTerms, registrationLine, spokenLanguages } from '../../site/trust';

/*
 * Why a family may trust the centre, where it looks: the about page, the team, the footer, each
 * service's practical information and the JSON-LD, in both languages, on the phone and the desktop.
 * Every expected text comes from content/ (through its views), never written here.
 */

// Numbers and prices carry no-break spaces; compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ').replace(/\s+/g, ' ').trim();

async function expectText(locator: Locator, expected: string) {
  expect(plain(await locator.textContent())).toContain(plain(expected));
}

/** Every JSON-LD node of the page, graphs flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

/** Each way to pay with what staff published of it, then the insurers: on the about page and /tarifs/. */
async function expectPaymentFacts(payment: Locator, locale: Locale) {
  const centre = site[locale];
  const t = trust[locale];
  for (const entry of centre.payment) {
    await expectText(payment, t.paymentMethods[entry.method]);
    if (entry.number) await expectText(payment, entry.number.display);
    if (entry.holder) await expectText(payment, entry.holder);
    if (entry.note) await expectText(payment, entry.note);
  }
  for (const insurer of centre.insurers) await expectText(payment, insurer);
}

for (const locale of locales) {
  const centre = site[locale];
  const t = trust[locale];

  test.describe(`${locale}`, () => {
    // The words are the same at any width, and every-route.spec.ts runs the same axe check on these pages as
    // they load at 1280 px: the desktop keeps the footer's link to the section, which lands by the layout.
    test('the about page says why to trust the centre: authorisation, team, quartiers, payment', { tag: '@phone-only' }, async ({ page }) => {
      await page.goto(pagePath('about', locale));
      const section = page.getByRole('region', { name: t.about.title });
      await expect(section).toBeVisible();

      const authorisation = section.getByRole('region', { name: t.authorisation });
      const lines = authorisationLines(locale);
      await expectText(authorisation, lines.number);
      await expectText(authorisation, lines.issued);
      await expectText(authorisation, centre.authorisation.number);

      const team = section.getByRole('region', { name: t.about.teamTitle });
      await expect(team.getByRole('link', { name: t.about.teamLink })).toHaveAttribute('href', pagePath('doctors', locale));

      const quartiers = section.getByRole('region', { name: t.quartiers }).getByRole('listitem');
      await expect(quartiers).toHaveCount(centre.quartiers.length);
      for (const [index, quartier] of centre.quartiers.entries()) {
        await expectText(quartiers.nth(index), quartier.name);
        await expectText(quartiers.nth(index), quartierTerms(quartier, locale));
      }

      await expectPaymentFacts(section.getByRole('region', { name: t.payment }), locale);

      await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
    });

    test('the prices page says how to pay, below every price', { tag: '@phone-only' }, async ({ page }) => {
      await page.goto(pagePath('prices', locale));
      await expectPaymentFacts(page.getByRole('main').getByRole('region', { name: t.payment }), locale);
    });

    test("each doctor's card gives their registration with their order and the languages they speak", { tag: '@phone-only' }, async ({ page }) => {
      await page.goto(pagePath('doctors', locale));
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(doctors[locale].length);
      for (const [index, doctor] of doctors[locale].entries()) {
        const card = cards.nth(index);
        await expectText(card, doctor.registration.number);
        await expectText(card, registrationLine(doctor, locale));
        await expectText(card, spokenLanguages(doctor, locale));
      }
      // Search engines get the same numbers, each with the order that registered it.
      const people = (await jsonLd(page)).filter((node) => node['@type'] === 'Person');
      expect(people.map((person) => person.identifier)).toEqual(
        doctors[locale].map((doctor) => ({ '@type': 'PropertyValue', propertyID: doctor.registration.order, value: doctor.registration.number })),
      );
      await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
    });

    test('the footer of every page names the authorisation and leads to the details', async ({ page }) => {
      await page.goto(pagePath('contact', locale));
      const link = page.getByRole('contentinfo').getByRole('link', { name: plain(authorisationShort(locale)) });
      await expect(link).toHaveAttribute('href', `${pagePath('about', locale)}#confiance`);
      // Once React has taken over, the click is a client-side route change, which must land on the section too.
      await settled(page);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('about', locale)}#confiance$`));
      await expect(page.getByRole('region', { name: t.about.title })).toBeInViewport();
    });

    test("a service's practical information lists the quartiers, their delays and fees, and how to pay", { tag: '@phone-only' }, async ({ page }) => {
      const service = services[locale][0]!;
      await page.goto(servicePath(service.id, locale));
      const practical = page.getByRole('main').locator('#infos');
      for (const quartier of centre.quartiers) {
        await expectText(practical, quartier.name);
        await expectText(practical, quartierTerms(quartier, locale));
      }
      await expectText(practical, paymentNames(locale).join(', '));
      await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
    });

    test('the JSON-LD gives the areas served, the ways to pay, the currency and the price range, and no review stars', { tag: '@phone-only' }, async ({ page }) => {
      await page.goto(pagePath('home', locale));
      const nodes = await jsonLd(page);
      const clinic = nodes.find((node) => node['@type'] === 'MedicalClinic');
      expect(clinic?.areaServed).toEqual(centre.quartiers.map((quartier) => ({ '@type': 'Place', name: quartier.name })));
      for (const entry of centre.payment) expect(String(clinic?.paymentAccepted)).toContain(t.paymentMethods[entry.method]);
      expect(clinic?.currenciesAccepted).toBe('XAF');
      const amounts = services[locale].flatMap((service) => service.prices.flatMap((line) => [line.min, line.max ?? line.min]));
      expect(clinic?.priceRange).toBe(`${Math.min(...amounts)}–${Math.max(...amounts)} XAF`);
      expect(clinic?.hasCredential).toMatchObject({ identifier: centre.authorisation.number });
      // The home page shows our testimonials with their stars; search engines get none of them.
      expect(JSON.stringify(nodes)).not.toMatch(/AggregateRating|"Review"|ratingValue|reviewRating/);
    });
  });
}

/** A locale's pages never carry the other language's payment words (French pages carry no English). */
test('each language names the ways to pay in its own words', { tag: '@phone-only' }, async ({ page }) => {
  const other: Record<Locale, Locale> = { fr: 'en', en: 'fr' };
  for (const locale of locales) {
    await page.goto(pagePath('about', locale));
    const words = plain(await page.getByRole('main').textContent());
    const foreign = trust[other[locale]].paymentMethods.cash;
    if (foreign !== trust[locale].paymentMethods.cash) expect(words).not.toContain(foreign);
  }
});
