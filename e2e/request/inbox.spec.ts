import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sentStatusCopy } from '../../copy/request/status';
import { WORDS } from '../../gateway/src/inbox/words';
import { formatTime } from '../../lib/calendar-format';
import { fill } from '../../lib/i18n';
import { GATEWAY_PATHS, type GatewayStatusQuery } from '../../lib/request/gateway/protocol';
import { momentOf } from '../../lib/request/sent/asking';
import { pagePath } from '../../lib/routes';
import { ACCESS_HEADER, accessSigner, type AccessKeys } from '../../harness/access';
import { E2E_GATEWAY_TOPIC, E2E_GATEWAY_URL, E2E_STAFF, e2eGatewaySettings } from '../../harness/e2e-build-env';
import { startGateway } from '../../harness/gateway';
import { TEST_PORTS } from '../../harness/test-ports';
import { fillRequest, form, marie, shownReference } from './appointment-helpers';
import { appointmentDay, emailsFor, noticesFor, postAsABrowser } from './gateway-helpers';
import { outboxEntries } from '../offline/offline-helpers';
import { expect, test } from '../fixtures';

/*
 * The centre's inbox from end to end (issue 66), on the gateway's export (playwright.gateway.config.ts: the real
 * gateway under workerd, the local mailbox, the fake Access): a family's request reaches the inbox, a member of
 * staff takes it on her phone, and the family's page says who has it; beyond the day's e-mail budget and after a
 * stranger's junk from 30 addresses, a family's request is still received at once.
 */

const staffWords = WORDS.fr;
const exactly = (texts: string[]) => new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
const words = sentStatusCopy.fr;

test('a family’s request reaches the inbox; Awa takes it at 390 px; the family’s page says so within its next minute, asks on while she has it, and no more once done', async ({ page, context }) => {
  const asked: string[][] = [];
  context.on('request', (request) => {
    if (request.url() === `${E2E_GATEWAY_URL}${GATEWAY_PATHS.status}` && request.method() === 'POST') asked.push((request.postDataJSON() as GatewayStatusQuery).ids);
  });
  // The family's page on its own clock, which the test moves a minute on rather than waiting one.
  await page.clock.install();
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await fillRequest(page, { ...marie, date: appointmentDay(), time: '09:30' });
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  const reference = await shownReference(page);
  // The confirmation is a polite status region; its line says who will have it, in the room kept for it.
  const confirmation = page.getByRole('status').filter({ hasText: reference });
  await expect(confirmation).toContainText(fill(words.received, { what: words.what.appointment }));
  // Where what follows the line sits in the confirmation (the page itself may scroll).
  const offsetBelow = () => confirmation.evaluate((frame) => frame.querySelector('button')!.getBoundingClientRect().top - frame.getBoundingClientRect().top);
  const below = await offsetBelow();

  // Awa, on her phone, signed in by Access's edge.
  const staff = await context.newPage();
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto(process.env.E2E_INBOX_URL ?? '');
  const card = staff.getByRole('article').filter({ hasText: reference });
  await expect(card).toBeVisible();
  // Drawn by its inline stylesheet, which its policy allows by its hash (the fixture fails on any violation): the
  // site's tokens are set, the bar is filled.
  const styled = await staff.locator('header.top').evaluate((bar) => ({ token: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(), fill: getComputedStyle(bar).backgroundColor }));
  expect(styled.token).toMatch(/^#[0-9a-f]{6}$/i);
  expect(styled.fill).not.toBe('rgba(0, 0, 0, 0)');
  const tapped = Date.now();
  await card.getByRole('button', { name: staffWords.take }).click();
  await expect(staff.getByText(staffWords.flash.taken(reference))).toBeVisible();
  const done = Date.now();
  if (process.env.INBOX_SCREENSHOT) await staff.screenshot({ path: 'docs/images/inbox-390-e2e.png' });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Within a minute of her tap, the family's page (seen, open) reads her name and the time, in Yaoundé's.
  await page.clock.fastForward(60_000);
  const times = [...new Set([tapped, done].map((ms) => formatTime(momentOf(ms, ms).time, 'fr')))];
  const said = times.map((time) => fill(words.taken, { by: E2E_STAFF.awa.name, what: words.what.appointment, when: fill(words.since.today, { time }) }));
  await expect(confirmation.locator('[data-sent-status="taken"]')).toHaveText(exactly(said));
  // Nothing below it moved.
  expect(await offsetBelow()).toBe(below);
  const calls = asked.length;
  expect(calls).toBeGreaterThan(0);
  expect(asked.every((ids) => ids.length === 1)).toBe(true);

  // Taken: the note of another page says it, and asks on while she has it (issue 73: her call's outcome comes then).
  await page.goto(pagePath('services', 'fr'));
  const note = page.locator('[data-outbox-note="taken"]');
  await expect(note).toBeVisible();
  await expect(note).toHaveText(exactly(said));
  expect(await note.evaluate((element) => element.closest('[role="status"]') !== null)).toBe(true);
  await page.clock.fastForward(2 * 60_000);
  await expect.poll(() => asked.length).toBeGreaterThan(calls);

  // « Traitée » on her phone: the note says so at its next ask, then the page asks no more.
  const finished = Date.now();
  await staff.getByRole('article').filter({ hasText: reference }).getByRole('button', { name: staffWords.done }).click();
  await expect(staff.getByText(staffWords.flash.done(reference))).toBeVisible();
  const doneTimes = [...new Set([finished, Date.now()].map((ms) => formatTime(momentOf(ms, ms).time, 'fr')))];
  await staff.close();
  await page.clock.fastForward(2 * 60_000);
  const finishedNote = page.locator('[data-outbox-note="done"]');
  await expect(finishedNote).toHaveText(exactly(doneTimes.map((time) => fill(words.done, { by: E2E_STAFF.awa.name, what: words.what.appointment, when: fill(words.at.today, { time }) }))));
  const last = asked.length;
  await page.clock.fastForward(30 * 60_000);
  expect(asked).toHaveLength(last);
  // Closed, it is forgotten.
  await finishedNote.getByRole('button', { name: words.close }).click();
  await expect(finishedNote).toHaveCount(0);
});

test('beyond the day’s e-mail budget, after junk from 30 addresses: a family’s request is received at once, in the inbox, without an e-mail copy; the staff told', async ({ page, context }) => {
  const mailboxUrl = process.env.E2E_MAILBOX_URL ?? '';
  const keys = JSON.parse(process.env.E2E_ACCESS_KEYS ?? '{}') as AccessKeys;
  const upstreams = { EMAILJS_API_URL: `${mailboxUrl}/emailjs`, NOTIFY_URL: `${mailboxUrl}/ntfy/${E2E_GATEWAY_TOPIC}` };
  const persistTo = await mkdtemp(join(tmpdir(), 'gateway-budget-'));
  // A day of one e-mail copy; a notice as each request comes (e2eGatewaySettings), so that the family's carries its reference.
  const gateway = await startGateway({ port: TEST_PORTS.gatewayBudget, vars: e2eGatewaySettings(upstreams, { dailyLimit: 1, access: keys }), persistTo });
  try {
    // A stranger's script: 30 requests from 30 addresses, each with its proof solved; the first takes the day's e-mail.
    const junk = await Promise.all(Array.from({ length: 30 }, (_, index) => postAsABrowser(gateway.url, { reference: 'AV-2222', message: `Robot ${index}`, address: `203.0.113.${index + 1}` })));
    expect(junk.map((response) => response.status)).toEqual(junk.map(() => 200));
    await expect.poll(async () => (await emailsFor('AV-2222')).length).toBe(1);

    // This phone's requests go to that gateway.
    await context.route(`${E2E_GATEWAY_URL}/**`, (route) => route.continue({ url: route.request().url().replace(E2E_GATEWAY_URL, gateway.url) }));
    await page.goto(pagePath('appointment', 'fr'));
    const f = form(page);
    await expect(f.submit).toBeEnabled();
    await fillRequest(page, { ...marie, date: appointmentDay(), time: '15:00' });
    const started = Date.now();
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    // Received at once: the gateway's answer, not a request kept on the phone for later.
    expect(Date.now() - started).toBeLessThan(10_000);
    const reference = await shownReference(page);
    expect(await outboxEntries(page)).toEqual([]);
    // The staff are told; no e-mail copy; the request is in the inbox.
    await expect.poll(async () => (await noticesFor(reference)).length).toBe(1);
    const inbox = await fetch(`${gateway.url}/inbox/`, { headers: { [ACCESS_HEADER]: await accessSigner(keys)(E2E_STAFF.awa.email) } });
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain(reference);
    expect(await emailsFor(reference)).toEqual([]);
  } finally {
    await gateway.stop();
    await rm(persistTo, { recursive: true, force: true });
  }
});
