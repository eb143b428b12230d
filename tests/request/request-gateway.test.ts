import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay } from '@/lib/request/answers';
import { tryChannels } from '@/lib/request/channels';
import { channelsFromEnv, channelsOf } from '@/lib/request/channels/choice';
import { answerOfGateway, gatewayBody, gatewayChannel, isProofRefused, RETRY_SPREAD_MS } from '@/lib/request/channels/gateway';
import { sendWaiting } from '@/lib/request/deliver';
import { forgetPrepared, prepare, takeProof } from '@/lib/request/gateway/proof';
import { RELAY_VARIABLES } from '@/lib/request/channels/relay-config';
import { GATEWAY_VARIABLES } from '@/lib/request/gateway/protocol';
import { gatewayRoute } from '@/lib/request/gateway/route';
import { httpsOrigin } from '@/lib/request/https-origin';
import { prepareProof } from '@/lib/request/proof';
import { listRequests, removeRequest } from '@/lib/request/store';
import { submit, type SubmitOptions } from '@/lib/request/submit';
import { connectSources } from '../../pipeline/lib/security-policy';
import { marieValues } from './appointment-request';
import { fakeGateway, GATEWAY_URL, type FakeGateway } from './fake-gateway';

/*
 * The site's side of the request gateway (lib/request/channels/gateway.ts, lib/request/gateway/): what
 * its answers mean for a request, the proof each post carries (a real ALTCHA challenge, solved here and
 * verified as the gateway verifies it), and a request kept by a limit that leaves later, once.
 */

const values = marieValues('Pour ma mère.');
const content = { id: 'request-1', values, locale: 'fr' as const, reference: 'AV-7K3Q' };
const HOUR = 60 * 60 * 1000;

let gateway: FakeGateway;
const channel = () => gatewayChannel(GATEWAY_URL, { fetch: gateway.fetch, timeoutMs: 2_000 });

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The spread of a kept request's retry (RETRY_SPREAD_MS) drawn at its least, so each test knows its moment; its own test draws others.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  gateway = fakeGateway();
  forgetPrepared();
  for (const entry of await listRequests()) await removeRequest(entry.id);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what the gateway’s answers mean for the request (answers.ts’s table, channels/gateway.ts)', () => {
  it.each([
    [200, { outcome: 'sent' }, { kind: 'sent' }],
    [200, { outcome: 'sent', duplicate: true }, { kind: 'sent' }],
    [429, { outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 60 }, { kind: 'retry', cause: 'held', retryAfterMs: 60_000 }],
    [503, { outcome: 'kept', reason: 'providers', retryAfterSeconds: 120 }, { kind: 'retry', cause: 'service', retryAfterMs: 120_000 }],
    [400, { outcome: 'refused', reason: 'checks', field: 'email' }, { kind: 'refused', status: 400, text: 'checks: email' }],
    [413, { outcome: 'refused', reason: 'too-large' }, { kind: 'refused', status: 413 }],
  ] as const)('%i %j → %j', (status, said, expected) => {
    expect(answerOfGateway(status, JSON.stringify(said))).toMatchObject(expected);
  });

  it('a refused proof is the channel’s to replace, never the visitor’s to read', () => {
    const answer = answerOfGateway(401, JSON.stringify({ outcome: 'proof', reason: 'replayed' }));
    expect(isProofRefused(answer)).toBe(true);
    expect(answer).toMatchObject({ kind: 'retry', cause: 'service' });
  });

  it('believes a 2xx only with « sent »: a captive portal’s page deletes no request', () => {
    expect(answerOfGateway(200, '<html>Connectez-vous au Wi-Fi</html>')).toMatchObject({ kind: 'retry', cause: 'service', status: 200 });
    expect(answerOfGateway(204, '')).toMatchObject({ kind: 'retry', cause: 'service' });
  });

  it('reads an answer without the gateway’s JSON with the first table: kept, but for 413', () => {
    expect(answerOfGateway(403, '')).toMatchObject({ kind: 'retry', cause: 'service', status: 403 });
    expect(answerOfGateway(500, 'Worker threw exception')).toMatchObject({ kind: 'retry', cause: 'service', status: 500 });
    expect(answerOfGateway(413, '')).toMatchObject({ kind: 'refused', status: 413 });
  });

  it('believes « sent » only with a 2xx, and a JSON body only when it is an outcome', () => {
    for (const status of [199, 300, 500]) expect(answerOfGateway(status, JSON.stringify({ outcome: 'sent' })), String(status)).toMatchObject({ kind: 'retry', cause: 'service', status });
    expect(answerOfGateway(299, JSON.stringify({ outcome: 'sent' }))).toEqual({ kind: 'sent' });
    for (const text of ['null', '"sent"', '{"outcome":1}', '[]']) expect(answerOfGateway(200, text), text).toMatchObject({ kind: 'retry', cause: 'service', status: 200 });
    // What the gateway said is kept for the staff's note, briefly.
    expect((answerOfGateway(200, 'x'.repeat(500)) as { text: string }).text).toHaveLength(200);
    expect((answerOfGateway(500, JSON.stringify({ outcome: 'sent', padding: 'x'.repeat(500) })) as { text: string }).text).toHaveLength(200);
  });

  it('names what the gateway refused, and its field only when there is one', () => {
    expect(answerOfGateway(400, JSON.stringify({ outcome: 'refused', reason: 'malformed' }))).toEqual({ kind: 'refused', status: 400, text: 'malformed' });
    expect(answerOfGateway(413, JSON.stringify({ outcome: 'refused', reason: 'too-large' }))).toEqual({ kind: 'refused', status: 413, text: 'too-large' });
  });

  it('replaces a proof only when the gateway said the proof was refused', () => {
    expect(isProofRefused({ kind: 'retry', cause: 'service', status: 401, text: 'proof: expired' })).toBe(true);
    expect(isProofRefused({ kind: 'retry', cause: 'service', status: 401 })).toBe(false);
    expect(isProofRefused({ kind: 'retry', cause: 'service', status: 401, text: 'Unauthorized' })).toBe(false);
    expect(isProofRefused({ kind: 'retry', cause: 'service', status: 503, text: 'proof: expired' })).toBe(false);
    expect(isProofRefused({ kind: 'refused', status: 401, text: 'proof: expired' })).toBe(false);
  });

  it('keeps the gateway’s Retry-After between half a minute and a day', () => {
    const after = (seconds: unknown) => (answerOfGateway(429, JSON.stringify({ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: seconds })) as { retryAfterMs: number }).retryAfterMs;
    expect(after(0)).toBe(30_000);
    expect(after(-5)).toBe(30_000);
    expect(after('soon')).toBe(30_000);
    expect(after(3 * 24 * 3600)).toBe(24 * HOUR);
    // A number too large for JSON to read is no number: half a minute, not a day.
    expect((answerOfGateway(429, '{"outcome":"kept","reason":"address-limit","retryAfterSeconds":1e400}') as { retryAfterMs: number }).retryAfterMs).toBe(30_000);
  });

  it('spreads the retries of requests held at one moment over the minute after the gateway’s time, never one public instant (issues 66, 78)', () => {
    const after = (draw: number, seconds = 60) => {
      vi.mocked(Math.random).mockReturnValue(draw);
      return (answerOfGateway(429, JSON.stringify({ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: seconds })) as { retryAfterMs: number }).retryAfterMs;
    };
    const draws = [0, 0.25, 0.5, 0.999_999].map((draw) => after(draw));
    expect(draws[0]).toBe(60_000);
    // Never before the gateway said: the spread only ever adds.
    expect(Math.min(...draws)).toBe(60_000);
    expect(new Set(draws).size).toBe(4);
    expect(Math.max(...draws) - Math.min(...draws)).toBeGreaterThan(50_000);
    expect(Math.max(...draws)).toBeLessThan(60_000 + RETRY_SPREAD_MS);
    // Held by the limit a minute (the gateway says half a minute): tried again within a minute and a half (DECISIONS, turn 10).
    expect(Math.max(...[0, 0.5, 0.999_999].map((draw) => after(draw, 30)))).toBeLessThanOrEqual(90_000);
  });

  it('reads a challenge the gateway kept as it reads a post it kept: held, tried again when it says (issue 78)', async () => {
    const kept = (said: object, status: number) => gatewayChannel(GATEWAY_URL, { fetch: async () => Response.json(said, { status }) }).send({ ...content }, {});
    expect(await kept({ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 30 }, 429)).toMatchObject({ kind: 'retry', cause: 'held', status: 429, retryAfterMs: 30_000 });
    expect(await kept({ outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 }, 503)).toMatchObject({ kind: 'retry', cause: 'service', status: 503, retryAfterMs: 60_000 });
    // Anything else is the service's, tried again at the outbox's pace, as before.
    expect(await kept({ nothing: 'of ours' }, 500)).toEqual({ kind: 'retry', cause: 'service', status: 500, text: '{"nothing":"of ours"}' });
  });
});

describe('the proof each post carries', () => {
  it('is ALTCHA’s, solved here and verified as the gateway verifies it; the body holds the values, never the outbox’s own fields', async () => {
    expect(await channel().send({ ...content, kind: 'callback' }, {})).toEqual({ kind: 'sent' });
    expect(gateway.delivered).toEqual(['request-1']);
    const [body] = gateway.posts;
    expect(Object.keys(body!).sort()).toEqual(['content', 'id', 'proof']);
    expect(body).toMatchObject({ id: 'request-1', content: { values, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' } });
    expect(gatewayBody({ ...content, status: 'waiting', attempts: 3 } as typeof content, 'p').content).not.toHaveProperty('status');
  });

  it('the first send uses the proof prepared at the form’s first touch, and that proof is used once', async () => {
    prepare(GATEWAY_URL, { fetch: gateway.fetch });
    prepare(GATEWAY_URL, { fetch: gateway.fetch });
    await vi.waitFor(() => expect(gateway.challenges).toBe(1));
    expect(await channel().send(content, {})).toEqual({ kind: 'sent' });
    expect(gateway.challenges).toBe(1);
    expect(await channel().send({ ...content, id: 'request-2' }, {})).toEqual({ kind: 'sent' });
    expect(gateway.challenges).toBe(2);
    expect(new Set(gateway.posts.map((post) => post.proof)).size).toBe(2);
  });

  it('a prepared proof about to expire is not used: a fresh one is fetched', async () => {
    gateway.expiresIn = 10;
    prepare(GATEWAY_URL, { fetch: gateway.fetch });
    await vi.waitFor(() => expect(gateway.challenges).toBe(1));
    gateway.expiresIn = 300;
    expect(await channel().send(content, {})).toEqual({ kind: 'sent' });
    expect(gateway.challenges).toBe(2);
    expect(gateway.posts).toHaveLength(1);
  });

  it('a proof the gateway refuses is replaced once by a fresh one; refused again, the request waits as the account’s', async () => {
    const taken = await takeProof(GATEWAY_URL, { fetch: gateway.fetch });
    if (!('proof' in taken)) throw new Error('no proof');
    // The same proof, posted twice: the second is a replay.
    const replay = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).endsWith('/request')) {
        const body = JSON.parse(String(init?.body));
        return gateway.fetch(input, { ...init, body: JSON.stringify({ ...body, proof: taken.proof.payload }) });
      }
      return gateway.fetch(input, init);
    }) as unknown as typeof fetch;
    const replaying = gatewayChannel(GATEWAY_URL, { fetch: replay });
    expect(await replaying.send(content, {})).toEqual({ kind: 'sent' });
    const again = await replaying.send({ ...content, id: 'request-2' }, {});
    expect(again).toMatchObject({ kind: 'retry', cause: 'service', status: 401 });
    expect(gateway.posts.slice(1)).toHaveLength(2);
    expect(gateway.delivered).toEqual(['request-1']);
  });

  it('starts the proof at the form’s first touch only when the build has a gateway, and once', async () => {
    vi.stubGlobal('fetch', gateway.fetch);
    vi.stubEnv(GATEWAY_VARIABLES.url, '');
    prepareProof();
    vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
    prepareProof();
    prepareProof();
    await vi.waitFor(() => expect(gateway.challenges).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.challenges).toBe(1);
  });

  it('without a gateway, the first touch downloads no proof code: on a slow link its chunk would be bytes for nothing', async () => {
    const loaded: string[] = [];
    vi.resetModules();
    vi.doMock('@/lib/request/gateway/proof', () => {
      loaded.push('proof');
      return { prepare: (url: string) => loaded.push(`prepare ${url}`) };
    });
    try {
      const { prepareProof: firstTouch } = await import('@/lib/request/proof');
      vi.stubEnv(GATEWAY_VARIABLES.url, '');
      firstTouch();
      await vi.dynamicImportSettled();
      expect(loaded).toEqual([]);
      // The same touch with a gateway: the code comes, and prepares for that gateway.
      vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
      firstTouch();
      await vi.waitFor(() => expect(loaded).toEqual(['proof', `prepare ${GATEWAY_URL}`]));
    } finally {
      vi.doUnmock('@/lib/request/gateway/proof');
      vi.resetModules();
    }
  });

  it('a proof that could not be prepared is forgotten: the next touch prepares one', async () => {
    gateway.challengeReply = 503;
    prepare(GATEWAY_URL, { fetch: gateway.fetch });
    await new Promise((resolve) => setTimeout(resolve, 20));
    gateway.challengeReply = 'challenge';
    prepare(GATEWAY_URL, { fetch: gateway.fetch });
    await vi.waitFor(() => expect(gateway.challenges).toBe(1));
  });

  it('no challenge, no post: the connection’s fault or the gateway’s, and the request waits', async () => {
    gateway.challengeReply = 'network';
    expect(await channel().send(content, {})).toEqual({ kind: 'retry', cause: 'network' });
    gateway.challengeReply = 503;
    expect(await channel().send(content, {})).toMatchObject({ kind: 'retry', cause: 'service', status: 503 });
    expect(gateway.posts).toEqual([]);
    const notAltcha = (async () => Response.json({ hello: 'world' })) as unknown as typeof fetch;
    expect(await gatewayChannel(GATEWAY_URL, { fetch: notAltcha }).send(content, {})).toMatchObject({ kind: 'retry', cause: 'service' });
  });

  it('finds its routes whatever the gateway’s URL ends with', () => {
    expect(gatewayRoute('https://gw.example.test', '/challenge')).toBe('https://gw.example.test/challenge');
    expect(gatewayRoute('https://gw.example.test/', '/request')).toBe('https://gw.example.test/request');
    expect(gatewayRoute('https://example.test/gateway', '/request')).toBe('https://example.test/gateway/request');
  });
});

describe('a request through the gateway, from « Envoyer » to the centre, once', () => {
  const options = (changes: Partial<SubmitOptions> = {}): SubmitOptions => ({
    locale: 'fr',
    reference: 'AV-7K3Q',
    channels: [channel()],
    online: () => true,
    takeTurn: () => true,
    ...changes,
  });

  it('held back by a limit: kept calmly (« held »), not due when the connection comes back, delivered once after Retry-After', async () => {
    let now = Date.parse('2026-03-10T09:00:00Z');
    gateway.next = [{ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: 3600 }];
    const result = await submit(values, options({ now: () => now }));
    expect(result).toMatchObject({ kind: 'kept', request: { cause: 'held' } });
    const [kept] = await listRequests(now);
    expect(kept).toMatchObject({ status: 'waiting', cause: 'held', retryAt: now + HOUR });

    now += HOUR - 60_000;
    expect(await sendWaiting({ channels: [channel()], now: () => now, connectionBack: true })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    now += 60_000;
    expect(await sendWaiting({ channels: [channel()], now: () => now })).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(gateway.delivered).toEqual([kept!.id]);
    expect(await listRequests(now)).toEqual([]);
  });

  it('an answer lost after the gateway delivered: the outbox’s retry posts the same id, and nothing more is sent', async () => {
    let now = Date.parse('2026-03-10T09:00:00Z');
    gateway.next = ['network'];
    const result = await submit(values, options({ now: () => now }));
    expect(result).toMatchObject({ kind: 'kept', request: { cause: 'network' } });
    now += retryDelay(1);
    expect(await sendWaiting({ channels: [channel()], now: () => now })).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(gateway.posts.map((post) => post.id)).toEqual([gateway.delivered[0], gateway.delivered[0]]);
    expect(gateway.delivered).toHaveLength(1);
  });

  it('refused by the gateway’s checks: the form says so, nothing stays on the device', async () => {
    gateway.next = [{ outcome: 'refused', reason: 'checks', field: 'email' }];
    expect(await submit(values, options())).toEqual({ kind: 'refused', failure: { kind: 'bad-request', status: 400 } });
    expect(await listRequests()).toEqual([]);
  });
});

describe('the build’s gateway', () => {
  it('is the only channel when set: no EmailJS, no relay', async () => {
    expect(channelsFromEnv().map((one) => one.name)).toEqual(['emailjs', 'relay']);
    vi.stubEnv(GATEWAY_VARIABLES.url, 'http://127.0.0.1:8797');
    expect(channelsFromEnv().map((one) => [one.name, one.configured])).toEqual([['gateway', true]]);
    // Its code is fetched at the first send, which posts to the build's gateway.
    vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
    vi.stubGlobal('fetch', gateway.fetch);
    expect(await channelsFromEnv()[0]!.send(content, {})).toEqual({ kind: 'sent' });
    expect(gateway.delivered).toHaveLength(1);
    // A gateway the pages may not reach (plain http elsewhere than this machine) is no channel at all.
    vi.stubEnv(GATEWAY_VARIABLES.url, 'http://gateway.example.test/');
    expect(channelsFromEnv().map((one) => [one.name, one.configured])).toEqual([['gateway', false]]);
  });

  it('is the channel of a sender given no keys of its own (a page, the worker)', () => {
    vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
    expect(channelsOf({}).map((one) => one.name)).toEqual(['gateway']);
  });

  it('a gateway’s failure is recorded under its name, for the staff’s note; unreachable, it is not set', async () => {
    gateway.next = [{ outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 }];
    expect((await tryChannels(content, [channel()])).failures).toEqual({ gateway: { status: 503, text: 'providers' } });
    expect(gatewayChannel('http://gateway.example.test/').configured).toBe(false);
    expect(gatewayChannel('not a url').configured).toBe(false);
  });

  it('its code or the relay’s that cannot be fetched (the connection dropped just then): the try had no answer, and the request waits', async () => {
    vi.doMock('@/lib/request/channels/gateway', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.doMock('@/lib/request/channels/relay', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.resetModules();
    try {
      const fresh = await import('@/lib/request/channels/choice');
      // Had the code come, each would have had an answer.
      vi.stubGlobal('fetch', async () => Response.json({ success: true }));
      vi.stubEnv(RELAY_VARIABLES.url, 'https://relay.example.test/submit');
      vi.stubEnv(GATEWAY_VARIABLES.url, GATEWAY_URL);
      expect(await fresh.channelsFromEnv()[0]!.send(content, {})).toEqual({ kind: 'retry', cause: 'network' });
      vi.stubEnv(GATEWAY_VARIABLES.url, '');
      const relay = fresh.channelsOf({ config: { serviceId: '', templateId: '', publicKey: '' } })[1]!;
      expect(relay.configured).toBe(true);
      expect(await relay.send(content, {})).toEqual({ kind: 'retry', cause: 'network' });
    } finally {
      vi.doUnmock('@/lib/request/channels/gateway');
      vi.doUnmock('@/lib/request/channels/relay');
      vi.resetModules();
    }
  });

  it('is named alone in connect-src: no page may reach a provider', () => {
    expect(connectSources({ relay: 'https://api.web3forms.com/submit', notice: 'https://ntfy.sh/x', gateway: 'https://gateway.aide-et-vie.workers.dev/' })).toBe(
      "'self' https://gateway.aide-et-vie.workers.dev",
    );
    expect(connectSources({ relay: '', notice: '', gateway: 'http://127.0.0.1:8797' })).toBe("'self' http://127.0.0.1:8797");
  });

  it('may be plain http on this machine’s loopback only', () => {
    expect(httpsOrigin('http://127.0.0.1:8797/')).toBe('http://127.0.0.1:8797');
    expect(httpsOrigin('http://localhost:8787')).toBe('http://localhost:8787');
    expect(httpsOrigin('http://[::1]:8787')).toBe('http://[::1]:8787');
    expect(httpsOrigin('http://192.168.1.20:8787')).toBe('');
    expect(httpsOrigin('http://127.0.0.1.example.com/')).toBe('');
    expect(httpsOrigin('http://gateway.example.test/')).toBe('');
  });
});
