import { expect, test } from '../fixtures';
import { everyPath, firstOfEachTemplate } from '../routes';
import { REFLOW_SIZES, reflowProblems } from './reflow';

/*
 * WCAG 1.4.10 Reflow and 1.4.4 Resize text (e2e/a11y/reflow.ts says what is read), each page loaded at 320 px, then
 * at 200 % zoom of a 1280×800 window. The first page of each template is read by every-route.spec.ts's desktop
 * visit, on the page it loaded (one load for both): here, the others.
 */

test.describe('reflow at 320 px and 200 % zoom', () => {
  test.use({ deviceScaleFactor: 2 });
  // Sets its own viewports: playwright.config.ts runs it once, in the desktop project.

  for (const path of everyPath.filter((one) => !firstOfEachTemplate.has(one))) {
    test(`${path}`, async ({ page }) => {
      const [narrow, zoomed] = REFLOW_SIZES;
      await page.setViewportSize({ width: narrow.width, height: narrow.height });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await reflowProblems(page), narrow.label).toEqual([]);

      await page.setViewportSize({ width: zoomed.width, height: zoomed.height });
      expect(await reflowProblems(page), zoomed.label).toEqual([]);
    });
  }
});
