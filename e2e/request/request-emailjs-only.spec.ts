import requestFr from '../../copy/request/fr';
import { dayAdviceCopy } from '../../copy/request/day-advice';
import { e2eClosure } from '../../harness/e2e-content';
import { addDays, doualaToday } from '../../lib/douala-date';
import { formatDayMonth, formatTime } from '../../lib/format';
import { weekdayOf } from '../../lib/hours';
import { pagePath } from '../../lib/routes';
import { answerSends, fillRequest, marie, openForm, SEND_URL, untilTriedAgain } from './appointment-helpers';
import { OPEN } from './hours-helpers';
import { expect, test } from '../fixtures';
import { outboxEntries } from '../offline/offline-helpers';

/*
 * The site as a centre builds it without the second channel nor the staff's notices
 * (NEXT_PUBLIC_REQUEST_RELAY_URL and NEXT_PUBLIC_REQUEST_NOTIFY_URL unset): an export of its own,
 * out-emailjs-only/ (playwright.emailjs-only.config.ts), under the real policy. When EmailJS refuses
 * for the account's sake, the request is kept, never dropped and never posted anywhere else (no
 * notice either); it is tried again on EmailJS alone, and leaves once when EmailJS takes it. This export is
 * also built with one closure staff entered, on the next 2 January (harness/e2e-content.ts): the form says so
 * beside its date, and the centre's e-mail too (issue 69).
 */

const t = requestFr.outbox;

test('EmailJS refusing for the account (403), no second channel: kept, posted nowhere else, tried again on EmailJS alone, sent once when it is back, after reloads', async ({ page, context }) => {
  // Whatever leaves the site, whoever sends it: only EmailJS may be there.
  const away: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1') away.push(`${request.method()} ${url.origin}${url.pathname}`);
  });
  let status = 403;
  const sends: string[] = [];
  await context.route(SEND_URL, async (route) => {
    sends.push(route.request().postData() ?? '');
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'The domain is not allowed' });
  });

  // The build has no relay and no notices' topic: the policy lets the pages reach the site and EmailJS, nothing else.
  const policy = (await page.request.get(pagePath('appointment', 'fr'))).headers()['content-security-policy'] ?? '';
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
  expect(connect).toEqual(["'self'", 'https://api.emailjs.com']);

  const f = await openForm(page);
  await fillRequest(page);
  await f.submit.click();
  const panel = page.locator('[data-outbox-panel="waiting"]');
  await expect(panel.getByRole('heading', { name: t.waitingServiceTitle })).toBeFocused();
  await expect(panel).toContainText(t.serviceBusy);
  await expect(panel).toContainText(t.saferNow);
  // Nothing promises another way it may have left by.
  await expect(panel).not.toContainText(/canal|secours|autre (service|chemin|moyen)/i);
  expect(sends).toHaveLength(1);
  const [entry] = await outboxEntries(page);
  expect(entry).toMatchObject({ status: 'waiting', cause: 'service', attempts: 1 });
  expect((entry as { channels?: unknown }).channels).toEqual({ emailjs: expect.objectContaining({ status: 403 }) });

  // Kept across a reload, and not tried again before it is due (retryDelay(1) after its try).
  await page.reload();
  await expect(page.getByRole('heading', { name: t.waitingServiceTitle })).toBeVisible();
  expect(sends).toHaveLength(1);

  // Due: tried again, on EmailJS, which still refuses; kept, not refused, not dropped.
  await page.clock.fastForward(untilTriedAgain(1));
  await expect.poll(() => sends.length).toBe(2);
  await expect.poll(async () => (await outboxEntries(page)).map((one) => one.status)).toEqual(['waiting']);
  await expect(page.getByRole('heading', { name: t.waitingServiceTitle })).toBeVisible();

  // EmailJS takes requests again: on the next visit, the request leaves once it is due, once.
  status = 200;
  await page.reload();
  await page.clock.fastForward(untilTriedAgain(2));
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(sends).toHaveLength(3);
  expect(new Set(sends.map((body) => JSON.parse(body).template_params.message)).size).toBe(1);
  expect(await outboxEntries(page)).toEqual([]);
  await page.clock.fastForward(120_000);
  await page.waitForTimeout(500);
  expect(sends).toHaveLength(3);
  expect(away.filter((request) => request !== `POST ${SEND_URL}`)).toEqual([]);
});

test('2 January, a closure staff entered: the form says so beside the date and offers the next opening in one tap; sent for that day anyway, the e-mail says the centre is closed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const today = doualaToday();
  const closure = e2eClosure(today);
  // Said on /contact/ from the build that carries it, however far ahead.
  const contact = await (await page.request.get(pagePath('contact', 'fr'))).text();
  expect(contact).toContain(`(${closure.reason.fr}).`);
  const requests = await answerSends(page, 200);
  const f = await openForm(page, pagePath('appointment', 'fr'), new Date(`${today}T08:00:00+01:00`));
  await f.date.fill(closure.date);
  await f.time.fill('10:00');
  const advice = page.locator('[data-day-advice]');
  // The day with its year, and why, in the centre's words.
  await expect(advice).toContainText(`${formatDayMonth(closure.date, 'fr', { weekday: true })} ${closure.date.slice(0, 4)}`);
  await expect(advice).toContainText(`(${closure.reason.fr})`);
  await expect(advice).toContainText(dayAdviceCopy.fr.still);
  // The next day the appointments' hours open, after the closure (a day without hours skipped).
  let next = addDays(closure.date, 1);
  const opens = (day: string) => OPEN.hours.filter((row) => row.days.includes(weekdayOf(day)) && !OPEN.closures.some((one) => one.from <= day && day <= one.to)).map((row) => row.opens).sort()[0];
  while (!opens(next)) next = addDays(next, 1);
  const button = advice.getByRole('button', { name: `Choisir ${formatDayMonth(next, 'fr', { weekday: true })} à ${formatTime(opens(next)!, 'fr')}` });
  await button.tap();
  await expect(f.date).toHaveValue(next);

  // The family keeps the closed day and sends: the centre reads why it cannot be, apart from the family's words.
  await fillRequest(page, { ...marie, date: closure.date, time: '10:00' });
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(requests).toHaveLength(1);
  const { message, notice } = requests[0]!.postDataJSON().template_params as { message: string; notice: string };
  expect(notice).toMatch(/^Attention\u00A0: le [a-z]+ /);
  expect(notice).toContain(`fermeture\u00A0: ${closure.reason.fr}`);
  expect(message.split('\n')).toEqual([expect.stringMatching(/^Référence\u00A0: AV-/), marie.message]);
});
