import { test } from '../fixtures';
import { openMenu } from '../menu';
import { expectNoA11yViolations } from './a11y';

// Every route is checked as it loads in every-route.spec.ts; here, the shell in a state it only
// reaches on demand.
test('no serious accessibility violation with the mobile menu open', { tag: '@phone-only' }, async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 1200, 'the menu button exists only on small screens');
  await page.goto('/privacy/');
  await openMenu(page);
  await expectNoA11yViolations(page);
});
