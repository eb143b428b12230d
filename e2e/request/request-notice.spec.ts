import { site } from '../../content/site';
import requestFr from '../../copy/request/fr';
import { formatTime } from '../../lib/format';
import { openingRows } from '../../site/appointment-contacts';
import { NOTICE_TITLES } from '../../lib/request/notice/notice';
import { answerNotices, fillRequest, form, marie, NOTIFY_URL, openForm, SEND_URL, shownReference, submitAndConfirm, wholeNotice } from './appointment-helpers';
import { expect, test } from '../fixtures';
import { network, openFormNow, outboxEntries } from '../offline/offline-helpers';

/*
 * The staff's notice (lib/request/notice/), under the real policy: the topic faked at the URL build:e2e
 * sets (a fake origin: harness/e2e-build-env.ts), like the two channels. One notice per request sent,
 * with its reference and none of the visitor's words; one when no mail channel takes it for the
 * account's sake; none while offline; and a notice service down changes nothing for the visitor.
 * Without the setting (build:e2e-emailjs-only), request-emailjs-only.spec.ts sees nothing leave but
 * EmailJS and a policy without the topic.
 */

const t = requestFr.outbox;
const FAILING = "L'e-mail échoue\u00A0: une demande attend";
/** Every word the visitor typed, as typed and as the request carries it. */
const MARIE_WORDS = [marie.fullName, 'Marie', 'Ngono', marie.email, marie.phone!, '+237671234567', marie.date, marie.time, marie.service, marie.message!, 'ma mère'];

test('sent: one notice, with the reference shown and none of the visitor’s words anywhere in it; the confirmation says by when', async ({ page }) => {
  await page.route(SEND_URL, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }));
  const topic = await answerNotices(page);
  // Monday 16 March 2026, 9:00 in Yaoundé: the desk is open until the closing of its Monday, as the settings say.
  await openForm(page);
  await fillRequest(page);
  await submitAndConfirm(page);
  const monday = openingRows(site.fr.hours.appointments).find((row) => row.days.includes('Monday'))!;
  await expect(page.locator('[data-by-when]')).toHaveText(`aujourd'hui avant ${formatTime(monday.closes, 'fr')}`);
  await expect(page.getByRole('main')).toContainText('24\u00A0h/24');
  const reference = await shownReference(page);

  await expect.poll(() => topic.notices.length).toBe(1);
  const [notice] = topic.notices;
  expect(notice!.url.origin + notice!.url.pathname).toBe(NOTIFY_URL);
  expect(topic.titles()).toEqual([NOTICE_TITLES.appointment]);
  expect(notice!.body).toBe(`Référence ${reference}. Voir la boîte mail.`);
  const whole = wholeNotice(notice!);
  for (const word of MARIE_WORDS) expect(whole).not.toContain(word);
  // Nothing says which page or visitor it came from.
  expect(notice!.headers.referer).toBeUndefined();
  await page.waitForTimeout(1_000);
  expect(topic.notices).toHaveLength(1);
});

for (const answer of ['abort', 500, 'hang'] as const) {
  test(`the notice service ${answer === 'abort' ? 'unreachable' : answer === 500 ? 'failing (500)' : 'silent'}: the visitor sees the same confirmation, the request is posted once`, async ({ page }) => {
    const sends: string[] = [];
    await page.route(SEND_URL, async (route) => {
      sends.push(route.request().postData() ?? '');
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    const topic = await answerNotices(page, answer);
    await openForm(page);
    await fillRequest(page);
    await submitAndConfirm(page);
    await expect(page.locator('[data-by-when]')).toBeVisible();
    await expect.poll(() => topic.notices.length).toBeGreaterThan(0);
    // Its second try, two seconds later (a silent one is still waiting for its first).
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    expect(sends).toHaveLength(1);
    expect(topic.notices.length).toBeLessThanOrEqual(3);
  });
}

test.describe('with the worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('both channels refusing for the account: one « failing » notice, not one per try nor per reload; then one « sent » when the relay is back', async ({ page, context }) => {
    const net = await network(context, 426, 503);
    const topic = await answerNotices(context);
    await openFormNow(page);
    await form(page).submit.click();
    await expect(page.locator('[data-outbox-panel="waiting"]').getByRole('heading', { name: t.waitingServiceTitle })).toBeFocused();
    await expect.poll(() => topic.titles()).toEqual([FAILING]);
    const [{ reference }] = (await outboxEntries(page)) as unknown as [{ reference: string }];
    expect(topic.notices[0]!.body).toContain(`référence ${reference}`);
    expect(topic.notices[0]!.body).toContain('EmailJS\u00A0: 426, le second canal\u00A0: 503');
    for (const word of MARIE_WORDS) expect(wholeNotice(topic.notices[0]!)).not.toContain(word);

    // Tried again after a reload, still refused: no second notice.
    await page.reload();
    await page.clock.fastForward(61_000);
    await expect.poll(() => net.sends.length).toBe(2);
    await page.waitForTimeout(500);
    expect(topic.titles()).toEqual([FAILING]);

    net.relayAnswer(200);
    await page.clock.fastForward(121_000);
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect.poll(() => topic.titles()).toEqual([FAILING, NOTICE_TITLES.appointment]);
    expect(topic.notices[1]!.body).toBe(`Référence ${reference}. Voir la boîte mail.`);
  });

  test('offline: no notice while the request waits; one when it leaves with the connection back', async ({ page, context }) => {
    const net = await network(context);
    const topic = await answerNotices(context);
    await openFormNow(page);
    await net.cut();
    await form(page).submit.click();
    await expect(page.locator('[data-outbox-panel="waiting"]')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(topic.notices).toHaveLength(0);

    await net.restore();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect.poll(() => topic.titles()).toEqual([NOTICE_TITLES.appointment]);
    expect(net.sends).toHaveLength(1);
  });
});
