import { expect, test, type Page } from './fixtures';

/**
 * One visitor who uses only the keyboard: home → services → a service → Consultation → the form.
 * Every element that receives the focus on the way must show it (an outline or a box-shadow), and
 * be on screen.
 */

const isMobileLayout = (page: Page) => (page.viewportSize()?.width ?? 0) < 1200;

/** What the focused element looks like: where it points, and whether the focus is visible. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      description: `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`,
      href: element.getAttribute('href'),
      visibleFocus: outline || shadow,
    };
  });
}

/**
 * Presses Tab until the focused element matches, checking on the way that every stop shows the
 * focus. Fails after `maxStops` (a keyboard trap or a missing target).
 */
async function tabUntil(page: Page, matches: (state: { href: string | null; description: string }) => boolean, maxStops = 60) {
  const stops: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state) continue;
    stops.push(state.description);
    expect(state.visibleFocus, `visible focus on ${state.description}`).toBe(true);
    await expect(page.locator(':focus')).toBeInViewport();
    if (matches(state)) return;
  }
  throw new Error(`not reached after ${maxStops} Tab presses; focus went through: ${stops.join(' → ')}`);
}

/** On small screens the links are behind the menu button: open it with the keyboard. */
async function openMenuWithKeyboard(page: Page) {
  if (!isMobileLayout(page)) return;
  await tabUntil(page, (state) => state.description.includes('Menu'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'true');
}

test('keyboard only: home → services → a service → Consultation, with visible focus at every step', async ({ page }) => {
  await page.goto('/');

  await openMenuWithKeyboard(page);
  await tabUntil(page, (state) => state.href === '/services/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabUntil(page, (state) => /^\/ServiceDetails\/\d+\/$/.test(state.href ?? ''));
  const serviceHref = (await focusState(page))!.href!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${serviceHref}$`));

  await openMenuWithKeyboard(page);
  await tabUntil(page, (state) => state.href === '/appoitment/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/appoitment\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez Rendez-vous');
  // TODO(issue 7, after issue 5 lands): fill every field and send with the keyboard, EmailJS mocked.
});
