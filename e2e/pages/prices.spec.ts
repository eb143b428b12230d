import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { priceWords } from '../../copy/prices';
import { servicesPage } from '../../copy/services-page';
import { services } from '../../content/services';
import { locales, type Locale } from '../../lib/i18n';
import { pagePath, servicePath } from '../../lib/routes';
import { expectNoA11yViolations } from '../a11y/a11y';
import { expect, test, type Page } from '../fixtures';

/*
 * The estimator of each service's page and /tarifs/, in both languages, on the phone and the desktop
 * (the tests tagged @phone-only, whose words and figures are the same at any width, on the phone alone).
 * The expected figures are worked out here from the content, by the arithmetic the centre states (a
 * month is 52 weeks / 12, 1 € = 655,957 FCFA), not by lib/estimate.ts.
 */

const EURO = 655.957;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spaces = (text: string) => text.replace(/[\u00A0\u202F\s]+/g, ' ').trim();
const number = (value: number, locale: Locale) => spaces(new Intl.NumberFormat(`${locale}-CM`).format(value));
const fcfa = (value: number, locale: Locale) => `${number(value, locale)} FCFA`;
const euros = (value: number, locale: Locale) => {
  const text = (Math.round((value / EURO) * 100) / 100).toFixed(2);
  const [whole, cents] = text.split('.');
  return locale === 'fr' ? `${number(Number(whole), 'fr')},${cents} €` : `€${number(Number(whole), 'en')}.${cents}`;
};

type Line = (typeof services)['fr'][number]['prices'][number];
const allLines = services.fr.flatMap((service) => service.prices.map((line, index) => ({ service, line, index })));
/** The first line of the content of each kind, with what the visitor types and the figure expected. */
const kinds: { name: string; pick: (line: Line) => boolean; count?: number; expected?: (line: Line) => number }[] = [
  { name: 'per hour, visit or meal: × a week × 52 / 12', pick: (l) => ['hour', 'visit', 'meal'].includes(l.unit) && l.max === undefined, count: 3, expected: (l) => Math.round((l.min * 3 * 52) / 12) },
  { name: 'per week: × 52 / 12', pick: (l) => l.unit === 'week' && l.max === undefined, expected: (l) => Math.round((l.min * 52) / 12) },
  { name: 'per month', pick: (l) => l.unit === 'month' && l.max === undefined, expected: (l) => l.min },
  { name: 'per day: × days', pick: (l) => l.unit === 'day' && l.max === undefined, count: 5, expected: (l) => l.min * 5 },
  { name: 'a package', pick: (l) => l.unit === 'package' && l.max === undefined, expected: (l) => l.min },
  { name: 'a range', pick: (l) => l.max !== undefined },
];

async function openEstimator(page: Page, serviceId: number, locale: Locale) {
  await page.goto(servicePath(serviceId, locale));
  const words = priceWords[locale].estimate;
  const details = page.locator('details', { has: page.getByText(words.summary, { exact: true }) });
  await details.locator('summary').click();
  // Hydrated: the choice changes the figure.
  const option = details.getByLabel(words.option);
  await expect(option).toBeVisible();
  return { details, option, words };
}

for (const locale of locales) {
  test.describe(`${locale}: the estimator`, () => {
    for (const kind of kinds) {
      const found = allLines.find(({ line }) => kind.pick(line));
      if (!found) continue;
      // The arithmetic is the same at any width: the desktop shows a figure and a range under axe, the phone every kind.
      const tag = kind === kinds[0] || !kind.expected ? [] : ['@phone-only'];
      test(`${kind.name}: the figure in FCFA and in euros`, { tag }, async ({ page }) => {
        const { service, line, index } = found;
        const shown = services[locale].find((candidate) => candidate.id === service.id)!.prices[index]!;
        const { details, option, words } = await openEstimator(page, service.id, locale);
        await expect(details.locator('output')).toContainText(words.problems['no-option']);
        await option.selectOption({ index: index + 1 });
        await expect(option.locator('option:checked')).toHaveText(new RegExp(`^${escape(shown.option)}`));
        if (kind.count !== undefined) await details.getByRole('textbox').fill(String(kind.count));
        const output = details.locator('output');
        if (kind.expected) {
          const value = kind.expected(line);
          await expect.poll(async () => spaces(await output.innerText())).toContain(fcfa(value, locale));
          expect(spaces(await output.innerText())).toContain(euros(value, locale));
          await expect(details.getByRole('link', { name: words.request })).toBeVisible();
        } else {
          // A range is not multiplied: both ends, and why.
          await expect.poll(async () => spaces(await output.innerText())).toContain(fcfa(line.max!, locale));
          const text = spaces(await output.innerText());
          expect(text).toContain(fcfa(line.min, locale));
          expect(text).toContain(spaces(words.howRange));
          expect(text).toContain(euros(line.max!, locale));
        }
        expect(await output.innerText()).not.toMatch(/NaN|-\d/);
        await expectNoA11yViolations(page);
      });
    }

    test('limits: no count, zero, a negative count, 10 000 hours, a fraction: words, never a figure', async ({ page }) => {
      const found = allLines.find(({ line }) => ['hour', 'visit', 'meal'].includes(line.unit) && line.max === undefined)!;
      const { details, option, words } = await openEstimator(page, found.service.id, locale);
      await option.selectOption({ index: found.index + 1 });
      const count = details.getByRole('textbox');
      const output = details.locator('output');
      await expect(output).toContainText(words.problems['no-count']);
      const start = (message: string) => new RegExp(escape(spaces(message.split('{limit}')[0]!)));
      const cases: [string, RegExp][] = [
        ['0', start(words.problems['too-few'])],
        ['-3', start(words.problems['too-few'])],
        ['10000', start(words.problems['too-many'])],
        ['2,5', start(words.problems['not-whole'])],
      ];
      for (const [typed, message] of cases) {
        await count.fill(typed);
        await expect.poll(async () => spaces(await output.innerText())).toMatch(message);
        await expect(count).toHaveAttribute('aria-invalid', 'true');
        await expect(details.getByRole('link', { name: words.request })).toHaveCount(0);
        expect(await output.innerText()).not.toMatch(/NaN|FCFA|€/);
      }
      await expectNoA11yViolations(page);
    });

    test('« Demander ce devis » opens the appointment form with the estimate in its message', { tag: '@phone-only' }, async ({ page }) => {
      const found = allLines.find(({ line }) => ['hour', 'visit', 'meal'].includes(line.unit) && line.max === undefined)!;
      const { details, option, words } = await openEstimator(page, found.service.id, locale);
      await option.selectOption({ index: found.index + 1 });
      await details.getByRole('textbox').fill('2');
      const value = Math.round((found.line.min * 2 * 52) / 12);
      await details.getByRole('link', { name: words.request }).click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('appointment', locale)}$`));
      const message = page.locator('textarea[name="message"]');
      await expect.poll(async () => spaces(await message.inputValue())).toContain(fcfa(value, locale));
      const text = spaces(await message.inputValue());
      const service = services[locale].find((candidate) => candidate.id === found.service.id)!;
      expect(text).toContain(service.title);
      expect(text).toContain(service.prices[found.index]!.option);
      expect(text).toContain(euros(value, locale));
      expect(text).toContain(spaces(servicesPage[locale].detail.pricesNote));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the price table stays as it is, the estimator is not offered', async ({ page }) => {
    const service = services.fr[0]!;
    await page.goto(servicePath(service.id));
    await expect(page.getByText(priceWords.fr.estimate.summary, { exact: true })).toBeHidden();
    for (const line of service.prices) await expect(page.locator('#tarifs dt', { hasText: line.option })).toBeVisible();
  });
});

/* ---------- /tarifs/ ---------- */

interface FileLine {
  option: { fr: string; en: string };
  min: number;
  max?: number;
}
// What the centre wrote, read from the files (not through the site's loader).
const servicesDir = fileURLToPath(new URL('../../content/services/', import.meta.url));
const filed = readdirSync(servicesDir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => parse(readFileSync(join(servicesDir, name), 'utf8')) as { id: number; title: { fr: string; en: string }; prices: FileLine[] });

// The rows are the same at any width, a printed page is as wide as its sheet, and every-route.spec.ts runs the
// same axe check on /tarifs/ as it loads at 1280 px: the phone alone runs it.
for (const locale of locales) {
  test(`${pagePath('prices', locale)} lists every price line of the content, in FCFA and euros, and prints on one A4 sheet`, { tag: '@phone-only' }, async ({ page }) => {
    await page.goto(pagePath('prices', locale));
    const main = page.getByRole('main');
    for (const service of filed) {
      const section = main.locator('section', { has: page.getByRole('heading', { level: 2, name: spaces(service.title[locale]) }) });
      await expect(section).toHaveCount(1);
      const rows = section.locator('tbody tr');
      await expect(rows).toHaveCount(service.prices.length);
      for (const [index, line] of service.prices.entries()) {
        const row = spaces(await rows.nth(index).innerText());
        expect(row).toContain(number(line.min, locale));
        if (line.max !== undefined) expect(row).toContain(number(line.max, locale));
        expect(row).toContain(euros(line.min, locale));
      }
    }
    // The date of the prices and the centre's phones at the top.
    await expect(main.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expectNoA11yViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
  });
}

test('the footer and each price panel lead to /tarifs/', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto(servicePath(services.fr[0]!.id));
  await expect(page.locator('#tarifs').getByRole('link', { name: priceWords.fr.page.all })).toHaveAttribute('href', pagePath('prices', 'fr'));
  await expect(page.getByRole('contentinfo').getByRole('link', { name: priceWords.fr.page.footer })).toHaveAttribute('href', pagePath('prices', 'fr'));
});
