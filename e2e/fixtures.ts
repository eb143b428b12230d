import { test as base, expect } from '@playwright/test';

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
});

export { expect };
export type { APIRequestContext, Page, Locator } from '@playwright/test';
