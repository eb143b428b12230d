import type { APIRequestContext, Page } from '@playwright/test';
import { appointmentCopy } from '../../copy/request/appointment';
import { languageTags, locales, otherLocale, type Locale } from '../../lib/i18n';
import { servicePath, twinPath } from '../../lib/routes';
import { answerSends, appointmentForm, FORM_PAGES, holdPhoneLibrary, marie, sentRequest, shownReference } from '../request/appointment-helpers';
import { expect, test } from '../fixtures';
import { openMenu } from '../menu';
import { frenchRoutes, unknownIds } from '../routes';

/** What a page says about its language in its HTML: <html lang>, its hreflang links and its switch. */
async function languageFacts(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang!, new URL(href!).pathname]),
  );
  // The switch: the header's link written in the other language, with its own hreflang and lang.
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const switches = [...header.matchAll(/<a href="([^"]+)" hrefLang="([^"]+)" lang="([^"]+)"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)<\/a>/g)].map(
    ([, href, hrefLang, lang, label]) => ({ href: href!, hrefLang: hrefLang!, lang: lang!, label: label! }),
  );
  return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], alternates, switches };
}

const switchLabel: Record<Locale, string> = { fr: 'Français', en: 'English' };

test.describe('two languages', () => {
  test('every French page has its English twin: each names the other, and its switch leads there', async ({ request }) => {
    test.setTimeout(120_000);
    for (const { path } of frenchRoutes) {
      const english = twinPath(path, 'en');
      for (const [own, other] of [
        [path, english],
        [english, path],
      ] as const) {
        const locale: Locale = own === path ? 'fr' : 'en';
        const facts = await languageFacts(request, own);
        expect(facts.lang, own).toBe(languageTags[locale].lang);
        expect(facts.alternates, own).toEqual({ fr: path, en: english, 'x-default': path });
        expect(facts.switches, own).toEqual([{ href: other, hrefLang: otherLocale(locale), lang: otherLocale(locale), label: switchLabel[otherLocale(locale)] }]);
      }
    }
  });

  test('the switch in the menu reaches the twin by keyboard, and back', async ({ page }) => {
    await page.goto('/services/');
    await openMenu(page);
    await tabTo(page, page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'English' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/services\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our home-care and support services');

    await openMenu(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('an unknown English address gets the English not-found page, with the matching message', async ({ page }) => {
    const response = await page.goto(servicePath(unknownIds.service, 'en'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByRole('main').getByRole('link', { name: /services/i }).first()).toHaveAttribute('href', '/en/services/');
  });
});

test.describe('the form on the English site', () => {
  test('sends the payload the centre’s template expects, with the French service name and a note to answer in English', async ({ page }) => {
    const requests = await answerSends(page, 200);
    await page.clock.install({ time: new Date('2026-03-16T09:00:00+01:00') });
    await page.goto(twinPath(FORM_PAGES[0], 'en'));
    const form = appointmentForm(page);
    const submit = form.getByRole('button', { name: 'Send the request' });
    await expect(submit).toBeEnabled();
    await form.getByLabel('Full name').fill(marie.fullName);
    await form.getByLabel('Email address').fill(marie.email);
    await form.getByLabel('Phone (optional)').fill(marie.phone!);
    await form.getByLabel('Preferred date').fill(marie.date);
    await form.getByLabel('Preferred time').fill(marie.time);
    await form.getByLabel('Service needed').selectOption({ label: 'Pregnancy care' });
    await form.getByLabel('Message (optional)').fill('For my mother, at home if possible.');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    // The visitor reads the day and the time the English way (the year unsaid: this year's); the e-mail below keeps 14:30.
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Request sent' })).toContainText('on Friday 20 March at 2:30\u00A0pm');

    expect(requests).toHaveLength(1);
    expect(requests[0]!.postDataJSON()).toEqual(sentRequest('[Site anglais – répondre en anglais] For my mother, at home if possible.', await shownReference(page)));
  });
});

// Cameroon first, and a country further down the list, as each language spells them.
const countryNames: Record<Locale, { CM: string; DE: string }> = {
  fr: { CM: 'Cameroun', DE: 'Allemagne' },
  en: { CM: 'Cameroon', DE: 'Germany' },
};
// Names the library's own lists wrote wrong (issue 78.8: English names in the French list, a label for two countries).
const namesOnceWrong: Record<Locale, Record<string, string>> = {
  fr: { BH: 'Bahreïn', KW: 'Koweït', GQ: 'Guinée équatoriale', SJ: 'Svalbard et Jan Mayen', SK: 'Slovaquie' },
  en: { SZ: 'Eswatini', RE: 'Réunion', CI: 'Côte d’Ivoire' },
};

for (const locale of locales) {
  test(`${locale}: the phone's country list speaks the page's language, in the stand-in and in the library`, async ({ page }) => {
    const library = await holdPhoneLibrary(page);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // Not `load`: the held chunk can be asked for before it, and `load` would then wait for the release below.
    await page.goto(twinPath(FORM_PAGES[0], locale), { waitUntil: 'domcontentloaded' });
    const country = appointmentForm(page).getByLabel(appointmentCopy[locale].phoneCountry, { exact: true });
    await expect(country.locator('option')).toHaveCount(1);
    await expect(country.locator('option:checked')).toHaveText(countryNames[locale].CM);

    await expect.poll(library.wasRequested).toBe(true);
    library.release();
    await expect(country.locator('option[value="DE"]')).toHaveText(countryNames[locale].DE);
    for (const [code, name] of Object.entries(namesOnceWrong[locale])) await expect(country.locator(`option[value="${code}"]`)).toHaveText(name);
    await expect(country.locator('option:checked')).toHaveText(countryNames[locale].CM);
    // The other language's names never travel.
    const other = countryNames[otherLocale(locale)].DE;
    expect((await Promise.all(scripts)).filter((text) => text.includes(other))).toEqual([]);
  });
}

/** Presses Tab until the target has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}
