import { expect, type Page } from './fixtures';
import { ui } from '../copy/ui';

/*
 * The phone's menu (components/layout/site-nav.tsx): « Menu » is the <summary> of a <details> in the
 * header, so it works before any script (on a browser without `@supports selector()`, a button once the
 * scripts run). Playwright's roles give a <summary> none: it is found as what it is, and its state read
 * from the browser's accessibility tree, as a screen reader gets it.
 */

/** « Menu », the toggle of the phone's menu. */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary');

/** The <details> that holds « Menu ». */
export const menuDisclosure = (page: Page) => page.getByRole('banner').locator('details');

const MENU_NAMES = new Set(Object.values(ui).map((words) => words.header.menu));

interface AXNode {
  ignored?: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
}

/**
 * Whether « Menu » is expanded in Chromium's accessibility tree (a <summary> is a disclosure triangle there,
 * the scripted menu a button), or undefined when no « Menu » is exposed.
 */
export async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const toggle = nodes.find((node) => !node.ignored && ['DisclosureTriangle', 'button'].includes(String(node.role?.value)) && MENU_NAMES.has(String(node.name?.value)));
    const expanded = toggle?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return toggle ? expanded === true : undefined;
  } finally {
    await cdp.detach();
  }
}

/** Whether the menu is open, as the accessibility tree (and so a screen reader) has it. */
export async function expectMenuOpen(page: Page, open: boolean) {
  await expect.poll(() => menuExpanded(page), { message: `« Menu » ${open ? 'expanded' : 'collapsed'} in the accessibility tree` }).toBe(open);
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
    await expect.poll(() => menuExpanded(page), { timeout: 500 }).toBe(false);
  }).toPass({ timeout: 15_000 });
}
