import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../fixtures';
import { blogSlides as blogSlidesByLocale } from '../../content/slides';
import { expectNoA11yViolations } from '../a11y/a11y';
import { finishTransitionsAtOnce, layoutShifts, recordLayoutShifts } from '../pipeline/layout-shifts';

// The French views: these tests check the French site (the English one has its own).
const blogSlides = blogSlidesByLocale.fr;

/*
 * The /blog hero carousel. The page clock is paused before the page loads, so
 * Swiper's autoplay timer (setTimeout) only fires when a test runs the clock:
 * every timing below is exact. Slide transitions are real CSS transitions.
 */

const SPEC_DELAY = 5000; // blog carousel autoplay every 5000 ms
const T0 = new Date('2026-03-02T09:00:00+01:00');

async function openPaused(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
  await page.goto('/blog/');
  await expectActive(page, 1);
  // Let the first two frames after Swiper's start pass, as they would long before a visitor acts.
  await page.clock.runFor(32);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'À la une' });
const bullet = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Aller à la diapositive ${n}` });
const toggle = (page: Page) => carousel(page).getByRole('button', { name: /du diaporama$/ });

/** Slide n (1-based) is the current one: its bullet says so, and it is the slide in view, showing its title. */
async function expectActive(page: Page, n: number) {
  await expect(bullet(page, n)).toHaveAttribute('aria-current', 'true');
  const title = blogSlides[n - 1]!.title;
  await expect
    .poll(() =>
      carousel(page)
        .locator('[aria-roledescription="diapositive"]')
        .evaluateAll((slides) => {
          const frame = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
          const inView = slides.filter((slide) => {
            const box = slide.getBoundingClientRect();
            return Math.abs(box.left - frame.left) < 2 && Math.abs(box.right - frame.right) < 2;
          });
          return inView.map((slide) => slide.querySelector('p + p')?.textContent);
        }),
    )
    .toEqual([title]);
}

/** Whether autoplay is armed: the slides' live region is silent while it runs (WAI-ARIA carousel pattern). */
async function expectAutoplay(page: Page, running: boolean) {
  await expect(carousel(page).locator('.swiper-wrapper')).toHaveAttribute('aria-live', running ? 'off' : 'polite');
}

/** Slide `from` is still there just before a full delay, and the next one just after. */
async function expectNextAfterOneDelay(page: Page, from: number) {
  await page.clock.runFor(SPEC_DELAY - 100);
  await expectActive(page, from);
  await page.clock.runFor(200);
  await expectActive(page, from + 1);
}

/** The autoplay is held: three delays go by and the first slide stays. */
async function expectHeldOnFirst(page: Page) {
  await expectAutoplay(page, false);
  await page.clock.runFor(3 * SPEC_DELAY);
  await expectActive(page, 1);
}

/** Lets Swiper finish what it schedules after a click (loop fix-ups run on the next frames); far below the 5 s delay. */
async function settle(page: Page) {
  await page.clock.runFor(100);
}

/** Moves the mouse off the carousel (onto the page heading). */
async function leaveCarousel(page: Page) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.mouse.move(heading!.x + 5, heading!.y + 5);
}

test('the first slide is in the prerendered HTML, with its picture written into it', async ({ request }) => {
  const html = await (await request.get('/blog/')).text();
  const first = blogSlides[0]!;
  expect(html).toContain(first.title);
  // The picture of the first screen travels inside the HTML (pipeline/first-paint.ts): no request to wait for.
  const picture = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/src="data:image\/svg\+xml,/);
  const svg = decodeURIComponent(/src="data:image\/svg\+xml,([^"]+)"/.exec(picture)![1]!);
  expect(svg).toBe(readFileSync(join('public', first.src), 'utf8').replace(/>\s+</g, '><').trim());
  for (const slide of blogSlides) expect(html).toContain(slide.title);
});

test('has its slides with their French labels', async ({ page }) => {
  await openPaused(page);
  const slides = carousel(page).locator('[aria-roledescription="diapositive"]');
  const count = blogSlides.length;
  await expect(slides).toHaveCount(count);
  for (let n = 1; n <= count; n += 1) {
    await expect(carousel(page).getByRole('group', { name: `${n} sur ${count}` })).toContainText(blogSlides[n - 1]!.title);
    await expect(bullet(page, n)).toBeVisible();
  }
  await expect(carousel(page).getByRole('button', { name: 'Diapositive précédente' })).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleName('Pause du diaporama');
});

test('autoplays every 5 seconds and loops from the last slide to the first', async ({ page }) => {
  await openPaused(page);
  await expectAutoplay(page, true);
  await expectNextAfterOneDelay(page, 1);
  // Autoplay re-arms when the slide's CSS transition ends (real time), then waits 5 s of page time again.
  for (const next of [3, 1]) {
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1000);
          return bullet(page, next).getAttribute('aria-current');
        },
        { intervals: [100], timeout: 15_000 },
      )
      .toBe('true');
    await expectActive(page, next);
  }
});

test('between two turns the page sleeps: the autoplay asks for no animation frames', async ({ page }) => {
  // Real time: a loop that asks for every frame (Swiper's own autoplay does, to report the time left)
  // would ask for about 60 in a second on this carousel, which shows no time left.
  await page.addInitScript(() => {
    const counted = window as unknown as { framesAsked: number };
    counted.framesAsked = 0;
    const ask = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => {
      counted.framesAsked += 1;
      return ask(callback);
    };
  });
  await page.goto('/blog/');
  await expect(carousel(page)).toHaveAttribute('data-ready', '');
  await expectAutoplay(page, true);
  await page.waitForTimeout(500);
  const asked = () => page.evaluate(() => (window as unknown as { framesAsked: number }).framesAsked);
  const before = await asked();
  await page.waitForTimeout(1000);
  expect(await asked()).toBe(before);
  await expectActive(page, 1);
});

test('turning a slide by itself moves nothing else on the page: no layout shift, the bullets keep their window', async ({ page }) => {
  await recordLayoutShifts(page);
  await openPaused(page);
  await finishTransitionsAtOnce(page);
  const pagination = carousel(page).locator('.swiper-pagination-bullets');
  const before = await pagination.boundingBox();
  await expectNextAfterOneDelay(page, 1);
  // Let the slide's transition end.
  await page.clock.runFor(500);
  expect(await layoutShifts(page)).toEqual([]);
  // The bullets did slide (the second is now in the middle), by a translate.
  expect(await bullet(page, 2).evaluate((button) => getComputedStyle(button).translate)).not.toBe('none');
  // The current bullet is still inside the five-bullet window, whole.
  const current = await bullet(page, 2).boundingBox();
  expect(current!.x).toBeGreaterThanOrEqual(before!.x - 1);
  expect(current!.x + current!.width).toBeLessThanOrEqual(before!.x + before!.width + 1);
});

test('a window narrowed to 320 px (a phone turned, a window made small) keeps the carousel whole on the page', async ({ page }) => {
  await openPaused(page);
  await page.setViewportSize({ width: 320, height: 640 });
  // Before Swiper's next animation frame (the clock is paused), the CSS alone must fit the new width:
  // the sizes Swiper wrote at the old one (a slide's width, the bullets' window) cannot widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(320);
  const next = await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).boundingBox();
  expect(next!.x + next!.width).toBeLessThanOrEqual(320);
  // The bullets' window is five of the narrower bullets (2.25rem below 22rem), not five measured at 44 px.
  const pagination = await carousel(page).locator('.swiper-pagination-bullets').boundingBox();
  expect(Math.round(pagination!.width)).toBe(5 * 36);
  // Swiper then reads the new size, in an animation frame (its ResizeObserver's).
  await page.clock.runFor(32);
  await expectActive(page, 1);
  await expectNextAfterOneDelay(page, 1);
  const current = await bullet(page, 2).boundingBox();
  expect(current!.x).toBeGreaterThanOrEqual(pagination!.x - 1);
  expect(current!.x + current!.width).toBeLessThanOrEqual(pagination!.x + pagination!.width + 1);
});

test('the arrows move one slide and loop both ways', async ({ page }) => {
  await openPaused(page);
  const next = carousel(page).getByRole('button', { name: 'Diapositive suivante' });
  const prev = carousel(page).getByRole('button', { name: 'Diapositive précédente' });
  for (const [button, expected] of [
    [prev, 3],
    [next, 1],
    [next, 2],
    [next, 3],
    [next, 1],
  ] as const) {
    await button.click();
    await settle(page);
    await expectActive(page, expected);
  }
});

test('a pagination bullet jumps to its slide', async ({ page }) => {
  await openPaused(page);
  await bullet(page, 3).click();
  await settle(page);
  await expectActive(page, 3);
  await bullet(page, 2).click();
  await settle(page);
  await expectActive(page, 2);
});

test('works with the keyboard', async ({ page }) => {
  await openPaused(page);
  await bullet(page, 3).focus();
  await page.keyboard.press('Enter');
  await settle(page);
  await expectActive(page, 3);
  await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).focus();
  await page.keyboard.press('Space');
  await settle(page);
  await expectActive(page, 1);
});

test('the pause button stops the autoplay, and the play button starts it again', async ({ page }) => {
  await openPaused(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName('Lecture du diaporama');
  await leaveCarousel(page);
  await expectAutoplay(page, false);
  await page.clock.runFor(4 * SPEC_DELAY);
  await expectActive(page, 1);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName('Pause du diaporama');
  // Focus stays on the play button: that alone does not hold the carousel, the hovering mouse does.
  await expectAutoplay(page, false);
  await leaveCarousel(page);
  await expectAutoplay(page, true);
  await page.clock.runFor(SPEC_DELAY + 100);
  await expectActive(page, 2);
});

test('interaction does not turn the autoplay off', async ({ page }) => {
  await openPaused(page);
  await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).click();
  await settle(page);
  await expectActive(page, 2);
  // Move focus and mouse away: the autoplay resumes from a full delay.
  await page.getByRole('link', { name: /^Lire l'article/ }).first().focus();
  await leaveCarousel(page);
  await expectAutoplay(page, true);
  await expectNextAfterOneDelay(page, 2);
});

test('pauses while hovered, then resumes', async ({ page }) => {
  await openPaused(page);
  await carousel(page).locator('[aria-roledescription="diapositive"]').first().hover();
  await expectHeldOnFirst(page);
  await leaveCarousel(page);
  await expectAutoplay(page, true);
  await expectNextAfterOneDelay(page, 1);
});

test('pauses while a control has keyboard focus, then resumes', async ({ page }) => {
  await openPaused(page);
  await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).focus();
  await expectHeldOnFirst(page);
  // Tab leaves the carousel (the slides hold nothing focusable) for the first article.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /^Lire l'article/ }).first()).toBeFocused();
  await expectAutoplay(page, true);
  await page.clock.runFor(SPEC_DELAY + 100);
  await expectActive(page, 2);
});

test('pauses while the tab is hidden, then resumes', async ({ page }) => {
  await openPaused(page);
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expectHeldOnFirst(page);
  await setVisibility('visible');
  await expectAutoplay(page, true);
  await page.clock.runFor(SPEC_DELAY + 100);
  await expectActive(page, 2);
});

test('no serious accessibility violation on /blog, carousel running', async ({ page }) => {
  // Real time here: axe-core schedules its own work with timers.
  await page.goto('/blog/');
  await expectActive(page, 1);
  await expectAutoplay(page, true);
  await expectNoA11yViolations(page);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not autoplay, but the visitor can still browse or start it', async ({ page }) => {
    await openPaused(page);
    await expect(toggle(page)).toHaveAccessibleName('Lecture du diaporama');
    await expectAutoplay(page, false);
    await page.clock.runFor(4 * SPEC_DELAY);
    await expectActive(page, 1);
    await carousel(page).getByRole('button', { name: 'Diapositive suivante' }).click();
    await settle(page);
    await expectActive(page, 2);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Pause du diaporama');
    await leaveCarousel(page);
    await expectAutoplay(page, true);
  });
});
