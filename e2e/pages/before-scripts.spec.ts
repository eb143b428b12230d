import type { Route } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { expectMenuOpen, menuDisclosure, menuToggle, waitForScripts } from '../menu';
import { NEXT_STATIC } from '../../pipeline/lib/next-output';
import { callbackCopy } from '../../copy/request/callback';
import requestFr from '../../copy/request/fr';
import { priceWords } from '../../copy/prices';
import { answerSends, form } from '../request/appointment-helpers';
import { navigation } from '../../copy/navigation';
import { ui } from '../../copy/ui';
import { appointmentContacts } from '../../site/appointment-contacts';
import { APPLICATION_ID, CALLBACK_ID, pagePath, servicePath } from '../../lib/routes';
import { careers } from '../../copy/careers';
import { formWords } from '../../copy/request/form-words';
import { DRAFT_KEY } from '../../lib/request/form/draft';

// A cold visit on a slow link: the page is painted seconds before its scripts run. Here they are held
// back (every script file of /_next/) until the test lets them go, as the slow link would.

/** Holds every script file of the site's until `release()`; what was asked before is answered then. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${NEXT_STATIC}**/*.js`, async (route: Route) => {
    await released;
    // The page may have gone meanwhile (a link followed before the scripts): nothing to answer.
    await route.continue().catch(() => {});
  });
  return { release };
}
// The page's `load` waits for the held scripts' preloads: the tests go on from its parsed HTML.

const servicesLink = navigation.fr.main.find((link) => link.href === pagePath('services', 'fr'))!;
const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: ui.fr.header.navLabel }).getByRole('link', { name, exact: true });

test.describe('the phone menu before the scripts', () => {
  test('opens in place, without a jump, and its links work', async ({ page }) => {
    await holdScripts(page);
    await page.goto(pagePath('about', 'fr'), { waitUntil: 'domcontentloaded' });
    // The link to the footer is only for browsers without <details>.
    await expect(page.getByRole('banner').getByRole('link', { name: ui.fr.header.menu })).toBeHidden();
    await expect(menuLink(page, servicesLink.label)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await menuToggle(page).tap();
    await expectMenuOpen(page, true);
    await expect(menuLink(page, servicesLink.label)).toBeInViewport();
    expect(new URL(page.url()).hash, 'no jump to the footer').toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    // Closed by the same button.
    await menuToggle(page).tap();
    await expectMenuOpen(page, false);
    await expect(menuLink(page, servicesLink.label)).toBeHidden();
    // A link of the menu is a plain link until then: it leads to its page.
    await menuToggle(page).tap();
    await menuLink(page, servicesLink.label).tap();
    await expect(page).toHaveURL(new RegExp(`${servicesLink.href}/?$`));
  });

  test('a menu opened before the scripts stays open after them; then Escape closes it and gives « Menu » the focus', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(pagePath('home', 'fr'), { waitUntil: 'domcontentloaded' });
    await menuToggle(page).tap();
    await expectMenuOpen(page, true);
    scripts.release();
    await waitForScripts(page);
    await expectMenuOpen(page, true);
    await expect(menuLink(page, servicesLink.label)).toBeInViewport();
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false);
    await expect(menuToggle(page)).toBeFocused();
  });

  test('after the scripts, a link of the menu closes it and leads to its page', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto(pagePath('home', 'fr'), { waitUntil: 'domcontentloaded' });
    await menuToggle(page).tap();
    scripts.release();
    await waitForScripts(page);
    await menuLink(page, servicesLink.label).tap();
    await expect(page).toHaveURL(new RegExp(`${servicesLink.href}/?$`));
    await expectMenuOpen(page, false);
    // A page change by the scripts: the same header, the menu closed, the focus back on « Menu ».
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuDisclosure(page)).toHaveCount(1);
  });
});

test('« Me faire rappeler » tapped before the scripts sends nothing, says why, and sends once they run', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(pagePath('contact', 'fr'), { waitUntil: 'domcontentloaded' });
  const submit = page.getByRole('button', { name: callbackCopy.fr.submit });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  const { phone } = appointmentContacts('fr');
  const why = callbackCopy.fr.notReady.replace('{phone}', phone.display);
  // Read with the button by a screen reader, shown once it is tapped.
  await expect(submit).toHaveAccessibleDescription(why);
  // aria-disabled, which Playwright's actionability takes for disabled: a visitor's thumb does not.
  await submit.tap({ force: true });
  const note = page.getByText(/^Un instant/).filter({ visible: true });
  await expect(note).toHaveCount(1);
  // Shown by the tap itself, not by the focus it may give: a tap on an iPhone focuses no button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(note).toHaveCount(1);
  await expect(note.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`);
  expect(new URL(page.url()).search, 'nothing was sent in the address').toBe('');
  scripts.release();
  await waitForScripts(page);
  await expect(submit).not.toHaveAttribute('aria-disabled');
  await expect(submit).not.toHaveAttribute('formmethod');
  await expect(page.getByText(/^Un instant/)).toHaveCount(0);
});

test('a number typed and choices made before the scripts stay, and count, once they run', async ({ page }) => {
  const copy = callbackCopy.fr;
  const requests = await answerSends(page, 200);
  // The real clock, as the build's (minutes ago): the days the page was built with are the days it offers
  // once its scripts run. The last is a later opening day, offered whatever the hour.
  const scripts = await holdScripts(page);
  await page.goto(servicePath(1, 'fr'), { waitUntil: 'domcontentloaded' });
  const callback = page.locator(`#${CALLBACK_ID}`);
  const phone = callback.getByRole('textbox', { name: copy.phone });
  await phone.fill('671 234 567');
  const day = callback.locator('input[name="day"]').last();
  const chosen = (await day.getAttribute('value'))!;
  await day.check();
  await callback.getByRole('radio', { name: new RegExp(`^${copy.slots.morning}`) }).check();
  const estimate = page.locator('details').filter({ has: page.locator('summary', { hasText: priceWords.fr.estimate.summary }) });
  await estimate.locator('summary').tap();
  await estimate.getByRole('combobox').selectOption({ index: 1 });

  scripts.release();
  await waitForScripts(page);
  await expect(phone).toHaveValue('671 234 567');
  await expect(callback.locator(`input[name="day"][value="${chosen}"]`)).toBeChecked();
  // The choice shown is the one the estimate counts: a figure, not « choose an option ».
  await expect(estimate.locator('output')).toContainText('FCFA');
  await callback.getByRole('button', { name: copy.submit }).tap();
  await expect(page.getByRole('heading', { name: requestFr.callback.sentTitle })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON().template_params).toMatchObject({ phone: '+237671234567', date: chosen });
});

test('the appointment form keeps what was typed before the scripts, and says it is ready once they run', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto(pagePath('appointment', 'fr'), { waitUntil: 'domcontentloaded' });
  const f = form(page);
  await expect(f.submit).toHaveAttribute('aria-disabled', 'true');
  // A tap on « Envoyer la demande » says why nothing goes yet, focus or none (an iPhone gives a button none).
  await f.submit.tap({ force: true });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByText(/^Un instant/).filter({ visible: true })).toHaveCount(1);
  await f.fullName.fill('Awa Mbarga');
  await f.email.fill('awa@example.cm');
  await f.phone.fill('6 71 23 45 67');
  await f.message.fill('Pour ma mère, à domicile.');
  scripts.release();
  await waitForScripts(page);
  await expect(f.submit).not.toHaveAttribute('aria-disabled');
  await expect(f.fullName).toHaveValue('Awa Mbarga');
  await expect(f.email).toHaveValue('awa@example.cm');
  await expect(f.phone).toHaveValue('6 71 23 45 67');
  // The number is the form's value, not only the box's: the draft the form keeps has it as the library reads it.
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain('+237671234567');
  await expect(f.message).toHaveValue('Pour ma mère, à domicile.');
  // What was typed early is the form's own now: a change to another field keeps it.
  await f.fullName.fill('Awa Mbarga Ngo');
  await expect(f.message).toHaveValue('Pour ma mère, à domicile.');
});

test('an application keeps what the carer typed before the scripts, and sends it once they run', async ({ page }) => {
  const words = { ...formWords.fr, ...careers.fr.form };
  const requests = await answerSends(page, 200);
  const scripts = await holdScripts(page);
  await page.goto(pagePath('careers', 'fr'), { waitUntil: 'domcontentloaded' });
  const root = page.locator(`#${APPLICATION_ID}`);
  const fullName = root.getByLabel(words.labels.fullName, { exact: true });
  const phone = root.getByRole('textbox', { name: words.labels.phone, exact: true });
  const quartier = root.getByLabel(`${words.labels.quartier}${words.optional}`);
  const message = root.getByLabel(`${words.labels.message}${words.optional}`);
  await fullName.fill('Paul Mbarga');
  await phone.fill('6 99 88 77 66');
  await quartier.fill('Mvog-Ada');
  await message.fill('Je peux commencer lundi.');
  scripts.release();
  await waitForScripts(page);
  for (const [field, value] of [[fullName, 'Paul Mbarga'], [phone, '6 99 88 77 66'], [quartier, 'Mvog-Ada'], [message, 'Je peux commencer lundi.']] as const) {
    await expect(field).toHaveValue(value);
  }
  await root.getByRole('button', { name: new RegExp(words.submit) }).tap();
  await expect(page.getByRole('heading', { name: careers.fr.sent.title })).toBeFocused();
  expect(requests).toHaveLength(1);
  const params = requests[0]!.postDataJSON().template_params;
  expect(params).toMatchObject({ from_name: 'Paul Mbarga', phone: '+237699887766' });
  expect(params.message).toContain('Mvog-Ada');
  expect(params.message).toContain('Je peux commencer lundi.');
});
