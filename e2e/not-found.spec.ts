import { expect, test } from './fixtures';

test('an unknown service shows « Service non trouvé »', async ({ page }) => {
  const response = await page.goto('/ServiceDetails/9/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service non trouvé');
  await page.getByRole('link', { name: 'Retour à la liste des services' }).click();
  await expect(page).toHaveURL(/\/services\/?$/);
});

test('an unknown article shows « Article non trouvé »', async ({ page }) => {
  const response = await page.goto('/blogDetails/abc/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
  await page.getByRole('link', { name: 'Retour au blog' }).click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test('any other path gets a French not-found page inside the layout', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Nos services' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Nous contacter' })).toBeVisible();
  await expect(page.getByText('NotFound', { exact: true })).toHaveCount(0);
});

test('the /appointment alias sends the visitor to /appoitment', async ({ page }) => {
  await page.goto('/appointment/');
  await expect(page).toHaveURL(/\/appoitment\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez Rendez-vous');
});

test('the /appointment alias declares /appoitment as canonical', async ({ request }) => {
  const html = await (await request.get('/appointment/')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/appoitment\/"/);
  expect(html).toContain('http-equiv="refresh"');
});
