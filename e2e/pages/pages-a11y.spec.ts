import { expect, test } from '../fixtures';
import { expectNoA11yViolations } from '../a11y/a11y';
import { menuToggle, openMenu } from '../menu';

// Every route is checked as it loads in every-route.spec.ts; here, states reached on demand (each
// check includes the AAA contrast and the 44 px targets: e2e/a11y/a11y.ts).
test('no serious accessibility violation with a FAQ answer open', async ({ page }) => {
  await page.goto('/');
  await page.locator('details').last().locator('summary').click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await expectNoA11yViolations(page);
});

test('no serious accessibility violation with the phone menu open', { tag: '@phone-only' }, async ({ page }) => {
  await page.goto('/about/');
  test.skip(!(await menuToggle(page).isVisible()), 'the menu button exists only on small screens');
  await openMenu(page);
  await expectNoA11yViolations(page);
});

test('no serious accessibility violation on a later slide', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expect(page.getByRole('button', { name: /^Diapositive 2\s:/ })).toHaveAttribute('aria-current', 'true');
  // expectNoA11yViolations waits for the slide's 600 ms fade to end.
  await expectNoA11yViolations(page);
});

test.describe('Instagram dialog', () => {
  // A computer's browser gets the dialog (phones get the app link); on the mobile project it is shown narrow.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    hasTouch: false,
    isMobile: false,
  });
  test('no serious accessibility violation with the dialog open', async ({ page }) => {
    await page.goto('/ServiceDetails/2/');
    await page.getByRole('button', { name: /Instagram/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
