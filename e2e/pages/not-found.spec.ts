import { expect, test } from '../fixtures';
import { servicePath } from '../../lib/routes';
import { unknownIds } from '../routes';

const unknownDetails = [
  { what: 'service', path: servicePath(unknownIds.service), heading: 'Service non trouvé', back: 'Retour à la liste des services', to: /\/services\/?$/ },
  { what: 'article', path: '/blogDetails/abc/', heading: 'Article non trouvé', back: 'Retour au blog', to: /\/blog\/?$/ },
];
for (const detail of unknownDetails) {
  test(`an unknown ${detail.what} shows « ${detail.heading} »`, async ({ page }) => {
    const response = await page.goto(detail.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.heading);
    await page.getByRole('link', { name: detail.back }).click();
    await expect(page).toHaveURL(detail.to);
  });
}

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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez rendez-vous');
});

test('the /appointment alias declares /appoitment as canonical', async ({ request }) => {
  const html = await (await request.get('/appointment/')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/appoitment\/"/);
  expect(html).toContain('http-equiv="refresh"');
});
