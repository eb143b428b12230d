import { expect, test } from './fixtures';
import { expectNoA11yViolations } from './a11y';

for (const path of ['/', '/about/', '/services/', '/ServiceDetails/1/', '/doctors/']) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

test('no serious accessibility violation with a FAQ answer open', async ({ page }) => {
  await page.goto('/');
  await page.locator('details').last().locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test('no serious accessibility violation on a later slide and with the Instagram dialog open', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expectNoA11yViolations(page);
  test.skip(isMobile, 'phones get the Instagram app link instead of the dialog');
  await page.goto('/ServiceDetails/2/');
  await page.getByRole('button', { name: /Instagram/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page);
});
