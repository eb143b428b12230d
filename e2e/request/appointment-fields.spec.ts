import { expect, test, type Locator } from '../fixtures';
import { pagePath } from '../../lib/routes';
import { appointmentServices } from '../../content/appointment';
import { appointmentCopy, servicePlaceholder } from '../../copy/request/appointment';

const MESSAGES = appointmentCopy.fr.validation;
import { answerSends, chooseCountry, fillRequest, form, FORM_PAGES, holdPhoneLibrary, marie, openAnsweredForm, openForm, shownReference, submitAndConfirm, TODAY } from './appointment-helpers';

/** The error tied to a field: referenced by its aria-describedby, and visible. */
async function errorOf(field: Locator) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = field.page();
  const texts: string[] = [];
  for (const id of ids) {
    const element = page.locator(`[id="${id}"]`);
    if ((await element.count()) === 1 && (await element.isVisible())) texts.push((await element.innerText()).trim());
  }
  return texts.join(' | ');
}

for (const path of FORM_PAGES) {
  test(`${path}: every field has a visible label, the right autocomplete and input mode`, async ({ page }) => {
    const f = await openForm(page, path);
    const expected: [Locator, string, string | null, string | null][] = [
      [f.fullName, 'text', 'name', 'text'],
      [f.email, 'email', 'email', 'email'],
      [f.phone, 'tel', 'tel', 'tel'],
      [f.date, 'date', 'off', null],
      [f.time, 'time', 'off', null],
      [f.message, 'textarea', 'off', 'text'],
    ];
    for (const [field, type, autocomplete, inputmode] of expected) {
      await expect(field).toBeVisible();
      if (type === 'textarea') await expect(field).toHaveJSProperty('tagName', 'TEXTAREA');
      else await expect(field).toHaveAttribute('type', type);
      await expect(field).toHaveAttribute('autocomplete', autocomplete!);
      if (inputmode) await expect(field).toHaveAttribute('inputmode', inputmode);
      // The label is on screen, not only for screen readers.
      const id = await field.getAttribute('id');
      await expect(page.locator(`label[for="${id}"]`)).toBeVisible();
    }
    await expect(f.message).toHaveAttribute('rows', '4');
    await expect(page.locator(`label[for="${await f.service.getAttribute('id')}"]`)).toBeVisible();
    // The browser's own bubbles are off: our French messages replace them.
    await expect(f.root).toHaveAttribute('novalidate', '');
  });

  // The services' choices as staff publish them, « Autre » last (content/appointment.ts); the spec's list is check:spec's.
  test(`${path}: the service list is exactly the centre’s`, async ({ page }) => {
    const f = await openForm(page, path);
    await expect(f.service.locator('option')).toHaveText([servicePlaceholder, ...appointmentServices.fr.map((choice) => choice.label)]);
    await expect(f.service.locator('option').last()).toHaveText('Autre');
    await expect(f.service.locator('option').first()).toHaveAttribute('value', '');
    await expect(f.service).toHaveValue('');
  });

  test(`${path}: an empty submit shows every required-field message in French and focuses the first`, async ({ page }) => {
    const requests = await answerSends(page, 200);
    const f = await openForm(page, path);
    await f.submit.click();

    await expect(f.fullName).toBeFocused();
    const required: [Locator, string][] = [
      [f.fullName, MESSAGES.fullNameRequired],
      [f.email, MESSAGES.emailRequired],
      [f.date, MESSAGES.dateRequired],
      [f.time, MESSAGES.timeRequired],
      [f.service, MESSAGES.serviceRequired],
    ];
    for (const [field, message] of required) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('required', '');
      expect(await errorOf(field)).toContain(message);
    }
    for (const optional of [f.phone, f.message]) await expect(optional).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);

    // Fixing a field clears its message at once.
    await f.fullName.fill(marie.fullName);
    await expect(f.fullName).not.toHaveAttribute('aria-invalid', 'true');
    expect(await errorOf(f.fullName)).not.toContain(MESSAGES.fullNameRequired);
  });
}

test('the date picker starts today in Yaoundé, and a past date typed by hand is refused on submit', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await expect(f.date).toHaveAttribute('min', TODAY);
  await fillRequest(page, { ...marie, date: '2026-03-15' });
  await f.submit.click();
  await expect(f.date).toBeFocused();
  expect(await errorOf(f.date)).toContain(MESSAGES.datePast);
  expect(requests).toHaveLength(0);

  await f.date.fill(TODAY);
  await submitAndConfirm(page);
  expect(requests[0]!.postDataJSON().template_params.date).toBe(TODAY);
});

test.describe('on a device set to another time zone', () => {
  test.use({ timezoneId: 'America/New_York' });
  test('« today » is still the day in Yaoundé', async ({ page }) => {
    // 19:30 on 15 March in New York is 00:30 on 16 March in Yaoundé.
    const f = await openForm(page, pagePath('appointment', 'fr'), new Date('2026-03-15T19:30:00-04:00'));
    await expect(f.date).toHaveAttribute('min', '2026-03-16');
    await fillRequest(page, { ...marie, date: '2026-03-15' });
    await f.submit.click();
    expect(await errorOf(f.date)).toContain(MESSAGES.datePast);
  });
});

test('an invalid e-mail is refused with an example', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await fillRequest(page, { ...marie, email: 'marie.ngono@example' });
  await f.submit.click();
  await expect(f.email).toBeFocused();
  expect(await errorOf(f.email)).toContain(MESSAGES.emailInvalid);
  expect(requests).toHaveLength(0);
});

// Issue 67.3: a name is one line (it goes into the e-mail's subject). Chromium turns a pasted line break into a
// space, and keeps a tab; the form turns any of them into a space as it comes, so that what the visitor sees is
// what is sent, and no check refuses a character she cannot see.
test('a name pasted with a line break and a tab is one line, as shown and as sent', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const { f, requests } = await openAnsweredForm(page);
  await fillRequest(page, { ...marie, fullName: '' });
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'Marie\r\nNgono\tÉpouse Essomba');
  await f.fullName.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(f.fullName).toHaveValue('Marie Ngono Épouse Essomba');
  await submitAndConfirm(page);
  expect(requests[0]!.postDataJSON().template_params.from_name).toBe('Marie Ngono Épouse Essomba');
});

test('the phone starts on Cameroon with its self-hosted flag, and a wrong number is explained', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await expect(f.country).toHaveValue('CM');
  await expect(f.country.locator('option:checked')).toHaveText('Cameroun');
  const flag = f.root.locator('.PhoneInputCountryIcon img');
  await expect(flag).toHaveAttribute('src', '/flags/CM.svg');
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await fillRequest(page, { ...marie, phone: '6712' });
  await f.submit.click();
  await expect(f.phone).toBeFocused();
  expect(await errorOf(f.phone)).toContain(MESSAGES.phoneTooShort);
  await f.phone.fill('67123456789012');
  expect(await errorOf(f.phone)).toContain(MESSAGES.phoneTooLong);
  await f.phone.fill('');
  await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests).toHaveLength(0);
});

test.describe('before the phone library has arrived', () => {
  test('a number typed in the stand-in is kept, then formatted by the library once the field is left', async ({ page }) => {
    const library = await holdPhoneLibrary(page);
    const f = await openForm(page);
    await expect.poll(library.wasRequested).toBe(true);
    await expect(f.country).toHaveValue('CM');
    await expect(f.country.locator('option')).toHaveCount(1);
    await f.phone.fill('671234567');

    library.release();
    // Not under the visitor's fingers: the stand-in stays while it has the focus.
    await expect(f.phone).toBeFocused();
    await page.waitForTimeout(300);
    await expect(f.phone).toHaveValue('671234567');
    await expect(f.country.locator('option')).toHaveCount(1);

    await f.date.focus();
    await expect(f.country.locator('option')).not.toHaveCount(1);
    await expect(f.phone).toHaveValue('6 71 23 45 67');
    await expect(f.date).toBeFocused();
  });

  test('a send waits for the library, which checks the number', async ({ page }) => {
    const requests = await answerSends(page, 200);
    const library = await holdPhoneLibrary(page);
    const f = await openForm(page);
    await fillRequest(page, { ...marie, phone: '6712' });
    await f.submit.click();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);

    library.release();
    await expect(f.phone).toBeFocused();
    expect(await errorOf(f.phone)).toContain(MESSAGES.phoneTooShort);
    expect(requests).toHaveLength(0);
  });
});

/** The message counter's live region: not the day's advice beside the date and time, which has its own. */
const COUNTER_LIVE = '[aria-live="polite"]:not([data-day-advice] *)';

test('a 10 000-character message is cut at 2 000, and the visitor is told', async ({ page }) => {
  const { f, requests } = await openAnsweredForm(page);
  await expect(f.root).toContainText('2\u202F000 caractères au maximum');
  await fillRequest(page, { ...marie, message: 'a'.repeat(10_000) });
  expect(await f.message.evaluate((element: HTMLTextAreaElement) => element.value.length)).toBe(2000);
  await expect(f.root).toContainText('2\u202F000\u00A0/\u00A02\u202F000 caractères');
  await expect(f.root).toContainText('Vous avez atteint la limite');
  await expect(f.root.locator(COUNTER_LIVE)).toHaveText('Vous avez atteint la limite de 2\u202F000 caractères.');
  await submitAndConfirm(page);
  // The request's reference on the first line, then the 2 000 characters.
  const [first, ...text] = (requests[0]!.postDataJSON().template_params.message as string).split('\n');
  expect(first).toBe(`Référence\u00A0: ${await shownReference(page)}`);
  expect(text.join('\n')).toHaveLength(2000);
});

test('the message counter follows the typing', async ({ page }) => {
  const f = await openForm(page);
  await f.message.fill('Bonjour');
  await expect(f.root).toContainText('7\u00A0/\u00A02\u202F000 caractères');
  // The counter is read with the field, not announced on every key.
  expect(await f.message.getAttribute('aria-describedby')).toMatch(/count/);
  await expect(f.root.locator(COUNTER_LIVE)).toHaveText('');
});

test.describe('the draft', () => {
  test('is restored after a reload, with the chosen phone country, and said so', async ({ page }) => {
    const f = await openForm(page);
    await f.fullName.fill(marie.fullName);
    await f.email.fill(marie.email);
    await chooseCountry(page, 'FR');
    await f.phone.fill('612345678');
    await f.date.fill(marie.date);
    await f.service.selectOption('Autre');
    await f.message.fill('Ligne 1\nLigne 2');

    await page.reload();
    await expect(f.submit).toBeEnabled();
    await expect(f.root.getByRole('status').filter({ hasText: 'Nous avons retrouvé' })).toBeVisible();
    await expect(f.fullName).toHaveValue(marie.fullName);
    await expect(f.email).toHaveValue(marie.email);
    await expect(f.country).toHaveValue('FR');
    // Shown in French national format (with its leading 0): the same number, +33612345678.
    await expect(f.phone).toHaveValue(/^0?6 12 34 56 78$/);
    await expect(f.date).toHaveValue(marie.date);
    await expect(f.time).toHaveValue('');
    await expect(f.service).toHaveValue('Autre');
    await expect(f.message).toHaveValue('Ligne 1\nLigne 2');
  });

  test('lives in sessionStorage only, never in localStorage', async ({ page }) => {
    const f = await openForm(page);
    await f.fullName.fill('Nom très reconnaissable');
    await f.message.fill('Détail privé');
    const storage = await page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }),
      local: JSON.stringify({ ...localStorage }),
    }));
    expect(storage.session).toContain('Nom très reconnaissable');
    expect(storage.local).not.toContain('Nom très reconnaissable');
    expect(storage.local).not.toContain('Détail privé');
  });

  test('follows the visitor from /contact to /appoitment', async ({ page }) => {
    const f = await openForm(page, pagePath('contact', 'fr'));
    await f.fullName.fill(marie.fullName);
    await f.message.fill(marie.message!);
    await page.goto(pagePath('appointment', 'fr'));
    await expect(form(page).submit).toBeEnabled();
    await expect(form(page).fullName).toHaveValue(marie.fullName);
    await expect(form(page).message).toHaveValue(marie.message!);
  });
});

test.describe('the honeypot', () => {
  test('is hidden from people: invisible, out of the tab order, hidden from screen readers, no autofill', async ({ page }) => {
    const f = await openForm(page);
    const wrapper = f.root.locator('[aria-hidden="true"]:has(input)');
    const trap = wrapper.locator('input');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // Clipped to a single pixel: nothing of it can be seen.
    const box = (await wrapper.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    expect(await wrapper.evaluate((element) => getComputedStyle(element).overflow)).toBe('hidden');
    // Tabbing through the whole form never lands on it.
    await f.fullName.focus();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await trap.evaluate((element) => element === document.activeElement)).toBe(false);
    }
  });

  test('filled (a robot): nothing is sent, and the robot sees the usual confirmation', async ({ page }) => {
    const { f, requests } = await openAnsweredForm(page);
    await fillRequest(page);
    await f.root.locator('[aria-hidden="true"] input').fill('https://spam.example');
    await f.submit.click();
    // The confirmation comes without any send having started.
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect(requests).toHaveLength(0);
  });
});
