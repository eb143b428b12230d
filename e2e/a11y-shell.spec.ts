import { test } from './fixtures';
import { expectNoA11yViolations } from './a11y';

// The shell (header, footer, menu) and the pages finished in the foundation.
for (const path of ['/privacy/', '/terms/', '/cookies/', '/cette-page-n-existe-pas/']) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoA11yViolations(page);
  });
}

test('no serious accessibility violation with the mobile menu open', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1200, 'the menu button exists only on small screens');
  await page.goto('/privacy/');
  await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
  await expectNoA11yViolations(page);
});
