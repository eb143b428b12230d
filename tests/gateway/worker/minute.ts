import { describe, expect, it } from 'vitest';
import { retryDelay, type Answer } from '@/lib/request/answers';
import { gatewayChannel } from '@/lib/request/channels/gateway';
import { forgetPrepared, prepare } from '@/lib/request/gateway/proof';
import { GATEWAY_PATHS } from '@/lib/request/gateway/protocol';
import type { RequestContent } from '@/lib/request/payload';
import { SITE_ORIGIN } from '../gateway-setup';
import { call, contents, everyMinute, pause, url } from './client';
import { statuses } from './staff';

/*
 * The address's minute (issue 78, item 4): a stranger on a family's address (a carrier's shared address) spends
 * what it may spend there for free at the start of every minute, twenty challenges and twenty junk posts, and
 * the family's page sends as the site's page does (lib/request/channels/gateway.ts: a challenge, its proof, the
 * post; kept, it tries again when the answer says, else after the outbox's retryDelay). Before, no minute was
 * ever free: 15 refusals of 15 over four minutes. The rule (DECISIONS, turn 10): received within about a minute
 * and a half.
 */

/** What a family on an address a stranger spends may wait, at most, to be received. */
const WITHIN_MS = 90_000;

/** A device behind `address`: its fetch says where it comes from, as Cloudflare would. */
const fetchBehind =
  (address: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), Origin: SITE_ORIGIN, 'cf-connecting-ip': address } });

/** The stranger's script: twenty challenges and twenty junk posts, as fast as it goes, now and at the start of every minute, until stopped. */
function strangerOn(address: string): { stop(): Promise<void> } {
  return everyMinute(async () => {
    const calls = Array.from({ length: 20 }, () => call(GATEWAY_PATHS.challenge, { address }).then((response) => response.text()));
    const posts = Array.from({ length: 20 }, () =>
      call(GATEWAY_PATHS.request, { address, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }).then((response) => response.text()),
    );
    await Promise.all([...calls, ...posts]);
  });
}

/**
 * The family's page sends, and sends again as the outbox does when it is kept (lib/request/store.ts: when the gateway
 * said, else the outbox's own pace), for as long as its next try is within WITHIN_MS of its first: when it was
 * received (null: not within), and every answer that was not « sent ».
 */
async function familySends(address: string, content: RequestContent & { id: string }): Promise<{ receivedAfter: number | null; refusals: string[] }> {
  const page = gatewayChannel(url, { fetch: fetchBehind(address) });
  const started = Date.now();
  const tries: Answer[] = [];
  for (;;) {
    const answer = await page.send(content, {});
    tries.push(answer);
    if (answer.kind === 'sent') break;
    const wait = answer.kind === 'retry' ? (answer.retryAfterMs ?? retryDelay(tries.length)) : Number.POSITIVE_INFINITY;
    if (Date.now() - started + wait > WITHIN_MS) break;
    await pause(wait);
  }
  const last = tries.at(-1);
  return {
    receivedAfter: last?.kind === 'sent' ? Date.now() - started : null,
    refusals: tries.filter((answer) => answer.kind !== 'sent').map((answer) => (answer.kind === 'retry' ? `${answer.cause} ${answer.status ?? ''} ${answer.text ?? ''}` : `${answer.kind} ${answer.text}`)),
  };
}

/** The family sends while the stranger runs (stopped after): received within WITHIN_MS, never refused on the way, and in the inbox. */
async function receivedWhile(stranger: { stop(): Promise<void> }, address: string, content: RequestContent & { id: string }): Promise<void> {
  const sent = await familySends(address, content).finally(() => stranger.stop());
  expect({ receivedWithin90s: sent.receivedAfter !== null && sent.receivedAfter <= WITHIN_MS, refusals: sent.refusals }).toEqual({ receivedWithin90s: true, refusals: [] });
  expect(await statuses([content.id])).toEqual([{ id: content.id, state: 'received' }]);
}

describe('the address’s minute (issue 78)', () => {
  it('a stranger’s free calls at the start of every minute keep a family on its address out no longer than a minute and a half', async () => {
    const address = '203.0.113.178';
    const stranger = strangerOn(address);
    // The stranger's first burst is in: the family starts after it, as it would in the minute.
    await pause(1_500);
    await receivedWhile(stranger, address, { id: crypto.randomUUID(), ...contents.appointment() });
  }, 150_000);

  it('a family’s post, its proof made at the first touch, is never held behind a stranger’s free posts', async () => {
    const address = '203.0.113.179';
    // The proof made in the background from the first touch of the form (lib/request/proof.ts), before the stranger came.
    forgetPrepared();
    prepare(url, { fetch: fetchBehind(address) });
    await pause(1_000);
    const stranger = strangerOn(address);
    await pause(1_500);
    await receivedWhile(stranger, address, { id: crypto.randomUUID(), ...contents.callback() });
  }, 150_000);
});
