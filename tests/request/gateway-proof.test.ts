import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPrepared, newProof, prepare, takeProof, type ProofOrWhy } from '@/lib/request/gateway/proof';
import { GATEWAY_VARIABLES, gatewayUrlFromEnv } from '@/lib/request/gateway/protocol';
import { solveProof } from '@/lib/request/gateway/solve';

/*
 * The proof a request carries to the gateway (lib/request/gateway/proof.ts), from the browser's side:
 * what a send comes to when the challenge does not come, or is not ALTCHA's, or cannot be solved in
 * time; which proof a send takes, and when the one prepared at the form's first touch is not used.
 * The gateway is a fetch answering each challenge as the test says (request-gateway.test.ts posts
 * requests through a whole fake gateway).
 */

const URL_A = 'https://gateway.example.test';
const URL_B = 'https://other-gateway.example.test';
const SECRET = 'unit-test-hmac-secret';

type ChallengeOptions = Partial<Parameters<typeof createChallenge>[0]>;
const challenge = (options: ChallengeOptions = {}) =>
  createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey: sha, hmacSignatureSecret: SECRET, expiresAt: Math.floor(Date.now() / 1000) + 300, ...options });

/** A gateway whose challenge route answers `reply` (a JSON challenge by default), counting what it was asked. */
function gatewayAnswering(reply: () => Promise<Response> = async () => Response.json(await challenge())) {
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    asked.push(String(input));
    return reply();
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const payloadOf = (result: ProofOrWhy) => ('proof' in result ? result.proof.payload : null);

beforeEach(() => forgetPrepared());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('no proof, and why: the send waits with the cause the outbox shows', () => {
  it('a phone that says it is offline is « offline », one that says it is online but gets no answer is the network’s', async () => {
    const unreachable = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    vi.stubGlobal('navigator', { onLine: false });
    expect(await newProof(URL_A, { fetch: unreachable })).toEqual({ why: { kind: 'retry', cause: 'offline' } });
    vi.stubGlobal('navigator', { onLine: true });
    expect(await newProof(URL_A, { fetch: unreachable })).toEqual({ why: { kind: 'retry', cause: 'network' } });
  });

  it('a challenge that never comes is given up at the timeout, not waited for forever', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    expect(await newProof(URL_A, { fetch: hanging, timeoutMs: 20 })).toEqual({ why: { kind: 'retry', cause: 'timeout' } });
  });

  it('the gateway’s trouble keeps its status and the first 200 characters of what it said, for the staff’s log', async () => {
    const { fetch } = gatewayAnswering(async () => new Response('x'.repeat(5000), { status: 502 }));
    expect(await newProof(URL_A, { fetch })).toEqual({ why: { kind: 'retry', cause: 'service', status: 502, text: 'x'.repeat(200) } });
  });

  it('a page that is not JSON (a captive portal’s), or JSON that is not an ALTCHA challenge, is the service’s fault, named', async () => {
    const portal = gatewayAnswering(async () => new Response('<html>Connectez-vous au Wi-Fi</html>', { status: 200 }));
    expect(await newProof(URL_A, { fetch: portal.fetch })).toEqual({ why: { kind: 'retry', cause: 'service', status: 200, text: 'challenge: not JSON' } });
    const { parameters, signature } = await challenge();
    const notAltcha = { why: { kind: 'retry', cause: 'service', status: 200, text: 'challenge: not ALTCHA' } };
    for (const body of [null, { signature }, ...(['algorithm', 'nonce', 'salt', 'keyPrefix'] as const).map((missing) => ({ parameters: { ...parameters, [missing]: undefined }, signature }))]) {
      const { fetch } = gatewayAnswering(async () => Response.json(body));
      expect(await newProof(URL_A, { fetch }), JSON.stringify(body)).toEqual(notAltcha);
    }
  });

  it('a challenge too hard to solve in time is given up, not posted unsolved', async () => {
    const { fetch } = gatewayAnswering(async () => Response.json(await challenge({ keyPrefix: 'f'.repeat(24) })));
    expect(await newProof(URL_A, { fetch, solveTimeoutMs: 30 })).toEqual({ why: { kind: 'retry', cause: 'timeout', text: 'proof: not solved in time' } });
  });
});

describe('the solution', () => {
  it('solves a PBKDF2 challenge with PBKDF2, so that the gateway verifies it', async () => {
    const asked = await challenge({ algorithm: 'PBKDF2/SHA-256', deriveKey: pbkdf2 });
    const payload = await solveProof(asked, 10_000);
    const { challenge: posted, solution } = JSON.parse(atob(payload ?? ''));
    expect((await verifySolution({ challenge: posted, solution, deriveKey: pbkdf2, hmacSignatureSecret: SECRET })).verified).toBe(true);
  });

  it('keeps a proof whose challenge says no end, and uses it for the first send', async () => {
    const gateway = gatewayAnswering(async () => Response.json(await challenge({ expiresAt: undefined })));
    const made = await newProof(URL_A, { fetch: gateway.fetch });
    expect(made).toMatchObject({ proof: { expiresAt: null } });
    prepare(URL_A, { fetch: gateway.fetch });
    expect(payloadOf(await takeProof(URL_A, { fetch: gateway.fetch }))).not.toBeNull();
    expect(gateway.asked).toHaveLength(2);
  });
});

describe('which proof a send takes', () => {
  it('the first send, asked plainly, takes the one prepared at the first touch; the next one fetches its own', async () => {
    const gateway = gatewayAnswering();
    prepare(URL_A, { fetch: gateway.fetch });
    const first = await takeProof(URL_A, { fetch: gateway.fetch });
    expect(gateway.asked).toHaveLength(1);
    const second = await takeProof(URL_A, { fetch: gateway.fetch });
    expect(gateway.asked).toHaveLength(2);
    expect(payloadOf(second)).not.toBe(payloadOf(first));
  });

  it('a send to another gateway leaves the prepared proof to its own', async () => {
    const a = gatewayAnswering();
    const b = gatewayAnswering();
    prepare(URL_A, { fetch: a.fetch });
    await takeProof(URL_B, { fetch: b.fetch });
    await takeProof(URL_A, { fetch: a.fetch });
    expect(a.asked).toHaveLength(1);
  });

  it('uses a prepared proof with more than half a minute left, and fetches a fresh one at exactly half a minute', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 300;
    const gateway = gatewayAnswering(async () => Response.json(await challenge({ expiresAt })));
    prepare(URL_A, { fetch: gateway.fetch });
    await takeProof(URL_A, { fetch: gateway.fetch, now: () => expiresAt * 1000 - 30_001 });
    expect(gateway.asked).toHaveLength(1);
    prepare(URL_A, { fetch: gateway.fetch });
    await takeProof(URL_A, { fetch: gateway.fetch, now: () => expiresAt * 1000 - 30_000 });
    expect(gateway.asked).toHaveLength(3);
  });

  it('a proof forgotten is not used', async () => {
    const gateway = gatewayAnswering();
    prepare(URL_A, { fetch: gateway.fetch });
    forgetPrepared();
    await takeProof(URL_A, { fetch: gateway.fetch });
    expect(gateway.asked).toHaveLength(2);
  });
});

describe('a preparation that fails', () => {
  it('one that throws (a challenge of an algorithm the browser lacks) is forgotten: the send fetches its own, the next touch prepares again', async () => {
    const gateway = gatewayAnswering(async () => Response.json({ ...(await challenge()), parameters: { ...(await challenge()).parameters, algorithm: 'SHA-999' } }));
    prepare(URL_A, { fetch: gateway.fetch });
    await vi.waitFor(() => expect(gateway.asked).toHaveLength(1));
    // Touched again until the failure is forgotten (20 ms were not always enough on CI, beside three builds): one ask
    // more then, and never two, since a touch while one is on its way asks nothing.
    await vi.waitFor(() => {
      prepare(URL_A, { fetch: gateway.fetch });
      expect(gateway.asked).toHaveLength(2);
    });
    const good = gatewayAnswering();
    expect(payloadOf(await takeProof(URL_A, { fetch: good.fetch }))).not.toBeNull();
  });

  it('one that fails late forgets itself only: not a newer one prepared for another gateway, nor after the send took it', async () => {
    let fail: (response: Response) => void = () => {};
    const slow = gatewayAnswering(() => new Promise<Response>((resolve) => (fail = resolve)));
    prepare(URL_A, { fetch: slow.fetch });
    const b = gatewayAnswering();
    prepare(URL_B, { fetch: b.fetch });
    fail(new Response('down', { status: 503 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await takeProof(URL_B, { fetch: b.fetch });
    expect(b.asked).toHaveLength(1);

    const late = gatewayAnswering(() => new Promise<Response>((resolve) => (fail = resolve)));
    prepare(URL_A, { fetch: late.fetch });
    const taken = takeProof(URL_A, { fetch: gatewayAnswering().fetch });
    fail(new Response('down', { status: 503 }));
    expect(payloadOf(await taken)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('the build’s gateway', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the variable without the spaces a settings page may leave around it, and none when unset', () => {
    vi.stubEnv(GATEWAY_VARIABLES.url, ' https://gateway.example.test \n');
    expect(gatewayUrlFromEnv()).toBe('https://gateway.example.test');
    vi.stubEnv(GATEWAY_VARIABLES.url, undefined);
    expect(gatewayUrlFromEnv()).toBe('');
  });
});
