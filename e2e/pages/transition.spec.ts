import { expect, test } from '../fixtures';

test('the loading overlay does not show on first load', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
});

test('the loading overlay shows on client navigation for 1 second', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00+01:00') });
  await page.goto('/');
  await expect(page.getByTestId('route-overlay')).toHaveCount(0);
  // From here on, page time moves only when the test says so.
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00+01:00'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  const overlay = page.getByTestId('route-overlay');
  await expect(overlay).toBeVisible();
  await page.clock.runFor(900);
  await expect(overlay).toBeVisible();
  await page.clock.runFor(200);
  await expect(overlay).toHaveCount(0);
});

test('client navigation scrolls back to the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
  await expect(page).toHaveURL(/\/cookies\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the overlay has no spinning rings', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies' }).click();
    const overlay = page.getByTestId('route-overlay');
    await expect(overlay).toBeVisible();
    const spinning = await overlay.locator('span[class*="ring"]').evaluateAll((rings) =>
      rings.filter((ring) => getComputedStyle(ring).display !== 'none').length,
    );
    expect(spinning).toBe(0);
  });
});
