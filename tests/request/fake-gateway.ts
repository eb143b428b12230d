import { createChallenge, verifySolution } from 'altcha-lib';
import { vi } from 'vitest';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { GatewayAnswer, GatewayRequestBody } from '@/lib/request/gateway/protocol';

/*
 * A request gateway as the unit tests need one (the real one is gateway/, run under workerd by the e2e
 * tests): a fetch that issues real ALTCHA challenges and verifies each proof with altcha-lib as the
 * gateway does, refuses a replayed one, remembers delivered ids, and answers what the test scripts
 * (`next`). It records what it was asked and what it delivered.
 */

export const GATEWAY_URL = 'https://gateway.example.test';
const SECRET = 'unit-test-hmac-secret';

export interface FakeGateway {
  fetch: typeof fetch;
  challenges: number;
  posts: GatewayRequestBody[];
  delivered: string[];
  /** What the next posts answer, in turn, once the proof is good (default: deliver). */
  next: (GatewayAnswer | 'deliver' | 'network')[];
  /** What the challenge route answers (default: a challenge). */
  challengeReply: 'challenge' | 'network' | 503;
  /** Seconds from now to the challenges' end. */
  expiresIn: number;
}

export function fakeGateway(): FakeGateway {
  const used = new Set<string>();
  const gateway: FakeGateway = {
    challenges: 0,
    posts: [],
    delivered: [],
    next: [],
    challengeReply: 'challenge',
    expiresIn: 300,
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname === '/challenge') {
        if (gateway.challengeReply === 'network') throw new TypeError('Failed to fetch');
        if (gateway.challengeReply === 503) return new Response('down', { status: 503 });
        gateway.challenges += 1;
        const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, hmacSignatureSecret: SECRET, expiresAt: Math.floor(Date.now() / 1000) + gateway.expiresIn });
        return Response.json(challenge);
      }
      const body = JSON.parse(String(init?.body)) as GatewayRequestBody;
      gateway.posts.push(body);
      const answer = (json: GatewayAnswer, status: number) => Response.json(json, { status });
      if (used.has(body.proof)) return answer({ outcome: 'proof', reason: 'replayed' }, 401);
      let verified = false;
      try {
        const { challenge, solution } = JSON.parse(atob(body.proof));
        verified = (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).verified;
      } catch {
        verified = false;
      }
      if (!verified) return answer({ outcome: 'proof', reason: 'invalid' }, 401);
      used.add(body.proof);
      if (gateway.delivered.includes(body.id)) return answer({ outcome: 'sent', duplicate: true }, 200);
      const scripted = gateway.next.shift() ?? 'deliver';
      if (scripted === 'network') {
        // Delivered, and the answer lost on the way back.
        gateway.delivered.push(body.id);
        throw new TypeError('Failed to fetch');
      }
      if (scripted !== 'deliver') return answer(scripted, scripted.outcome === 'kept' ? (scripted.reason === 'providers' ? 503 : 429) : scripted.outcome === 'refused' ? 400 : 401);
      gateway.delivered.push(body.id);
      return answer({ outcome: 'sent' }, 200);
    }) as typeof fetch,
  };
  return gateway;
}

/** A fetch that answers each call with `respond()` and records its address and options: one route's client, tested alone. */
export function answering(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return respond();
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}
