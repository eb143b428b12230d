import { expect, test } from './fixtures';
import { site as siteByLocale } from '../content/site';

// The French views: these tests check the French site (the English one has its own).
const site = siteByLocale.fr;

test('tells the history: founded on 7 January 2024 by a doctor, director and founder', async ({ page }) => {
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(/7 janvier 2024/i);
  await expect(main.locator('time[datetime="2024-01-07"]')).toHaveCount(1);
  await expect(main).toContainText(/médecin/i);
  await expect(main).toContainText(/directrice/i);
  await expect(main).toContainText(/fondatrice/i);
});

test('shows the 4 figures', async ({ page }) => {
  await page.goto('/about/');
  const figures = page.getByRole('region', { name: /en chiffres/ }).getByRole('listitem');
  await expect(figures).toHaveCount(4);
  // Expected: 12+ years of experience, 5K+ satisfied patients, 24/7 emergency service, 15+ qualified professionals.
  const expected = [
    ['12+', /expérience/i],
    ['5K+', /patients satisfaits/i],
    ['24/7', /urgence/i],
    ['15+', /professionnels qualifiés/i],
  ] as const;
  for (const [index, [value, label]] of expected.entries()) {
    await expect(figures.nth(index)).toContainText(value);
    await expect(figures.nth(index)).toContainText(label);
  }
});

test('shows the 4 values', async ({ page }) => {
  await page.goto('/about/');
  const values = page.getByRole('region', { name: 'Ce qui fait la différence' }).getByRole('heading', { level: 3 });
  // Expected: expert doctors, modern equipment, integrated pharmacy, human approach.
  await expect(values).toHaveText([/médecins experts/i, /équipements modernes/i, /pharmacie intégrée/i, /approche humaine/i]);
});

test('has the founder quote, the solution block and the 4 priority groups', async ({ page }) => {
  await page.goto('/about/');
  const founder = page.getByRole('region', { name: /rassurer/ });
  await expect(founder.locator('blockquote')).toHaveCount(1);
  await expect(founder.locator('figcaption')).toContainText(site.founder.name);
  await expect(founder.locator('img')).toHaveAttribute('alt', /.{10,}/);
  const solution = page.getByRole('region', { name: /Notre solution/ });
  await expect(solution.locator('p').first()).not.toBeEmpty();
  // Expected: elderly dependants, pregnant women or young mothers, post-operative patients, chronic patients.
  await expect(solution.getByRole('heading', { level: 3 }).filter({ hasNotText: /priorité/ })).toHaveText([
    /personnes âgées dépendantes/i,
    /femmes enceintes ou jeunes mamans/i,
    /post-opératoire/i,
    /maladies chroniques/i,
  ]);
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
