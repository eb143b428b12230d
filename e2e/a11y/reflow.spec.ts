import { expect, test, type Page } from '../fixtures';
import { notFoundPaths, routes } from '../routes';

/**
 * WCAG 1.4.10 Reflow and 1.4.4 Resize text: at 320 CSS px wide, and at 200 % zoom of a 1280×800
 * laptop window (a 640×400 CSS px viewport at device scale 2, which is what zooming does to layout),
 * the page never scrolls sideways and no text is cut off. Text is cut off when it sticks out of the
 * viewport, or out of an ancestor that hides its overflow (carousels excepted: their off-screen
 * slides are meant to be clipped), or overflows an element that clips it (deliberate line clamps
 * excepted: their full text is on the page they link to).
 */
async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px > ${window.innerWidth} px`);
    }
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${id}${classes}> « ${(element.textContent ?? '').trim().slice(0, 40)} »`;
    };
    const clips = (style: CSSStyleDeclaration) => /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
    const carousel = '.swiper, [aria-roledescription="carousel"]';

    for (const element of document.body.querySelectorAll('*')) {
      const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      if (!hasText || element.closest('[aria-hidden="true"], [inert], .visually-hidden, script, style, noscript')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden text
      if (style.position === 'fixed' && (box.bottom <= 0 || box.top >= window.innerHeight)) continue; // parked off-screen (skip link)

      if (!element.closest(carousel) && (box.right > viewport + 1 || box.left < -1)) {
        problems.push(`${describe(element)} sticks out of the viewport (${Math.round(box.left)}–${Math.round(box.right)} px of ${viewport})`);
        continue;
      }
      const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
      if (clips(style) && !clamped && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        problems.push(`${describe(element)} overflows its own box, which clips it`);
        continue;
      }
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (ancestor.matches(carousel)) break;
        const ancestorStyle = getComputedStyle(ancestor);
        if (!clips(ancestorStyle)) continue;
        const frame = ancestor.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
          problems.push(`${describe(element)} is cut off by ${describe(ancestor).split(' « ')[0]}`);
        }
        break;
      }
    }
    return problems;
  });
}

test.describe('reflow at 320 px and 200 % zoom', () => {
  test.use({ deviceScaleFactor: 2 });
  // Sets its own viewports: playwright.config.ts runs it once, in the desktop project.

  for (const path of [...routes.map((route) => route.path), ...notFoundPaths]) {
    test(`${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await reflowProblems(page), '320 px wide').toEqual([]);

      await page.setViewportSize({ width: 640, height: 400 });
      expect(await reflowProblems(page), '1280×800 at 200 % zoom').toEqual([]);
    });
  }
});
