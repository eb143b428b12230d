import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startGateway, type RunningGateway } from '../../../harness/gateway';
import { box, contents, isDelivery, isNotice, mailFor, pause, titleOf, vars } from './client';
import { SITE_ORIGIN } from '../gateway-setup';
import type { RequestContent } from '@/lib/request/payload';

/*
 * A second gateway of its own, for what the first cannot show without stopping: its process stopped while a
 * copy was on its way (the alarm dead mid-send), then started again on the same inbox; and a smaller number of
 * notices an hour. Its own start costs a few seconds: the one thing here worth them is « never sent twice ».
 */

let gateway: RunningGateway;
let state: string;
const settings = { ...vars, NOTICES_PER_HOUR: '2', PROVIDER_TIMEOUT_SECONDS: '60' };
const start = async () => startGateway({ port: await freePort(), vars: settings, persistTo: state });

beforeAll(async () => {
  state = await mkdtemp(join(tmpdir(), 'gateway-restart-'));
  gateway = await start();
}, 90_000);
afterAll(async () => {
  await gateway.stop();
  await rm(state, { recursive: true, force: true });
});

/** A request posted to this gateway as the site's page does (a proof of its own): its answer. */
async function post(content: RequestContent, address: string): Promise<unknown> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/web/pbkdf2');
  const headers = { Origin: SITE_ORIGIN, 'cf-connecting-ip': address };
  const challenge = await (await fetch(`${gateway.url}/challenge`, { headers })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const body = { id: crypto.randomUUID(), content, proof: btoa(JSON.stringify({ challenge, solution })) };
  const response = await fetch(`${gateway.url}/request`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

describe('a gateway stopped while a copy was on its way', () => {
  it('never sends that copy again once started anew; the next request’s leaves', async () => {
    await box.answer({ emailjs: 'hang' });
    const first = contents.appointment();
    expect(await post(first, '192.0.2.10')).toEqual({ outcome: 'sent' });
    // EmailJS has it, and has not answered: the copy's outcome is unknown.
    expect((await mailFor(first.reference, { emails: 0, notices: 1 })).filter(isNotice)).toHaveLength(1);
    for (let waited = 0; (await box.messages()).filter((one) => one.provider === 'emailjs' && JSON.stringify(one.body).includes(first.reference)).length === 0 && waited < 5_000; waited += 100) await pause(100);
    await gateway.stop();
    await box.reset();
    gateway = await start();
    const next = contents.callback();
    expect(await post(next, '192.0.2.11')).toEqual({ outcome: 'sent' });
    await mailFor(next.reference, { emails: 1, notices: 1 });
    await pause(1_000);
    const tries = (await box.messages()).filter((one) => one.provider !== 'ntfy' && JSON.stringify(one.body).includes(first.reference));
    expect(tries.map((one) => one.provider)).toEqual(['emailjs']);
    expect((await mailFor(next.reference)).filter(isDelivery)).toHaveLength(1);
  }, 120_000);
});

describe('many requests in an hour', () => {
  it('ring the staff’s phones NOTICES_PER_HOUR times, then once for all the others', async () => {
    // Not across an hour's turn, which starts the count again.
    const left = 3_600_000 - (Date.now() % 3_600_000);
    if (left < 20_000) await pause(left + 100);
    const since = Date.now();
    const sent = [contents.callback(), contents.callback(), contents.callback(), contents.callback()];
    for (const [index, content] of sent.entries()) expect(await post(content, `192.0.2.${20 + index}`)).toEqual({ outcome: 'sent' });
    await pause(2_000);
    const titles = (await box.messages()).filter((one) => isNotice(one) && one.at >= since).map((one) => titleOf(one) ?? '');
    // The hour's count started with the test above (two notices, the hour's all), unless the hour turned since: either way, no
    // more than NOTICES_PER_HOUR one by one, then one notice for the first beyond (the others wait for the hour's turn).
    const one = titles.filter((title) => title === 'Rappel demandé').length;
    expect(one).toBeLessThanOrEqual(Number(settings.NOTICES_PER_HOUR));
    expect(titles.filter((title) => title !== 'Rappel demandé')).toEqual(['Encore une demande']);
    expect(titles.length).toBeLessThan(sent.length);
  }, 60_000);
});
