import { expectNoA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { notFoundPaths, routes } from './routes';

function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

// One visit per route and project (mobile, desktop) checks what every page owes, so the suite
// loads each page once for all of it:
//  - served with its own strict CSP, and runs under it with no violation (the fixture fails on any);
//  - its inline scripts ran and React hydrated, so the policy did not silently block the app;
//  - axe-core finds no violation of any impact (WCAG 2.2 A/AA and best practices).
for (const path of [...routes.map((route) => route.path), ...notFoundPaths]) {
  test(`${path}: real CSP with no violation, and no accessibility violation`, async ({ page }) => {
    // axe-core over a whole page takes several seconds on a slow machine.
    test.setTimeout(90_000);
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'];
    expect(policy, 'served with a Content-Security-Policy header').toBeTruthy();
    const csp = directives(policy!);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);

    // The /appointment/ alias moves on to /appoitment/ by itself: check the page it lands on.
    if (path === '/appointment/') await page.waitForURL(/\/appoitment\/$/);
    // The router mounts its announcer on hydration; the inline scripts fill __next_f.
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => Array.isArray((self as { __next_f?: unknown }).__next_f))).toBe(true);

    await expectNoA11yViolations(page, ['minor', 'moderate', 'serious', 'critical']);
  });
}
