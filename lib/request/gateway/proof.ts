import type { Challenge } from 'altcha-lib/types';
import type { Answer } from '../answers';
import { httpsOrigin } from '../https-origin';
import { GATEWAY_PATHS } from './protocol';
import { gatewayRoute } from './route';

/*
 * The proof a request carries to the gateway (protocol.ts): a challenge the gateway issued, solved by
 * this browser (solve.ts). A proof is single-use and expires, so:
 *   - the first send's is made in the background from the visitor's first touch of a form
 *     (prepareProof, lib/request/proof.ts), and kept here for that send alone;
 *   - every later send (a kept request leaving, from a page or the service worker, hours or days
 *     later) fetches and solves its own, when it leaves (takeProof).
 * Nothing else is kept: a page reloaded starts again at its first touch.
 */

/** How long a challenge may take to come, and to be solved: a try stays within the outbox's lease (store.ts). */
export const CHALLENGE_TIMEOUT_MS = 10_000;
export const SOLVE_TIMEOUT_MS = 20_000;
/** A proof this close to its end is not used: it could expire on the way. */
const EXPIRY_MARGIN_MS = 30_000;

export interface Proof {
  payload: string;
  /** When the gateway stops taking it (ms since 1970); null when the challenge said nothing. */
  expiresAt: number | null;
}

/** A proof, or why there is none: the answer the send then comes to (no connection, the gateway's trouble). */
export type ProofOrWhy = { proof: Proof } | { why: Exclude<Answer, { kind: 'sent' }> };

export interface ProofOptions {
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  solveTimeoutMs?: number;
}

const isChallenge = (value: unknown): value is Challenge => {
  const parameters = (value as { parameters?: Record<string, unknown> } | null)?.parameters;
  return typeof parameters?.algorithm === 'string' && typeof parameters.nonce === 'string' && typeof parameters.salt === 'string' && typeof parameters.keyPrefix === 'string';
};

const noAnswer = (): Exclude<Answer, { kind: 'sent' }> => ({
  kind: 'retry',
  cause: typeof navigator !== 'undefined' && 'onLine' in navigator && navigator.onLine === false ? 'offline' : 'network',
});

/** Fetches a fresh challenge and solves it. */
export async function newProof(url: string, { fetch: get = fetch, timeoutMs = CHALLENGE_TIMEOUT_MS, solveTimeoutMs = SOLVE_TIMEOUT_MS }: ProofOptions = {}): Promise<ProofOrWhy> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  let challenge: unknown;
  try {
    // No cookie goes to another origin (credentials: same-origin, the default); the gateway answers with Cache-Control: no-store.
    const response = await get(gatewayRoute(url, GATEWAY_PATHS.challenge), { signal: stop.signal });
    const text = await response.text();
    if (!response.ok) return { why: { kind: 'retry', cause: 'service', status: response.status, text: text.slice(0, 200) } };
    challenge = JSON.parse(text);
  } catch (error) {
    if (error instanceof SyntaxError) return { why: { kind: 'retry', cause: 'service', status: 200, text: 'challenge: not JSON' } };
    return { why: stop.signal.aborted ? { kind: 'retry', cause: 'timeout' } : noAnswer() };
  } finally {
    clearTimeout(timer);
  }
  if (!isChallenge(challenge)) return { why: { kind: 'retry', cause: 'service', status: 200, text: 'challenge: not ALTCHA' } };
  const { solveProof } = await import('./solve');
  const payload = await solveProof(challenge, solveTimeoutMs);
  if (!payload) return { why: { kind: 'retry', cause: 'timeout', text: 'proof: not solved in time' } };
  const expires = challenge.parameters.expiresAt;
  return { proof: { payload, expiresAt: typeof expires === 'number' ? expires * 1000 : null } };
}

let prepared: { url: string; ready: Promise<ProofOrWhy> } | null = null;

/** Starts the first send's proof in the background, once: a second touch, or a second form of the page, starts nothing more. */
export function prepare(url: string, options: ProofOptions = {}): void {
  if (prepared?.url === url || !httpsOrigin(url)) return;
  const ready = newProof(url, options).catch((): ProofOrWhy => ({ why: noAnswer() }));
  prepared = { url, ready };
  // One that failed is forgotten, so that the send tries for itself.
  void ready.then((result) => {
    if ('why' in result && prepared?.ready === ready) prepared = null;
  });
}

/**
 * A proof for one send, used by it alone: the one prepared in the background if it is still good, or
 * a fresh one (`fresh`: the gateway refused the last one).
 */
export async function takeProof(url: string, { fresh = false, ...options }: ProofOptions & { fresh?: boolean } = {}): Promise<ProofOrWhy> {
  const mine = !fresh && prepared?.url === url ? prepared.ready : null;
  if (prepared?.url === url) prepared = null;
  const now = options.now ?? Date.now;
  if (mine) {
    const result = await mine;
    if ('proof' in result && (result.proof.expiresAt === null || result.proof.expiresAt - now() > EXPIRY_MARGIN_MS)) return result;
  }
  return newProof(url, options);
}

/** Forgets a proof prepared and not used (the tests, between cases). */
export function forgetPrepared(): void {
  prepared = null;
}
