import type { Page } from '@playwright/test';

type Recorded = Window & { __layoutShifts?: string[] };

/**
 * Records every layout shift of the pages the test opens, with the elements that moved. Every shift
 * counts: the tests that read it give no input, and a slider that turns by itself is not one.
 * Call before the page loads.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as Recorded).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node)));
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Makes CSS transitions and animations end within a frame. Chrome does not count a move of less than
 * a few pixels between two frames, so a transition played smoothly on a fast machine hides a shift
 * that a slow phone, painting fewer frames, shows (and Lighthouse counts).
 */
export async function finishTransitionsAtOnce(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
}

/**
 * The shifts recorded so far, after giving the browser real time to paint and report the last
 * frames (painting and the observer do not follow a test's paused clock).
 */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as Recorded).__layoutShifts ?? []);
}
