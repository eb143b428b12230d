import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { smallTargets } from './target-size';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * Runs axe-core (WCAG 2.x A/AA, plus axe's best practices such as landmarks and heading order, plus
 * the AAA contrast of 7:1, color-contrast-enhanced) on the page and fails on any violation of the
 * given impacts; and fails on any pointer target under 44 × 44 px (WCAG 2.5.5, AAA: e2e/a11y/target-size.ts).
 * Public pages are held to AAA for contrast and targets (DECISIONS.md « Readability »).
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
  // axe's legacy mode runs axe.run() in the page itself, where its default injects axe into every frame, runs
  // it there and again in a blank page it opens to join the frames' results: 1.0 s a page against 0.4 s on
  // CI's cores. What legacy mode cannot read is a frame from another origin, and our pages have none.
  const pageOrigin = new URL(page.url()).origin;
  expect(
    page.frames().filter((frame) => !['about:blank', ''].includes(frame.url()) && new URL(frame.url()).origin !== pageOrigin).map((frame) => frame.url()),
    'frames from another origin, which axe reads only out of legacy mode',
  ).toEqual([]);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    // options() first: it replaces what withTags() set. A rule named in options runs outside the tags.
    // resultTypes: only the violations are gathered node by node (545 → 370 ms a page, the same violations).
    .options({ rules: { 'color-contrast-enhanced': { enabled: true } }, resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const violations = results.violations
    .filter((violation) => impacts.includes(violation.impact as Impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
  expect(await smallTargets(page), `targets under 44 × 44 px on ${page.url()}`).toEqual([]);
}
