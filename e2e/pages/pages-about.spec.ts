import { expect, test } from '../fixtures';
import { about as aboutByLocale } from '../../content/about';
import { site as siteByLocale } from '../../content/site';
import { formatDate } from '../../lib/format';
import { proseBlocks } from '../../lib/prose';

// The French views: these tests check the French site (the English one has its own).
const site = siteByLocale.fr;
const about = aboutByLocale.fr;

test('tells the history: its text, the founding date, the founder and her role', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  for (const block of proseBlocks(about.history)) await expect(main).toContainText(block.text);
  const founded = main.locator(`time[datetime="${site.foundingDate}"]`);
  await expect(founded).toHaveCount(1);
  await expect(founded).toHaveText(formatDate(site.foundingDate, 'fr'));
  await expect(main).toContainText(site.founder.name);
  await expect(main).toContainText(site.founder.role);
});

test('shows the figures', async ({ page }) => {
  await page.goto('/about/');
  const figures = page.getByRole('region', { name: /en chiffres/ }).getByRole('listitem');
  await expect(figures).toHaveCount(about.figures.length);
  for (const [index, { value, label }] of about.figures.entries()) {
    await expect(figures.nth(index)).toContainText(value);
    await expect(figures.nth(index)).toContainText(label);
  }
});

test('shows the values', async ({ page }) => {
  await page.goto('/about/');
  const values = page.getByRole('region', { name: 'Ce qui fait la différence' }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText(about.values.map((value) => value.title));
});

test('has the founder quote, the solution block and the priority groups', async ({ page }) => {
  await page.goto('/about/');
  const founder = page.getByRole('region', { name: /rassurer/ });
  await expect(founder.locator('blockquote')).toHaveCount(1);
  await expect(founder.locator('figcaption')).toContainText(site.founder.name);
  await expect(founder.locator('img')).toHaveAttribute('alt', /.{10,}/);
  const solution = page.getByRole('region', { name: /Notre solution/ });
  await expect(founder.locator('blockquote')).toContainText(about.founder.quote);
  for (const block of proseBlocks(about.solution)) await expect(solution).toContainText(block.text);
  await expect(solution.getByRole('heading', { level: 3 }).filter({ hasNotText: /priorité/ })).toHaveText(about.groups.map((group) => group.title));
});

test('ends with a link to /contact and an emergency phone link', async ({ page }) => {
  await page.goto('/about/');
  const cta = page.getByRole('region', { name: 'Parlons de vos besoins' });
  await expect(cta.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact/');
  const emergency = cta.getByRole('link', { name: /urgences/i });
  const emergencyPhone = site.phones.emergency;
  await expect(emergency).toHaveAttribute('href', `tel:${emergencyPhone.e164}`);
  await cta.getByRole('link', { name: 'Nous contacter' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
