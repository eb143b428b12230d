import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, doualaToday } from '@/lib/douala-date';
import { GATEWAY_VISIT_PATHS, type GatewayVisitReply } from '@/lib/request/gateway/protocol';
import { ACCESS_HEADER } from '../../../harness/access';
import { freePort, startGateway, type GatewayVars, type RunningGateway } from '../../../harness/gateway';
import { ACTION_FIELDS, INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { SITE_ORIGIN, STAFF } from '../gateway-setup';
import { box, contents, pause, textOf, url, vars } from './client';
import { sign } from './staff';
import { at, consenting, sentTo, templateOf, tokenOfLink } from './visit-helpers';

/*
 * A gateway of its own, started again on its inbox with other settings (issue 83): PROOF_SECRET rotated, the previous
 * one kept as PROOF_SECRET_PREVIOUS (the links already sent still open; new messages carry links that open); and a
 * gateway whose settings have a problem (an SMS sender no network shows): no message leaves, the card says why, and
 * the messages leave once the setting is put right.
 */

let gateway: RunningGateway | undefined;
let state = '';
afterAll(async () => {
  await gateway?.stop();
  if (state) await rm(state, { recursive: true, force: true });
  await box.messaging({ gateway: url, appSecret: vars.WHATSAPP_APP_SECRET });
});

async function start(settings: GatewayVars): Promise<RunningGateway> {
  await gateway?.stop();
  gateway = await startGateway({ port: await freePort(), vars: settings, persistTo: state, perMinute: 1_000 });
  await box.messaging({ gateway: gateway.url, appSecret: vars.WHATSAPP_APP_SECRET, statusDelayMs: 10 });
  return gateway;
}

/** A request posted to the gateway as the site's page does: its id. */
async function post(on: RunningGateway, content = consenting(contents.appointment())): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/web/pbkdf2');
  const headers = { Origin: SITE_ORIGIN, 'cf-connecting-ip': '192.0.2.83' };
  const challenge = await (await fetch(`${on.url}/challenge`, { headers })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const id = crypto.randomUUID();
  const response = await fetch(`${on.url}/request`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ id, content, proof: btoa(JSON.stringify({ challenge, solution })) }) });
  expect(await response.json()).toEqual({ outcome: 'sent' });
  return id;
}

/** A form of the inbox, as Awa: its status. */
async function form(on: RunningGateway, path: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(`${on.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: on.url, [ACCESS_HEADER]: await sign(STAFF.awa.email), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ view: 'mine', lang: 'fr', ...fields }).toString(),
  });
  await response.text();
  return response.status;
}

const page = async (on: RunningGateway) => textOf(await (await fetch(`${on.url}${INBOX_PATHS.page}?view=mine`, { headers: { [ACCESS_HEADER]: await sign(STAFF.awa.email) } })).text());

async function opens(on: RunningGateway, token: string): Promise<GatewayVisitReply['state'] | number> {
  const response = await fetch(`${on.url}${GATEWAY_VISIT_PATHS.visit}`, { method: 'POST', headers: { Origin: SITE_ORIGIN, 'cf-connecting-ip': '192.0.2.84', 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  return response.status === 200 ? ((await response.json()) as GatewayVisitReply).state : response.status;
}

/** A request taken and agreed on `day` for two days on: its id and number. */
async function agreedOn(on: RunningGateway, day: string): Promise<{ id: string; phone: string }> {
  expect(await form(on, INBOX_PATHS.clock, { to: String(at(day, 9)) })).toBe(200);
  const content = consenting(contents.appointment());
  const id = await post(on, content);
  expect(await form(on, INBOX_PATHS.action('take'), { [ACTION_FIELDS.id]: id, view: 'open' })).toBe(303);
  expect(await form(on, INBOX_PATHS.outcome, { [ACTION_FIELDS.id]: id, result: 'called', date: addDays(day, 2), time: '11:00', place: 'centre' })).toBe(303);
  return { id, phone: content.values.phone! };
}

describe('PROOF_SECRET rotated, the previous one kept (issue 83)', () => {
  it('the links already sent still open, and the messages after carry links that open', async () => {
    state = await mkdtemp(join(tmpdir(), 'gateway-rotation-'));
    const first = randomBytes(32).toString('hex');
    const settings = { ...vars, PROOF_SECRET: first };
    const before = await start(settings);
    const day = addDays(doualaToday(), 4);
    const { id, phone } = await agreedOn(before, day);
    const [confirmation] = await sentTo(phone);
    const sent = tokenOfLink(templateOf(confirmation!).params.at(-1)!);
    expect(await opens(before, sent)).toBe('known');

    const after = await start({ ...settings, PROOF_SECRET: randomBytes(32).toString('hex'), PROOF_SECRET_PREVIOUS: first } as GatewayVars);
    expect(await opens(after, sent), 'the link sent before the rotation').toBe('known');
    expect(await form(after, INBOX_PATHS.visit, { [ACTION_FIELDS.id]: id, step: 'moved', date: addDays(day, 3), time: '10:00', place: 'centre' })).toBe(303);
    const [, moved] = await sentTo(phone, 2);
    expect(moved, 'a message after the rotation').toBeDefined();
    expect(await opens(after, tokenOfLink(templateOf(moved!).params.at(-1)!)), 'its link').toBe('known');
  }, 150_000);
});

describe('a gateway whose settings have a problem (issue 83)', () => {
  it('sends no message, and the card says why; put right, the messages leave', async () => {
    const broken = await start({ ...vars, SMS_SENDER: 'Aide & Vie Yaoundé' });
    const day = addDays(doualaToday(), 12);
    const { phone } = await agreedOn(broken, day);
    await pause(2_000);
    expect(await sentTo(phone, 1, 500)).toEqual([]);
    expect(await page(broken)).toContain('Aucun message ne part');
    expect(await page(broken)).toContain('SMS_SENDER');
    const fixed = await start(vars);
    expect(await form(fixed, INBOX_PATHS.clock, { to: String(at(day, 9, 5)) })).toBe(200);
    expect((await sentTo(phone)).map((one) => templateOf(one).name)).toEqual(['rendez_vous_confirmation']);
  }, 150_000);
});
