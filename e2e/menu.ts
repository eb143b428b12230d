import { expect, type Page } from './fixtures';

/*
 * The phone's menu (components/layout/site-nav.tsx): « Menu » is the <summary> of a <details> in the
 * header, so it works before any script. Playwright gives a <summary> no role: it is found as what it
 * is, and its state read from its <details>.
 */

/** « Menu », the toggle of the phone's menu. */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary');

/** The <details> whose `open` is the menu's state. */
export const menuDisclosure = (page: Page) => page.getByRole('banner').locator('details');

/** Whether the menu is open, as the browser (and so a screen reader) has it. */
export async function expectMenuOpen(page: Page, open: boolean) {
  await expect(menuDisclosure(page)).toHaveJSProperty('open', open);
}

/** Opens the phone's menu by a click on « Menu », and checks that it is open. */
export async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expectMenuOpen(page, true);
}

/**
 * Resolves once React has taken the header over (its <nav> carries React's fiber) and run its effects
 * (a render after hydration has committed: `useHydrated` made the page's send button a plain one, no
 * longer aria-disabled). Only on a page with « Rappelez-moi » or the form.
 */
export async function waitForScripts(page: Page) {
  await page.waitForFunction(() => {
    const nav = document.querySelector('header nav');
    return Boolean(nav && Object.keys(nav).some((key) => key.startsWith('__reactFiber$')));
  });
  await expect(page.locator('main button[type="submit"]:not([aria-disabled])').first()).toBeAttached();
}

/**
 * Escape closes the open menu once the scripts run; before them it does nothing, and a test that has
 * just loaded a page cannot tell which it has: pressed until it closes (a menu Escape never closes fails).
 */
export async function closeWithEscape(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(menuDisclosure(page)).toHaveJSProperty('open', false, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}
