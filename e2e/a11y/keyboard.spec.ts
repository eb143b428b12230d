import { expect, test, type Locator, type Page } from '../fixtures';
import { answerSends, form, marie, NOW } from '../request/appointment-helpers';
import { expectMenuOpen } from '../menu';

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
    // The ring may be drawn by the element, by one of its pseudo-elements (a card-wide link draws
    // it on ::after, over the whole card), by a close ancestor through :focus-within (the phone box
    // around its number field) or by the next sibling (the flag beside the invisible country <select>).
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const ancestors = [element.parentElement, element.parentElement?.parentElement].filter((node) => node?.matches(':focus-within'));
    const visibleFocus =
      [undefined, '::before', '::after'].some((pseudo) => shows(getComputedStyle(element, pseudo))) ||
      [...ancestors, element.nextElementSibling].some((node) => node instanceof Element && shows(getComputedStyle(node)));
    // On screen: the page scrolls the focused element into view (at least partly).
    const box = element.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
    return {
      onScreen,
      description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`,
      href: element.getAttribute('href'),
      id: element.id,
      visibleFocus,
    };
  });
}

/**
 * Presses Tab until the focused element matches, checking on the way that every stop shows the
 * focus. Fails after `maxStops` (a keyboard trap or a missing target).
 */
async function tabUntil(
  page: Page,
  matches: (state: { href: string | null; id: string; description: string }) => boolean,
  maxStops = 60,
) {
  const stops: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    const state = await focusState(page);
    if (!state) continue;
    stops.push(state.description);
    expect(state.visibleFocus, `visible focus on ${state.description}`).toBe(true);
    // Polled: the page may scroll smoothly to the newly focused element.
    await expect.poll(async () => (await focusState(page))?.onScreen, `${state.description} is on screen`).toBe(true);
    if (matches(state)) return;
  }
  throw new Error(`not reached after ${maxStops} Tab presses; focus went through: ${stops.join(' → ')}`);
}

/** Tabs to a form field (by its id), checking the focus on the way. */
async function tabToField(page: Page, field: Locator) {
  const id = await field.getAttribute('id');
  expect(id, 'the field has an id its label points to').toBeTruthy();
  await tabUntil(page, (state) => state.id === id);
}

/**
 * The digits to type into Chromium's date field for an ISO date. The field orders day, month and
 * year by the browser's own UI language, not the page's (Debian's Chromium ships only en-US:
 * mm/jj/aaaa, where a French Chromium wants jj/mm/aaaa), so a blank page asks it first.
 */
async function dateDigits(page: Page, isoDate: string) {
  const probe = await page.context().newPage();
  await probe.setContent('<input type="date" aria-label="probe">');
  await probe.getByLabel('probe').focus();
  await probe.keyboard.type('01022003');
  const probed = await probe.getByLabel('probe').inputValue();
  await probe.close();
  const [year, month, day] = isoDate.split('-') as [string, string, string];
  if (probed === '2003-02-01') return `${day}${month}${year}`;
  if (probed === '2003-01-02') return `${month}${day}${year}`;
  return `${year}${month}${day}`;
}

/** On small screens the links are behind the menu button: open it with the keyboard. */
async function openMenuWithKeyboard(page: Page) {
  if (!isMobileLayout(page)) return;
  // « Menu » is a <summary>: Enter opens it, with or without the scripts.
  await tabUntil(page, (state) => state.description.startsWith('<summary>') && state.description.includes('Menu'));
  await page.keyboard.press('Enter');
  await expectMenuOpen(page, true);
}

test('keyboard only: home → services → a service → Consultation → the form is sent, with visible focus at every step', async ({ page }) => {
  // Dozens of Tab presses, each checked, over four pages: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  // « Today » for the form's date rules, as in the appointment specs; time keeps flowing.
  await page.clock.install({ time: NOW });
  const sends = await answerSends(page, 200);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez rendez-vous');

  // The form, field by field, with the keyboard only.
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await tabToField(page, f.fullName);
  await page.keyboard.type(marie.fullName);
  await tabToField(page, f.email);
  await page.keyboard.type(marie.email);
  await tabToField(page, f.phone);
  await page.keyboard.type(marie.phone!);
  const digits = await dateDigits(page, marie.date);
  await tabToField(page, f.date);
  await page.keyboard.type(digits);
  await tabToField(page, f.time);
  await page.keyboard.type(marie.time.replace(':', ''));
  await tabToField(page, f.service);
  // A closed <select> picks the option whose text starts with what is typed.
  await page.keyboard.type(marie.service);
  await tabToField(page, f.message);
  await page.keyboard.type(marie.message!);
  await expect(f.date).toHaveValue(marie.date);
  await expect(f.time).toHaveValue(marie.time);
  await expect(f.service).toHaveValue(marie.service);

  await tabUntil(page, (state) => /Envoyer la demande/.test(state.description));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(sends).toHaveLength(1);
  expect(sends[0]!.postDataJSON().template_params).toMatchObject({
    from_name: marie.fullName,
    from_email: marie.email,
    date: marie.date,
    time: marie.time,
    service: marie.service,
    reference: expect.stringMatching(/^AV-[2-9A-HJKMNP-TV-Z]{4}$/),
  });
});
