import { solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';

/*
 * The proof-of-work itself, in a chunk of its own (proof.ts imports it when a proof is wanted): a page
 * fetches it at the first touch of a request form, never with the page. ALTCHA's own solver (altcha-lib,
 * which the gateway verifies with), on WebCrypto: the hashing runs off the page's main thread, which
 * only counts. About 1.6 KB gzip with the two key derivations the browser has natively (SHA and
 * PBKDF2); the gateway chooses which in its challenge.
 */

/** ALTCHA's payload for a solved challenge: base64 of its JSON, as ALTCHA's widget posts it. */
export async function solveProof(challenge: Challenge, timeoutMs: number): Promise<string | null> {
  const deriveKey = challenge.parameters.algorithm.startsWith('PBKDF2/') ? pbkdf2 : sha;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  if (!solution) return null;
  // What the gateway signed, and the solution: no image challenge (ALTCHA's « code », which we never ask for).
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
}
