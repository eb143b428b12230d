import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * Runs axe-core (WCAG 2.x A/AA, plus axe's best practices such as landmarks and heading order) on the
 * page and fails on any violation of the given impacts.
 */
export async function expectNoA11yViolations(page: Page, impacts: Impact[] = ['serious', 'critical']) {
  // Check the page at rest: halfway through a fade (a slide, a dialog rising), a colour is not yet its own.
  // Endless animations (a spinner) never rest and are left to run.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const violations = results.violations
    .filter((violation) => impacts.includes(violation.impact as Impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
