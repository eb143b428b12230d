import { services } from '../../content/services';
import { site } from '../../content/site';
import { callbackCopy } from '../../copy/request/callback';
import requestEn from '../../copy/request/en';
import requestFr from '../../copy/request/fr';
import type { Locale } from '../../lib/i18n';
import { CALLBACK_ID, pagePath, servicePath } from '../../lib/routes';
import { expectNoA11yViolations } from '../a11y/a11y';
import { answerRelay, answerSends, fallbackText, SEND_URL, TEST_KEYS } from './appointment-helpers';
import { expect, settled, test, type Page } from '../fixtures';
import { network, outboxEntries } from '../offline/offline-helpers';
import { formatDayMonth } from '../../lib/format';
import { slotHours, workingDays } from './hours-helpers';

/** Two working days in a row, read from the hours the pages are built with. */
const { today: TODAY, tomorrow: TOMORROW } = workingDays();
/**
 * A day as the staff's inbox writes it (« lundi 30 novembre »), on the family's side and the centre's alike: its
 * year said when it is not this year's, and always in what is read later (the centre's e-mail, the written request).
 */
const dayInWords = (day: string, locale: Locale, { year = day.slice(0, 4) !== TODAY.slice(0, 4) } = {}) =>
  `${formatDayMonth(day, locale, { weekday: true }).replace(/ (?=\S+$)/, '\u00A0')}${year ? `\u00A0${day.slice(0, 4)}` : ''}`;

/*
 * « Rappelez-moi » (components/request/callback/), as a visitor uses it: a number typed as people type it, two
 * taps, « Me faire rappeler ». The same request as the form's (lib/request/): one POST with the spec's
 * eight keys and the reference the visitor is shown; kept on the device without a connection and sent
 * once when it returns; refused by EmailJS, the same request by WhatsApp, SMS or e-mail. One journey per
 * case, each checking what differs there.
 */

/** The call-back of the page, by what the visitor reads. */
function callback(page: Page, locale: Locale = 'fr') {
  const copy = callbackCopy[locale];
  const root = page.locator(`#${CALLBACK_ID}`);
  return {
    root,
    phone: root.getByRole('textbox', { name: copy.phone }),
    name: root.getByRole('textbox', { name: `${copy.name}${copy.optional}` }),
    day: (day: keyof typeof copy.days) => root.getByRole('radio', { name: copy.days[day] }),
    slot: (slot: keyof typeof copy.slots) => root.getByRole('radio', { name: new RegExp(`^${copy.slots[slot]}`) }),
    submit: root.getByRole('button', { name: new RegExp(`${copy.submit}|${copy.sending}`) }),
    alert: root.getByRole('alert'),
  };
}

/** A page at a moment of Yaoundé's day, its call-back ready (its button turns on once the scripts run). */
async function openAt(page: Page, path: string, yaounde: string, locale: Locale = 'fr') {
  await page.clock.install({ time: new Date(`${yaounde}+01:00`) });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const c = callback(page, locale);
  await c.root.scrollIntoViewIfNeeded();
  await expect(c.submit).toBeEnabled();
  return c;
}

/** The reference the confirmation or the kept request shows. */
const shownReference = async (page: Page) => {
  const reference = (await page.locator(`#${CALLBACK_ID} [data-reference]`).textContent()) ?? '';
  expect(reference).toMatch(/^AV-[2-9A-HJKMNP-TV-Z]{4}$/);
  return reference;
};

test('on a service’s page, each bad number is refused with the phone library’s reason and nothing sent; a good one leaves once, in the spec’s eight keys', async ({ page }) => {
  const requests = await answerSends(page, 200);
  const service = services.fr[0]!;
  const c = await openAt(page, servicePath(service.id, 'fr'), `${TODAY}T14:00:00`);
  const messages = requestFr.callback.validation;

  // 14:00 in Yaoundé: this morning is over, this afternoon is not.
  await c.day('today').check();
  await expect(c.slot('morning')).toBeDisabled();
  await expect(c.slot('afternoon')).toBeEnabled();

  // Nothing typed, nothing chosen: both said, the focus on the number.
  await c.day('tomorrow').check();
  await c.submit.click();
  await expect(c.phone).toBeFocused();
  await expect(c.root).toContainText(messages.phoneRequired);
  await expect(c.root).toContainText(messages.whenRequired);

  await c.slot('afternoon').check();
  for (const [typed, message] of [
    ['six sept un', messages.phoneNotANumber],
    ['6712', messages.phoneTooShort],
    ['67123456789012345', messages.phoneTooLong],
    // A French mobile typed without +33: read as Cameroonian, too long, and the message says what to add.
    ['06 12 34 56 78', messages.phoneTooLong],
    ['6'.repeat(250), messages.phoneTooLong],
    ['+999 123456', messages.phoneInvalidCountry],
  ] as const) {
    await c.phone.fill(typed);
    await c.submit.click();
    await expect(c.phone, typed).toBeFocused();
    await expect(c.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(c.phone).toHaveAccessibleDescription(new RegExp(message.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // Nothing lost: what was typed stays, as it was typed.
    await expect(c.phone).toHaveValue(typed);
  }
  expect(requests).toHaveLength(0);
  await expectNoA11yViolations(page);

  await c.phone.fill('6 71 23 45 67');
  await c.name.fill('Jean-Paul N’Goh');
  await c.submit.click();
  const heading = page.getByRole('heading', { name: requestFr.callback.sentTitle });
  await expect(heading).toBeFocused();
  await expect(c.root).toContainText(`le ${dayInWords(TOMORROW, 'fr')}, l'après-midi`);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.url()).toBe(SEND_URL);
  const reference = await shownReference(page);
  expect(requests[0]!.postDataJSON()).toEqual({
    lib_version: '4.4.1',
    ...TEST_KEYS,
    template_params: {
      from_name: 'Jean-Paul N’Goh',
      from_email: '',
      reply_to: '',
      phone: '+237671234567',
      date: TOMORROW,
      time: `l'après-midi (${slotHours(TOMORROW, 'afternoon')})`,
      service: service.title,
      message: `Référence\u00A0: ${reference}\nRappel demandé au +237671234567, le ${dayInWords(TOMORROW, 'fr', { year: true })}, l'après-midi (${slotHours(TOMORROW, 'afternoon')}), heure de Yaoundé. Service\u00A0: ${service.title}.`,
      reference,
      notice: '',
    },
  });
  await expectNoA11yViolations(page);
});

test('in English, late in the evening: today is not offered, the next day named; a foreign number with its country leaves, marked for an answer in English', async ({ page }) => {
  const requests = await answerSends(page, 200);
  const c = await openAt(page, pagePath('home', 'en'), `${TODAY}T19:45:00`, 'en');
  await expect(c.day('today')).toHaveCount(0);
  await expect(c.root.locator('[data-today-note]')).toContainText(formatDayMonth(TOMORROW, 'en', { weekday: true }));
  await c.phone.fill('+33 6 12 34 56 78');
  await c.day('tomorrow').check();
  await c.slot('morning').check();
  await c.submit.click();
  await expect(page.getByRole('heading', { name: requestEn.callback.sentTitle })).toBeFocused();
  await expect(c.root).toContainText(`on ${dayInWords(TOMORROW, 'en')}, in the morning (${slotHours(TOMORROW, 'morning', 'en')})`);
  expect(requests).toHaveLength(1);
  const params = requests[0]!.postDataJSON().template_params;
  expect(params).toMatchObject({ from_name: '(Nom non donné)', phone: '+33612345678', date: TOMORROW, service: 'Rappel téléphonique', reference: await shownReference(page), reply_to: '' });
  expect(params.message.split('\n')).toEqual([
    `Référence\u00A0: ${await shownReference(page)}`,
    `[Site anglais – répondre en anglais] Rappel demandé au +33612345678, le ${dayInWords(TOMORROW, 'fr', { year: true })}, le matin (${slotHours(TOMORROW, 'morning')}), heure de Yaoundé.`,
  ]);
});

test('refused by both channels for itself (413): « Erreur: », what happened, the same call-back by WhatsApp, SMS or e-mail, nothing kept, nothing lost', async ({ page }) => {
  const requests = await answerSends(page, 413);
  await answerRelay(page, 413);
  const c = await openAt(page, pagePath('contact', 'fr'), `${TODAY}T09:00:00`);
  await c.phone.fill('671234567');
  await c.day('today').check();
  await c.slot('evening').check();
  await c.submit.click();
  await expect(c.alert).toBeFocused();
  await expect(c.alert).toContainText(`${requestFr.failures.prefix}${requestFr.failures['bad-request']}`);
  expect(requests).toHaveLength(1);
  const reference = /Référence\u00A0: (AV-\w{4})/.exec(requests[0]!.postDataJSON().template_params.message)![1]!;
  const whatsapp = (await c.alert.locator('[data-fallback="whatsapp"]').getAttribute('href'))!;
  expect(fallbackText(whatsapp)).toContain(`Référence\u00A0: ${reference}`);
  expect(fallbackText(whatsapp)).toContain(`Quand\u00A0: ${dayInWords(TODAY, 'fr', { year: true })}, le soir (${slotHours(TODAY, 'evening')})`);
  await expect(c.alert.locator('[data-fallback="sms"]')).toHaveAttribute('href', new RegExp(`^sms:\\${site.fr.phones.reception.e164}\\?body=.*${reference}`));
  await expect(c.alert.locator('[data-fallback="email"]')).toHaveAttribute('href', /^mailto:.*Demande%20de%20rappel/);
  await expect(c.phone).toHaveValue('671234567');
  expect(await outboxEntries(page)).toEqual([]);
  await expectNoA11yViolations(page);
});

test('without a connection: kept on the device, shown on the form page as a call-back, sent once when EmailJS takes it', async ({ page, context }) => {
  const net = await network(context, 200);
  const c = await openAt(page, servicePath(2, 'fr'), `${TODAY}T09:00:00`);
  // The first touch brings the code a send needs, while the connection is there.
  await c.phone.fill('6 71 23 45 67');
  await settled(page);
  await c.day('tomorrow').check();
  await c.slot('morning').check();
  await net.cut();
  await c.submit.click();
  await expect(page.getByRole('heading', { name: requestFr.callback.keptTitle })).toBeFocused();
  const reference = await shownReference(page);
  expect(net.sends).toHaveLength(0);
  expect(await outboxEntries(page)).toEqual([expect.objectContaining({ kind: 'callback', reference, status: 'waiting' })]);

  // Back, but EmailJS not ready: it still waits, and the form page shows it as what it is.
  net.answer(503);
  await net.restore();
  await expect.poll(() => net.sends.length).toBe(1);
  // The page records EmailJS's answer before the visitor leaves it (else the form page shows the last
  // cause it knew, the cut connection, until the dead page's claim runs out: e2e/request/request-once.spec.ts).
  await expect.poll(async () => (await outboxEntries(page)).map((entry) => entry.cause)).toEqual(['service']);
  await page.goto(pagePath('appointment', 'fr'));
  const panel = page.locator('[data-outbox-panel]');
  await expect(panel.getByRole('heading', { name: requestFr.outbox.waitingServiceTitle })).toBeVisible();
  await expect(panel).toContainText(`Rappel au +237671234567, le ${dayInWords(TOMORROW, 'fr')}, le matin (${slotHours(TOMORROW, 'morning')})`);
  await expect(panel.getByRole('button', { name: requestFr.outbox.takeBack })).toHaveCount(0);

  net.answer(200);
  await panel.getByRole('button', { name: requestFr.outbox.retry }).click();
  await expect(page.getByRole('heading', { name: requestFr.callback.sentTitle })).toBeVisible();
  expect(net.sends).toHaveLength(2);
  // The same bytes both times: one request, sent once it was taken.
  expect(net.sends[1]!.postData()).toBe(net.sends[0]!.postData());
  expect(net.sends[1]!.postDataJSON().template_params.message).toContain(`Référence\u00A0: ${reference}`);
  expect(await outboxEntries(page)).toEqual([]);
});

for (const locale of ['fr', 'en'] as const) {
  test(`EmailJS refusing for the account and the relay down (${locale}): kept, said as it is (not « no connection »), safer sent now too`, async ({ page }) => {
    const words = locale === 'fr' ? requestFr : requestEn;
    const requests = await answerSends(page, 412);
    const relay = await answerRelay(page, 503);
    const c = await openAt(page, pagePath('contact', locale), `${TODAY}T09:00:00`, locale);
    await c.phone.fill('671234567');
    await c.day('tomorrow').check();
    await c.slot('morning').check();
    await c.submit.click();
    await expect(page.getByRole('heading', { name: words.callback.keptTitle })).toBeFocused();
    const outcome = page.locator('[data-callback-kept]');
    await expect(outcome).toContainText(words.callback.keptLaterText);
    await expect(outcome).toContainText(words.outbox.saferNow);
    await expect(outcome).not.toContainText(words.callback.keptText);
    // The day until which the device tries, in the page's language, as the staff's inbox writes a day.
    await expect(outcome).toContainText(locale === 'fr' ? /jusqu'au (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+(er)?\s[a-zéû]+/ : /until (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+\s[A-Z][a-z]+/);
    await expect(outcome.locator('[data-fallback="sms"]')).toBeVisible();
    expect([requests.length, relay.requests.length]).toEqual([1, 1]);
    expect(await outboxEntries(page)).toEqual([expect.objectContaining({ kind: 'callback', status: 'waiting', cause: 'service' })]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the call-back says to call, with the number: its button never sends a form the page cannot handle', async ({ page }) => {
    await page.goto(pagePath('home', 'fr'));
    const c = callback(page);
    await expect(c.submit).toBeDisabled();
    await expect(c.root.getByRole('link', { name: site.fr.phones.reception.display })).toHaveAttribute('href', `tel:${site.fr.phones.reception.e164}`);
    // Tapped, it sends nothing, and does not promise « in a few seconds » as it does while the scripts come.
    await c.submit.click({ force: true });
    await expect(c.root.getByText(callbackCopy.fr.notReady.slice(0, 10))).toBeHidden();
    expect(new URL(page.url()).search).toBe('');
  });
});
