import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Settings } from './settings';
import { isRecord } from '@/lib/unknown-value';

/*
 * The proof that a browser worked for its request (ALTCHA v2, altcha-lib: docs/gateway.md says why
 * not Turnstile). The gateway issues a challenge signed with PROOF_SECRET (HMAC), valid PROOF_MINUTES;
 * the page solves it in the background and posts its payload with the request; the gateway checks the
 * signature, the expiry and the solution here, and that it was never used before in its inbox
 * (store/accept.ts). Deterministic mode: the challenge is made from a counter drawn at random, so the work
 * is known in advance (the counter, times the cost) and the check is one HMAC, not a key derivation.
 */

export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';

// Two secrets from one: the challenge's signature and the derived key's.
const keySecret = (secret: string) => `${secret}:key`;

/** The largest counter altcha-lib's challenges hold (uint32). */
const COUNTER_LIMIT = 2 ** 32 - 1;

/**
 * The day and the address (its keyed hash) a challenge is issued to, and its price (times the base), signed with
 * it: its proof counts for that address and is remembered spent there, wherever it is posted from (store/days.ts);
 * a proof whose price its address has since outgrown is refused (price.ts).
 */
export interface IssuedTo {
  day: string;
  address: string;
  factor: number;
}

const ISSUED_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISSUED_ADDRESS = /^[0-9a-f]{32}$/;

/** A fresh challenge; `factor` times the base work (price.ts: an address that posts much, a day far above normal). */
export async function newChallenge({ proof }: Settings, now = Date.now(), factor = 1, issued?: IssuedTo): Promise<Challenge> {
  return createChallenge({
    ...(issued ? { data: { d: issued.day, a: issued.address, f: issued.factor } } : {}),
    algorithm: PROOF_ALGORITHM,
    cost: proof.cost,
    counter: randomInt(Math.min(proof.counterMax * factor, COUNTER_LIMIT), Math.min(proof.counterMin * factor, COUNTER_LIMIT)),
    deriveKey,
    expiresAt: Math.floor(now / 1_000) + proof.minutes * 60,
    hmacSignatureSecret: proof.secret,
    hmacKeySignatureSecret: keySecret(proof.secret),
  });
}

export type ProofCheck = { ok: true; key: string; expiresAt: number; issued?: IssuedTo } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

/** What a verified challenge says it was issued to (a challenge issued before it said so says nothing). */
function issuedOf(data: unknown): IssuedTo | undefined {
  const { d, a, f } = isRecord(data) ? data : {};
  const valid = typeof d === 'string' && typeof a === 'string' && typeof f === 'number' && ISSUED_DAY.test(d) && ISSUED_ADDRESS.test(a) && Number.isSafeInteger(f) && f >= 1;
  return valid ? { day: d, address: a, factor: f } : undefined;
}


/** The payload as ALTCHA's solver gives it: base64 of `{ challenge, solution }`. */
function readPayload(proof: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload: unknown = JSON.parse(atob(proof));
    if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution)) return null;
    const { challenge, solution } = payload;
    if (!isRecord(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    return { challenge: challenge as unknown as Challenge, solution: solution as unknown as Solution };
  } catch {
    return null;
  }
}

/** Whether a proof answers a challenge this gateway issued, unexpired; `key` names it in the inbox (its signature). */
export async function checkProof(proof: string, { proof: settings }: Settings): Promise<ProofCheck> {
  if (!proof) return { ok: false, reason: 'missing' };
  const payload = readPayload(proof);
  // The algorithm is ours: a challenge that names another was not issued here.
  if (!payload || payload.challenge.parameters.algorithm !== PROOF_ALGORITHM) return { ok: false, reason: 'invalid' };
  const { expiresAt } = payload.challenge.parameters;
  if (typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' };
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySecret(settings.secret),
  }).catch(() => null);
  if (!result) return { ok: false, reason: 'invalid' };
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const issued = issuedOf(payload.challenge.parameters.data);
  return { ok: true, key: payload.challenge.signature ?? '', expiresAt: expiresAt * 1_000, ...(issued ? { issued } : {}) };
}
