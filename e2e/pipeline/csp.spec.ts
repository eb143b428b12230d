// Every test runs under the CSP guard of ./fixtures; every route is opened under the real policy
// in every-route.spec.ts. Here: the policy really blocks, and the other security headers.
import { expect, test } from '../fixtures';
import { NEXT_STATIC } from '../../pipeline/lib/next-output';

test.describe('the policy is enforced', () => {
  test.use({ failOnCspViolation: false });

  test('an injected inline script is blocked and reported', async ({ page, cspViolations }) => {
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const blocked = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return { directive: await blocked, executed: (window as { __injected?: boolean }).__injected === true };
    });
    expect(ran).toEqual({ directive: 'script-src-elem', executed: false });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  });
});

test('security headers on pages, the 404 page and static assets', { tag: '@nginx' }, async ({ request }) => {
  for (const path of ['/', '/about/', '/cette-page-n-existe-pas/']) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], path).toMatch(/max-age=(\d{8,})/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security']!)![1])).toBeGreaterThanOrEqual(15_768_000);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // None on the pages: it cost first paint and guards nothing here (docs/security-headers.md).
    expect(headers['cross-origin-opener-policy'], path).toBeUndefined();
    expect(headers['x-frame-options'], path).toBe('DENY');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['permissions-policy'], path).toContain(`${feature}=()`);
    }
    expect(headers['content-security-policy'], path).toContain("default-src 'none'");
  }

  const html = await (await request.get('/')).text();
  const asset = new RegExp(`(?:src|href)="(${NEXT_STATIC}[^"]+\\.(?:js|css))"`).exec(html)?.[1];
  expect(asset, 'the home page references a static chunk').toBeTruthy();
  expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control']).not.toContain('immutable');
  expect((await request.get('/_headers')).status(), 'the rules file itself is not served').toBe(404);
});
