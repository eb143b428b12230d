import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { visitCopy } from '../../copy/request/visit';
import { INBOX_PATHS } from '../../gateway/src/inbox/model';
import { visitMeasureWords } from '../../gateway/src/report/words';
import type { VisitMeasure } from '../../gateway/src/report/visits';
import { VISIT_RESULTS } from '../../gateway/src/visits/results';
import { addDays, doualaInstant } from '../../lib/douala-date';
import { visitWhenWords } from '../../lib/request/for-gateway';
import { visitPath } from '../../lib/routes';
import { E2E_GATEWAY_SECRETS, E2E_GATEWAY_URL } from '../../harness/e2e-build-env';
import { TEST_PORTS } from '../../harness/test-ports';
import { marie } from './appointment-helpers';
import { appointmentDay, mailbox } from './gateway-helpers';
import { freshPhone, linkIn, messagesFor, PHONE, sendRequest, startJourney, staffWords, takeAndAgree, textOf, toGateway, visitWords } from './visit-helpers';
import { expect, test } from '../fixtures';

/*
 * Issue 77's journey, from end to end, at 390 px, on the gateway's export and a gateway of its own on the local
 * fakes (the mailbox's WhatsApp Cloud API and Brevo SMS, which post their statuses back, signed), its clock moved by
 * the test (TEST_CLOCK) so that the day before and the day itself come in a call. A family sends with the box
 * ticked; Awa takes it and records « Appelée » with a day, a time and a place; the fake WhatsApp holds the
 * confirmation with its link; that link, in a fresh browser context (a daughter's phone), heads with the
 * appointment and offers the calendar file; « Je dois changer »; Awa's phone is told and her card says it; she moves
 * it; « Rendez-vous déplacé »; the reminder the day before; « Venu » from the list « Rendez-vous »; the report counts it.
 * Then WhatsApp refusing: the SMS; and a family that did not tick the box: nothing.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

const family = visitCopy.fr;
const shots = process.env.VISIT_JOURNEY_SCREENSHOTS;

test('a family ticks the box; Awa agrees a visit; WhatsApp confirms it with a link a daughter opens; « Je dois changer »; Awa moves it; « Rendez-vous déplacé »; the reminder the day before; « Venu »; the report counts it', async ({ page, context, browser }) => {
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-visit-'));
  const journey = await startJourney(persistTo);
  await mailbox.messaging({ gateway: journey.gateway.url, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET, whatsappStatus: 'read' });
  const daughter = await freshPhone(browser, journey.gateway);
  try {
    await toGateway(context, journey.gateway);
    const reference = await sendRequest(page, { consent: true });

    // Awa agrees a home visit in Bastos, on a weekday ahead, at 11 h.
    const day = appointmentDay();
    const staff = await context.newPage();
    await takeAndAgree(staff, journey.staffUrl, reference, { day, time: '11:00' });
    await expect(staff.getByText(staffWords.flash.outcome(reference, 'called'))).toBeVisible();

    // The confirmation, by WhatsApp, to the number she has just spoken to: when, where, the reference, the link.
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp')).length).toBe(1);
    const [confirmation] = await messagesFor(reference, 'whatsapp');
    const text = textOf(confirmation!);
    expect(text).toContain(visitWhenWords(day, '11:00', 'fr'));
    expect(text).toContain(reference);
    expect(text).not.toContain(marie.message!);
    expect(text).not.toContain(marie.service);
    const link = linkIn(text);
    expect(link.startsWith(`http://127.0.0.1:${TEST_PORTS.gatewaySite}${visitPath('fr')}#`)).toBe(true);
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp'))[0]?.statuses).toEqual(['sent', 'delivered', 'read']);
    if (shots) {
      const mailboxPage = await context.newPage();
      await mailboxPage.setViewportSize({ width: 390, height: 844 });
      await mailboxPage.goto(process.env.E2E_MAILBOX_URL!);
      await mailboxPage.getByRole('article').first().screenshot({ path: `${shots}/visit-message-390.png` });
      await mailboxPage.close();
    }

    // The daughter opens the link: the appointment is the page's headline, with the calendar file.
    const phone = await daughter.context.newPage();
    await phone.goto(link);
    const headline = phone.locator('[data-visit-headline]');
    await expect(headline).toHaveText(new RegExp(`^Votre rendez-vous\u00A0: ${visitWhenWords(day, '11:00', 'fr')}, à domicile`));
    await expect(phone.getByRole('button', { name: family.calendar.add })).toBeVisible();
    const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: family.calendar.add }).click()]);
    expect(download.suggestedFilename()).toBe(`rendez-vous-${reference}.ics`);
    if (shots) await phone.screenshot({ path: `${shots}/visit-family-page-390.png` });

    // « Je dois changer »: Awa's phone is told, her card says it.
    await phone.getByRole('button', { name: family.answers.change }).click();
    await expect(phone.locator('[data-visit-said]')).toHaveText(family.answered.change);
    await expect
      .poll(async () => (await mailbox.messages()).filter((message) => message.provider === 'ntfy' && String(message.body).includes(reference) && String(message.body).includes('Je dois changer')).length)
      .toBe(1);
    await staff.reload();
    const hers = staff.getByRole('article').filter({ hasText: reference });
    await expect(hers.locator('.visit-answer')).toContainText('La famille doit changer le rendez-vous');

    // She calls, and moves it to 15 h: « Rendez-vous déplacé », with the new time.
    await hers.getByText(visitWords.form.moveOpen).click();
    await hers.locator('.visit-moved').getByLabel(visitWords.form.time, { exact: true }).fill('15:00');
    await hers.getByRole('button', { name: visitWords.form.move, exact: true }).click();
    await expect(staff.getByText(visitWords.flash.done(reference, 'moved'))).toBeVisible();
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp')).length).toBe(2);
    expect(textOf((await messagesFor(reference, 'whatsapp'))[1]!)).toMatch(/^Rendez-vous déplacé/);
    expect(textOf((await messagesFor(reference, 'whatsapp'))[1]!)).toContain(visitWhenWords(day, '15:00', 'fr'));
    // The daughter's page, read again, says the new time.
    await phone.reload();
    await expect(headline).toHaveText(new RegExp(`^Votre rendez-vous\u00A0: ${visitWhenWords(day, '15:00', 'fr')}, à domicile`));

    // The day before, not a minute before REMINDER_HOUR (10 h): the reminder, once.
    const eve = addDays(day, -1);
    await journey.moveClock(doualaInstant(eve, 9 * 60 + 58));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await messagesFor(reference, 'whatsapp')).toHaveLength(2);
    await journey.moveClock(doualaInstant(eve, 10 * 60 + 1));
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp')).length, { timeout: 15_000 }).toBe(3);
    const reminder = textOf((await messagesFor(reference, 'whatsapp'))[2]!);
    expect(reminder).toMatch(/^Rappel de votre rendez-vous/);
    expect(reminder).toContain(visitWhenWords(day, '15:00', 'fr'));

    // The reminder read on the family's phone (its statuses come after the send), before the list is opened: the list
    // reads the ticks once and refreshes only every 30 s.
    await expect.poll(async () => (await messagesFor(reference, 'whatsapp'))[2]?.statuses ?? [], { timeout: 15_000 }).toContain('read');

    // The day itself, after the visit: « Venu » from the list « Rendez-vous ».
    await journey.moveClock(doualaInstant(day, 16 * 60));
    await staff.goto(`${journey.staffUrl}?view=visits`);
    const line = staff.locator('.visit-line').filter({ hasText: reference });
    await expect(staff.locator('.visits-today')).toContainText(reference);
    await expect(line).toContainText('Rappel la veille WhatsApp lu');
    if (shots) await staff.screenshot({ path: `${shots}/inbox-visits-390.png` });
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const came = VISIT_RESULTS.attended.words.fr.mark;
    // Its phone a call button (issue 83, item 4); printed, the nurse's paper: today's date and the line's phone, nothing to tap.
    await expect(line.locator('a.visit-call')).toHaveAttribute('href', /^tel:\+237\d+$/);
    await staff.emulateMedia({ media: 'print' });
    await expect(staff.locator('#visits-today')).toContainText(visitWords.days.today(''));
    await expect(line.locator('.visit-phone')).toBeVisible();
    for (const control of [staff.getByRole('button', { name: visitWords.print }), line.getByRole('button', { name: came })]) await expect(control).toBeHidden();
    await staff.emulateMedia({ media: 'screen' });
    await line.getByRole('button', { name: came }).click();
    await expect(staff.locator('.visit-line').filter({ hasText: reference })).toContainText(came);

    // The report: the agreement in the week it was made, confirmed by WhatsApp; the visit in the week of its day,
    // reminded, the change asked, and « Venu » (this gateway's only visit: every column added up).
    await staff.goto(`${journey.staffUrl.replace(INBOX_PATHS.page, '')}${INBOX_PATHS.report}`);
    const counted = async (part: 'made' | 'held', measure: VisitMeasure) => {
      const cells = await staff.locator(`section[aria-labelledby="visit-${part}"] tr`).filter({ has: staff.getByRole('rowheader', { name: visitMeasureWords(measure, 'fr'), exact: true }) }).locator('td').allTextContents();
      return cells.reduce((sum, cell) => sum + (Number(cell) || 0), 0);
    };
    expect(await counted('made', 'agreed')).toBe(1);
    expect(await counted('made', 'confirmedWhatsapp')).toBe(1);
    expect(await counted('held', 'reminded')).toBe(1);
    expect(await counted('held', 'changeAsked')).toBe(1);
    expect(await counted('held', 'attended')).toBe(1);
    expect(daughter.violations).toEqual([]);
  } finally {
    await daughter.context.close();
    await mailbox.messaging({ gateway: E2E_GATEWAY_URL, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
    await journey.close();
    await rm(persistTo, { recursive: true, force: true });
  }
});

test('WhatsApp refusing the number: the same confirmation by SMS, with its link; a family that did not tick the box gets nothing, and the card says why', async ({ page, context, browser }) => {
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-visit-'));
  const journey = await startJourney(persistTo);
  await mailbox.messaging({ gateway: journey.gateway.url, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET, notOnWhatsApp: [PHONE] });
  try {
    await toGateway(context, journey.gateway);
    const day = appointmentDay();
    const ticked = await sendRequest(page, { consent: true });
    // Another family, on its own phone, that leaves the box as it is.
    const neighbour = await freshPhone(browser, journey.gateway);
    const unticked = await sendRequest(await neighbour.context.newPage(), { phone: '699887766', consent: false });
    await neighbour.context.close();
    expect(neighbour.violations).toEqual([]);
    const staff = await context.newPage();

    await takeAndAgree(staff, journey.staffUrl, ticked, { day, time: '11:00' });
    await expect.poll(async () => (await messagesFor(ticked, 'sms')).length).toBe(1);
    const [whatsapp] = await messagesFor(ticked, 'whatsapp');
    expect(whatsapp?.statuses).toEqual(['failed']);
    const sms = textOf((await messagesFor(ticked, 'sms'))[0]!);
    expect(sms).toContain(ticked);
    expect(linkIn(sms).startsWith(`http://127.0.0.1:${TEST_PORTS.gatewaySite}${visitPath('fr')}#`)).toBe(true);
    await staff.reload();
    await expect(staff.getByRole('article').filter({ hasText: ticked }).locator('.visit-messages')).toContainText('SMS reçue');

    const card = await takeAndAgree(staff, journey.staffUrl, unticked, { day, time: '14:00' });
    await expect(card.locator('.consent')).toHaveText(visitWords.consent.notAsked);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect([...(await messagesFor(unticked, 'whatsapp', '+237699887766')), ...(await messagesFor(unticked, 'sms', '+237699887766'))]).toEqual([]);
  } finally {
    await mailbox.messaging({ gateway: E2E_GATEWAY_URL, appSecret: E2E_GATEWAY_SECRETS.WHATSAPP_APP_SECRET });
    await journey.close();
    await rm(persistTo, { recursive: true, force: true });
  }
});
