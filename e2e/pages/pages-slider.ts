import { expect, type Locator, type Page } from '@playwright/test';

/** Page time starts here and, once paused, moves only when a test says so. */
export const T0 = new Date('2026-03-02T09:00:00+01:00');

/**
 * Opens a page with a paused clock: no slider timer can fire on its own, so every
 * expectation about the auto-advance is deterministic (runFor drives the time).
 */
export async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: T0 });
  // A second later than install: pauseAt cannot go back in time, and time flows until it is called.
  await page.clock.pauseAt(new Date(T0.getTime() + 1000));
  await page.goto(path);
}

/** The hero carousel, found by its role and accessible name. */
export function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** The slider's controls appear once its script runs. */
export async function waitForControls(slider: Locator) {
  await expect(slider.getByRole('button', { name: 'Diapositive suivante' })).toBeVisible();
}

/** Title of the one slide a visitor sees (hidden slides are out of the accessibility tree). */
export function visibleSlideTitle(slider: Locator): Locator {
  return slider.getByRole('group').getByRole('heading', { level: 2 });
}

export async function expectSlide(slider: Locator, title: string) {
  await expect(visibleSlideTitle(slider)).toHaveText(title);
  await expect(slider.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/** Moves the mouse off the slider (to the header), so hovering cannot pause it. */
export async function mouseAway(page: Page) {
  await page.mouse.move(2, 2);
}

/** Opens the page with a paused clock and gives its hero slider once the controls are there. */
export async function openSlider(page: Page, path: string, name: string): Promise<Locator> {
  await openWithPausedClock(page, path);
  const slider = carousel(page, name);
  await waitForControls(slider);
  return slider;
}

/**
 * The slider shows its first slide, moves on after one interval (not before), and goes through
 * every other slide back to the first.
 */
export async function expectAdvancesAndWraps(page: Page, slider: Locator, titles: readonly string[], interval: number) {
  const [first, second, ...rest] = titles;
  await expectSlide(slider, first!);
  await page.clock.runFor(interval - 100);
  await expectSlide(slider, first!);
  await page.clock.runFor(200);
  await expectSlide(slider, second!);
  for (const title of [...rest, first!]) {
    await page.clock.runFor(interval);
    await expectSlide(slider, title);
  }
}
