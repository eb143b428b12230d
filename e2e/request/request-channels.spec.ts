import requestFr from '../../copy/request/fr';
import { NOTICE_TITLES } from '../../lib/request/notice/notice';
import { answerNotices, answerRelay, fillRequest, form, marie, openForm, SEND_URL, untilTriedAgain } from './appointment-helpers';
import { retryDelay } from '../../lib/request/answers';
import { expect, test } from '../fixtures';
import { E2E_RELAY } from '../../harness/e2e-build-env';
import { ageOutbox, keptByWorker, network, openFormNow, outboxEntries, wakeWorkerWithSync } from '../offline/offline-helpers';

/*
 * The second channel (lib/request/channels/), under the real policy: EmailJS and the relay both faked
 * by routing (build:e2e sets the relay to a fake origin: harness/e2e-build-env.ts). When EmailJS does not take a
 * request for the account's sake, the relay gets it at once, once; when both are down, the request
 * waits on the device and leaves once either is back, after a reload or with the page closed.
 */

const t = requestFr.outbox;

for (const [status, text, advice] of [
  [426, 'The monthly quota is exhausted', /quota du mois/],
  [412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account', /reconnectez la boîte Gmail/],
  [403, 'The domain is not allowed', /ajoutez le domaine/],
] as const) {
  test(`EmailJS ${status} (the account): one POST to the relay with the reference, every field and EmailJS's answer; the visitor sees it sent`, async ({ page }) => {
    const emailjs: string[] = [];
    await page.route(SEND_URL, async (route) => {
      emailjs.push(route.request().postData() ?? '');
      await route.fulfill({ status, contentType: 'text/plain', body: text });
    });
    const relay = await answerRelay(page, 200);
    const f = await openForm(page);
    await fillRequest(page);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect(emailjs).toHaveLength(1);
    expect(relay.requests).toHaveLength(1);
    const reference = /Référence\u00A0: (AV-\w{4})/.exec(JSON.parse(emailjs[0]!).template_params.message)![1]!;
    const body = relay.requests[0]!.postDataJSON();
    expect(body).toMatchObject({
      access_key: E2E_RELAY.key,
      alerte: expect.stringMatching(/^L'envoi des demandes par e-mail \(EmailJS\) échoue/),
      que_faire: expect.stringMatching(advice),
      emailjs_statut: String(status),
      emailjs_texte: text,
      reference,
      nom: marie.fullName,
      email: marie.email,
      telephone: '+237671234567',
      date: marie.date,
      heure: marie.time,
      service: marie.service,
      message: `Référence\u00A0: ${reference}\n${marie.message}`,
    });
    await page.waitForTimeout(1_000);
    expect(relay.requests).toHaveLength(1);
  });
}

test.describe('both channels down', () => {
  test.use({ serviceWorkers: 'allow' });

  test('kept, told plainly (not « no connection »), then sent once by the page itself when the relay is back, after a reload', async ({ page, context }) => {
    const net = await network(context, 426, 503);
    await openFormNow(page);
    await form(page).submit.click();
    const panel = page.locator('[data-outbox-panel="waiting"]');
    await expect(panel.getByRole('heading', { name: t.waitingServiceTitle })).toBeFocused();
    await expect(panel).toContainText(t.serviceBusy);
    await expect(panel).toContainText(t.saferNow);
    await expect(panel).not.toContainText(t.noConnection);
    await expect(panel.locator('[data-fallback="whatsapp"]')).toBeVisible();
    await expect(panel.locator('[data-fallback="sms"]')).toBeVisible();
    expect([net.sends.length, net.relaySends.length]).toEqual([1, 1]);
    expect(await outboxEntries(page)).toEqual([expect.objectContaining({ status: 'waiting', cause: 'service', channels: { emailjs: expect.objectContaining({ status: 426 }), relay: expect.objectContaining({ status: 503 }) } })]);

    await page.reload();
    await expect(page.getByRole('heading', { name: t.waitingServiceTitle })).toBeVisible();
    // Not due yet (retryDelay(1) after the first try): nothing is posted meanwhile.
    expect([net.sends.length, net.relaySends.length]).toEqual([1, 1]);

    // The relay is back; the page tries again by itself once the request is due.
    net.relayAnswer(200);
    await page.clock.fastForward(untilTriedAgain(1));
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    expect([net.sends.length, net.relaySends.length]).toEqual([2, 2]);
    expect(net.relaySends[1]!.postDataJSON()).toMatchObject({ emailjs_statut: '426' });
    expect(await outboxEntries(page)).toEqual([]);
    await page.clock.fastForward(120_000);
    await page.waitForTimeout(500);
    expect([net.sends.length, net.relaySends.length]).toEqual([2, 2]);
  });

  test('sent once by the worker with every tab closed, when EmailJS is back; the worker tells the staff', async ({ page, context }) => {
    const net = await network(context, 503, 503);
    const topic = await answerNotices(context);
    await openFormNow(page);
    await keptByWorker(page);
    await form(page).submit.click();
    await expect(page.locator('[data-outbox-panel="waiting"]')).toBeVisible();
    const origin = new URL(page.url()).origin;
    const blank = await context.newPage();
    await page.close();
    net.answer(200);
    // Woken before the request is due (retryDelay after its first try), the worker posts nothing.
    await wakeWorkerWithSync(context, blank, origin);
    await blank.waitForTimeout(1_000);
    expect(net.sends).toHaveLength(1);
    // The worker counts with the real clock: rather than wait for it, the request is made that much
    // older, from a page of the site that runs none of its scripts, closed again before the wake-up.
    await blank.goto(origin + '/robots.txt');
    expect(await ageOutbox(blank, retryDelay(1) + 1_000)).toBe(1);
    await blank.goto('about:blank');
    await wakeWorkerWithSync(context, blank, origin);
    await expect.poll(() => net.sends.length).toBe(2);
    // EmailJS took it: the relay is not posted again.
    expect(net.relaySends).toHaveLength(1);
    await blank.goto(origin + '/');
    await expect.poll(() => outboxEntries(blank)).toEqual([]);
    // Both down for the service's sake first (503: the account's or the service's), then sent: one notice each, the last by the worker.
    await expect.poll(() => topic.titles()).toEqual(["L'e-mail échoue\u00A0: une demande attend", NOTICE_TITLES.appointment]);
  });
});
