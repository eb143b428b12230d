import { expect, type Page } from '../fixtures';

/**
 * WCAG 1.4.10 Reflow and 1.4.4 Resize text: at 320 CSS px wide, and at 200 % zoom of a 1280×800
 * laptop window (a 640×400 CSS px viewport at device scale 2, which is what zooming does to layout),
 * the page never scrolls sideways and no text is cut off. Text is cut off when it sticks out of the
 * viewport, or out of an ancestor that hides its overflow (carousels excepted: their off-screen
 * slides are meant to be clipped), or overflows an element that clips it (deliberate line clamps
 * excepted: their full text is on the page they link to).
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > window.innerWidth) {
      const widest = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1))
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px`);
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px > ${window.innerWidth} px (widest: ${widest.join(', ')})`);
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

/** The two sizes reflow is read at: a 320 px phone, and a 1280×800 window at 200 % zoom (640×400 CSS px at device scale 2). */
export const REFLOW_SIZES = [
  { width: 320, height: 640, label: '320 px wide' },
  { width: 640, height: 400, label: '1280×800 at 200 % zoom' },
] as const;

/**
 * Reflow read on a page already open on the desktop (e2e/pages/every-route.spec.ts, which loads it at 1280 px): the
 * window narrowed to each of REFLOW_SIZES at device scale 2 through Chromium's own emulation (the command Playwright's
 * setViewportSize sends, with the scale), not a page loaded anew at that size: every-route's desktop visit pays one
 * load for both (reflow.spec.ts reads the routes that visit leaves out).
 */
export async function expectReflowOnThisPage(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const { width, height, label } of REFLOW_SIZES) {
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 2, mobile: false });
      await expect.poll(() => page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([width, 2]);
      expect(await reflowProblems(page), label).toEqual([]);
    }
  } finally {
    await cdp.detach();
  }
}
