import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here, not from @playwright/test: each test then runs
 * under the real Content-Security-Policy (harness/serve.ts applies out/_headers) and fails if the
 * browser reports any violation — a `securitypolicyviolation` event or a console message about CSP —
 * on any page the test opened. A test that provokes a violation on purpose sets
 * `test.use({ failOnCspViolation: false })` and checks it itself.
 */
type CspFixtures = {
  failOnCspViolation: boolean;
  cspViolations: string[];
  cspGuard: void;
  requestsInFlight: void;
};

declare global {
  interface Window {
    __reportCspViolation?: (violation: string) => void;
  }
}

export const test = base.extend<CspFixtures>({
  failOnCspViolation: [true, { option: true }],

  cspViolations: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.exposeFunction('__reportCspViolation', (violation: string) => {
      violations.push(violation);
    });
    // Runs in every page and frame before its own scripts, so even a blocked inline script is seen.
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
          const sample = event.sample ? ` sample «${event.sample}»` : '';
          void window.__reportCspViolation?.(
            `${event.documentURI}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}${sample}`,
          );
        },
        true,
      );
    });
    context.on('console', (message) => {
      if (/content[- ]security[- ]policy/i.test(message.text())) {
        violations.push(`${message.page()?.url() ?? '?'}: console ${message.type()}: ${message.text()}`);
      }
    });
    await provide(violations);
  },

  cspGuard: [
    async ({ cspViolations, failOnCspViolation }, provide) => {
      await provide();
      if (failOnCspViolation) expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  requestsInFlight: [
    async ({ context }, provide) => {
      context.on('request', (request) => {
        const page = pageOf(request);
        if (!page || request.resourceType() === 'eventsource') return;
        const pending = inFlight.get(page) ?? new Set<Request>();
        pending.add(request);
        inFlight.set(page, pending);
      });
      const done = (request: Request) => {
        const page = pageOf(request);
        if (page) inFlight.get(page)?.delete(request);
      };
      context.on('requestfinished', done);
      context.on('requestfailed', done);
      await provide();
    },
    { auto: true },
  ],
});

const inFlight = new WeakMap<Page, Set<Request>>();
/** The page a request is of: none for a service worker's own, nor for a popup's first navigation (frame() throws then). */
function pageOf(request: Request): Page | null {
  if (request.serviceWorker()) return null;
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/**
 * Resolves once the page has had no request in flight for half a second: what Playwright's `networkidle`
 * promises, on the requests the page reports. `networkidle` itself waited forever on `/` now and then
 * (one run in three on a busy machine, every request reported finished: e2e/pipeline/first-paint.spec.ts,
 * blog-chunks.spec.ts in CI), so no test waits on it.
 */
export async function settled(page: Page, quietMs = 500): Promise<void> {
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if ((inFlight.get(page)?.size ?? 0) > 0) quietSince = Date.now();
  }
}

export { expect };
export type { APIRequestContext, Page, Locator } from '@playwright/test';
