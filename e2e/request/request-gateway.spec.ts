import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { careers } from '../../copy/careers';
import { callbackCopy } from '../../copy/request/callback';
import requestFr from '../../copy/request/fr';
import { GATEWAY_PATHS, type GatewayRequestBody } from '../../lib/request/gateway/protocol';
import { APPLICATION_ID, CALLBACK_ID, pagePath, servicePath } from '../../lib/routes';
import { services } from '../../content/services';
import { ACCESS_HEADER, accessSigner, type AccessKeys } from '../../harness/access';
import { E2E_EMAILJS, E2E_GATEWAY_SECRETS, E2E_GATEWAY_TOPIC, E2E_GATEWAY_URL, E2E_NOTIFY_URL, E2E_RELAY, E2E_STAFF } from '../../harness/e2e-build-env';
import { ACTION_FIELDS, INBOX_PATHS } from '../../gateway/src/inbox/model';
import { marieValues } from '../../tests/request/appointment-request';
import { fillRequest, form, marie, shownReference, untilTriedAgain } from './appointment-helpers';
import { appointmentDay, emailsFor, mailbox, noticesFor, paramsOf, SITE } from './gateway-helpers';
import { keptByWorker, outboxEntries, wakeWorkerWithSync } from '../offline/offline-helpers';
import { expect, settled, test, type Page } from '../fixtures';

/*
 * The site built with the request gateway alone (out-gateway/, playwright.gateway.config.ts), against the
 * real gateway (gateway/) under workerd, every provider the local mailbox (harness/mailbox.ts), which
 * records what the gateway sends: each form's request delivered once, with the private key and the
 * staff's token; the proof made from the first touch; a replayed body, an answer lost on the way back and
 * 200 posts without a valid proof, each sending nothing more than it should (the inbox, the e-mail budget and a
 * stranger's volume: inbox.spec.ts). The pages run on the real clock, as the gateway does (it checks each
 * request's day against its own).
 */

const nbsp = '\u00A0';

/** What reached the gateway from the browser: « GET /challenge », « POST /request » (not the preflights). */
function gatewayTraffic(page: Page) {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().startsWith(E2E_GATEWAY_URL) && request.method() !== 'OPTIONS') seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

/** The delivered e-mail for a reference: one, with the private key, the account's ids, the reference on its first line; and its notice, with the topic's token. */
async function expectDeliveredOnce(reference: string, title: string) {
  await expect.poll(async () => (await emailsFor(reference)).length).toBe(1);
  const [email] = await emailsFor(reference);
  expect(email!.body).toMatchObject({
    accessToken: E2E_GATEWAY_SECRETS.EMAILJS_PRIVATE_KEY,
    user_id: E2E_GATEWAY_SECRETS.EMAILJS_PUBLIC_KEY,
    service_id: E2E_GATEWAY_SECRETS.EMAILJS_SERVICE_ID,
    template_id: E2E_GATEWAY_SECRETS.EMAILJS_TEMPLATE_ID,
  });
  expect(paramsOf(email!).message.startsWith(`Référence${nbsp}: ${reference}`)).toBe(true);
  await expect.poll(async () => (await noticesFor(reference)).length).toBe(1);
  const [notice] = await noticesFor(reference);
  expect(notice!.headers.authorization).toBe(`Bearer ${E2E_GATEWAY_SECRETS.NOTIFY_TOKEN}`);
  expect(new URL(notice!.path, 'http://mailbox').searchParams.get('title')).toBe(title);
}

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

test('the export holds no provider’s key, no secret and no topic; its pages and its worker may reach the gateway alone', async ({ page }) => {
  const secrets = [...Object.values(E2E_GATEWAY_SECRETS), E2E_GATEWAY_TOPIC, E2E_EMAILJS.publicKey, E2E_EMAILJS.serviceId, E2E_RELAY.key, new URL(E2E_NOTIFY_URL).host];
  const found: string[] = [];
  for (const file of await filesOf(join(process.cwd(), 'out-gateway'))) {
    const text = (await readFile(file)).toString('latin1');
    for (const secret of secrets) if (text.includes(secret)) found.push(`${file}: ${secret}`);
  }
  expect(found).toEqual([]);
  const connect = (policy = '') => /(?:^|;)\s*connect-src ([^;]*)/.exec(policy)?.[1]?.trim().split(/\s+/);
  expect(connect((await page.request.get(pagePath('appointment', 'fr'))).headers()['content-security-policy'])).toEqual(["'self'", E2E_GATEWAY_URL]);
  expect(connect((await page.request.get('/sw.js')).headers()['content-security-policy'])).toEqual(["'self'", E2E_GATEWAY_URL]);
});

test('an appointment: the proof made from the first touch, not before; the request delivered once, with the private key; the staff told with the token', async ({ page }) => {
  const traffic = gatewayTraffic(page);
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await settled(page);
  // The request's code came when the page was idle; the proof waits for a person.
  expect(traffic).toEqual([]);
  await f.fullName.fill(marie.fullName);
  await expect.poll(() => traffic).toEqual([`GET ${GATEWAY_PATHS.challenge}`]);
  await fillRequest(page, { ...marie, date: appointmentDay(), time: '10:30' });
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  // The proof solved in the background was the one sent: no second challenge.
  expect(traffic).toEqual([`GET ${GATEWAY_PATHS.challenge}`, `POST ${GATEWAY_PATHS.request}`]);
  await expectDeliveredOnce(await shownReference(page), 'Nouvelle demande de rendez-vous');
  expect(await outboxEntries(page)).toEqual([]);
});

test('« Rappelez-moi » on a service’s page: its title, which the form’s list does not hold, passes the site’s published rules; delivered once; the exact body the page sent, posted again, sends nothing more', async ({ page }) => {
  const posted: { body: string; headers: Record<string, string> }[] = [];
  page.on('request', async (request) => {
    if (request.url() === `${E2E_GATEWAY_URL}${GATEWAY_PATHS.request}` && request.method() === 'POST') posted.push({ body: request.postData() ?? '', headers: await request.allHeaders() });
  });
  const service = services.fr[0]!;
  await page.goto(servicePath(service.id, 'fr'));
  const root = page.locator(`#${CALLBACK_ID}`);
  await root.scrollIntoViewIfNeeded();
  await root.getByRole('textbox', { name: callbackCopy.fr.phone }).fill('6 71 23 45 67');
  await root.locator('input[name="day"]:not(:disabled)').first().check();
  await root.locator('input[name="slot"]:not(:disabled)').first().check();
  await root.getByRole('button', { name: callbackCopy.fr.submit }).click();
  await expect(page.getByRole('heading', { name: requestFr.callback.sentTitle })).toBeFocused();
  const reference = (await root.locator('[data-reference]').textContent()) ?? '';
  await expectDeliveredOnce(reference, 'Rappel demandé');
  // The gateway read the site's /request-rules.json (issue 67.5): the service's title is one of its titles.
  expect(paramsOf((await emailsFor(reference))[0]!)).toMatchObject({ service: service.title, reference });

  expect(posted).toHaveLength(1);
  const replay = await page.request.post(`${E2E_GATEWAY_URL}${GATEWAY_PATHS.request}`, {
    data: posted[0]!.body,
    headers: { 'Content-Type': posted[0]!.headers['content-type'] ?? 'application/json', Origin: posted[0]!.headers.origin ?? SITE },
  });
  expect(replay.status()).toBe(401);
  expect(await replay.json()).toEqual({ outcome: 'proof', reason: 'replayed' });
  await page.waitForTimeout(500);
  expect(await emailsFor(reference)).toHaveLength(1);
});

test('an application: delivered once, with the private key; the staff told with the token', async ({ page }) => {
  await page.goto(`${pagePath('careers', 'fr')}#${APPLICATION_ID}`);
  const root = page.locator(`#${APPLICATION_ID}`);
  const words = careers.fr.form;
  await root.getByLabel(words.labels.fullName, { exact: true }).fill('Paul Mbarga');
  await root.getByRole('textbox', { name: words.labels.phone, exact: true }).fill('699 88 77 66');
  await root.getByRole('button', { name: new RegExp(words.submit) }).click();
  await expect(page.getByRole('heading', { name: careers.fr.sent.title })).toBeFocused();
  await expectDeliveredOnce((await root.locator('[data-reference]').textContent()) ?? '', 'Nouvelle candidature');
});

test('the answer lost after the gateway delivered: kept, tried again by itself with a fresh proof, « already sent », one e-mail', async ({ page, context }) => {
  await page.clock.install();
  const posts: GatewayRequestBody[] = [];
  let cut = true;
  await context.route(`${E2E_GATEWAY_URL}${GATEWAY_PATHS.request}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().postDataJSON() as GatewayRequestBody);
    if (!cut) return route.fallback();
    cut = false;
    // The gateway receives it and delivers; its answer never reaches the phone.
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(pagePath('appointment', 'fr'));
  const f = form(page);
  await expect(f.submit).toBeEnabled();
  await fillRequest(page, { ...marie, date: appointmentDay(), time: '11:00' });
  await f.submit.click();
  const panel = page.locator('[data-outbox-panel="waiting"]');
  await expect(panel).toContainText(requestFr.outbox.noAnswer);
  const [kept] = (await outboxEntries(page)) as unknown as { id: string; reference: string }[];
  await expect.poll(async () => (await emailsFor(kept!.reference)).length).toBe(1);

  await page.clock.fastForward(untilTriedAgain(1));
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  expect(posts.map((post) => post.id)).toEqual([kept!.id, kept!.id]);
  expect(posts[1]!.proof).not.toBe(posts[0]!.proof);
  await page.waitForTimeout(500);
  expect(await emailsFor(kept!.reference)).toHaveLength(1);
  expect(await noticesFor(kept!.reference)).toHaveLength(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a request kept offline leaves from the worker, every tab closed, with a proof of its own: one e-mail; the next visit says who has it', async ({ page, context }) => {
    const fromWorker: string[] = [];
    context.on('request', (request) => {
      if (request.url().startsWith(E2E_GATEWAY_URL) && request.serviceWorker() && request.method() !== 'OPTIONS') fromWorker.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(pagePath('appointment', 'fr'));
    await keptByWorker(page);
    const f = form(page);
    await fillRequest(page, { ...marie, date: appointmentDay(), time: '16:00' });
    await context.setOffline(true);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: requestFr.outbox.waitingTitle })).toBeFocused();
    const [kept] = (await outboxEntries(page)) as unknown as { id: string; reference: string }[];
    const origin = new URL(page.url()).origin;
    const blank = await context.newPage();
    await page.close();
    await context.setOffline(false);
    await wakeWorkerWithSync(context, blank, origin);
    await expect.poll(async () => (await emailsFor(kept!.reference)).length).toBe(1);
    expect(fromWorker).toEqual([`GET ${GATEWAY_PATHS.challenge}`, `POST ${GATEWAY_PATHS.request}`]);

    // Paul takes it in the inbox; the family's next visit asks who has it (the worker kept the record), a minute on.
    const keys = JSON.parse(process.env.E2E_ACCESS_KEYS ?? '{}') as AccessKeys;
    const taken = await fetch(`${E2E_GATEWAY_URL}${INBOX_PATHS.action('take')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { [ACCESS_HEADER]: await accessSigner(keys)(E2E_STAFF.paul.email), Origin: E2E_GATEWAY_URL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ [ACTION_FIELDS.id]: kept!.id, [ACTION_FIELDS.view]: 'open', [ACTION_FIELDS.lang]: 'fr' }),
    });
    expect(taken.status).toBe(303);
    await blank.clock.install();
    await blank.goto(pagePath('services', 'fr'));
    await blank.clock.fastForward(60_000);
    await expect(blank.locator('[data-outbox-note="taken"]')).toContainText(`${E2E_STAFF.paul.name} s'occupe de votre demande depuis`);
  });
});

test('200 posts without a valid proof, as a script would make them: nothing sent', async () => {
  const before = (await mailbox.messages()).length;
  // A real challenge of the gateway, its solution altered; one signed with another secret, solved; none; not a proof at all.
  const challenge = (await (await fetch(`${E2E_GATEWAY_URL}${GATEWAY_PATHS.challenge}`, { headers: { Origin: SITE } })).json()) as Challenge;
  const altered = btoa(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }));
  const forgedChallenge = await createChallenge({ algorithm: challenge.parameters.algorithm, cost: challenge.parameters.cost, counter: 5, deriveKey, hmacSignatureSecret: 'guessed', hmacKeySignatureSecret: 'guessed:key', expiresAt: Math.floor(Date.now() / 1000) + 600 });
  const forged = btoa(JSON.stringify({ challenge: forgedChallenge, solution: await solveChallenge({ challenge: forgedChallenge, deriveKey }) }));
  const proofs = [altered, forged, '', 'bm90IGEgcHJvb2Y='];
  const statuses = await Promise.all(
    Array.from({ length: 200 }, (_, index) => {
      const body: GatewayRequestBody = {
        id: randomUUID(),
        content: { values: { ...marieValues(`Robot ${index}`), appointmentDate: appointmentDay(), appointmentTime: '10:30' }, locale: 'fr', reference: 'AV-3333' },
        proof: proofs[index % proofs.length]!,
      };
      return fetch(`${E2E_GATEWAY_URL}${GATEWAY_PATHS.request}`, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.status);
    }),
  );
  // Refused for the proof, each of them: no limit a minute holds a post (issue 78), and none is taken.
  expect(statuses.filter((status) => status !== 401)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await mailbox.messages()).slice(before)).toEqual([]);
});
