import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { checkProof, newChallenge, PROOF_ALGORITHM } from '../../gateway/src/proof';
import { readSettings } from '../../gateway/src/settings';

/*
 * The proof of work in Node, as a page and a forger meet it: what the scenarios of tests/gateway/worker/ check through the Worker, here
 * where the mutation bench can see it. The work is made small (cost 10, counters 5 to 12): only its rules are checked.
 */

const settings = readSettings({ PROOF_SECRET: 'le secret du centre, 5f0c2e9a71d84b36a0e7c1f29d5b8e43', PROOF_COST: '10', PROOF_COUNTER_MIN: '5', PROOF_COUNTER_MAX: '12', PROOF_MINUTES: '30' });
const payload = (challenge: unknown, solution: unknown) => btoa(JSON.stringify({ challenge, solution }));

async function solved(challenge: Challenge): Promise<string> {
  return payload(challenge, await solveChallenge({ challenge, deriveKey }));
}

describe('the gateway’s proof of work', () => {
  it('takes a solved challenge it issued, named by its signature, until it expires', async () => {
    const now = Date.now();
    const challenge = await newChallenge(settings, now);
    expect(challenge.parameters.algorithm).toBe(PROOF_ALGORITHM);
    expect(challenge.parameters.cost).toBe(10);
    expect(challenge.parameters.expiresAt).toBe(Math.floor(now / 1_000) + 30 * 60);
    const check = await checkProof(await solved(challenge), settings);
    expect(check).toEqual({ ok: true, key: challenge.signature, expiresAt: (challenge.parameters.expiresAt ?? 0) * 1_000 });
  });

  it('asks for work between the two counters', async () => {
    for (let round = 0; round < 4; round += 1) {
      const solution = await solveChallenge({ challenge: await newChallenge(settings), deriveKey });
      expect(solution?.counter).toBeGreaterThanOrEqual(5);
      expect(solution?.counter).toBeLessThanOrEqual(12);
    }
  });

  it('says a proof is missing when there is none', async () => {
    expect(await checkProof('', settings)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses what is not a solved challenge of its own', async () => {
    const challenge = await newChallenge(settings);
    const solution = await solveChallenge({ challenge, deriveKey });
    const other = readSettings({ PROOF_SECRET: 'un autre secret, 8d1b7e3f05a94c62b7f1e0d93a6c2b58', PROOF_COST: '10', PROOF_COUNTER_MIN: '5', PROOF_COUNTER_MAX: '12' });
    const forged = [
      'pas du base64 !',
      btoa('pas du JSON'),
      btoa('[]'),
      payload(null, solution),
      payload(challenge, null),
      payload({ ...challenge, parameters: null }, solution),
      payload({ ...challenge, signature: 42 }, solution),
      payload({ ...challenge, parameters: { ...challenge.parameters, algorithm: 'SHA-256' } }, solution),
      payload({ ...challenge, parameters: { ...challenge.parameters, expiresAt: String(challenge.parameters.expiresAt) } }, solution),
      // Another gateway's challenge, its signature kept: the HMAC no longer matches.
      payload({ ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } }, solution),
      // The right challenge, a wrong answer.
      payload(challenge, { ...solution, derivedKey: '0'.repeat(64) }),
    ];
    for (const proof of forged) expect(await checkProof(proof, settings), proof).toEqual({ ok: false, reason: 'invalid' });
    // Solved, but signed with another secret.
    expect(await checkProof(await solved(await newChallenge(other)), settings)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says the day, the address and the price it was issued with, signed: a stranger cannot lower them', async () => {
    const issued = { day: '2026-11-26', address: 'c'.repeat(32), factor: 4 };
    const challenge = await newChallenge(settings, Date.now(), issued.factor, issued);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await checkProof(payload(challenge, solution), settings)).toMatchObject({ ok: true, issued });
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, data: { d: issued.day, a: issued.address, f: 1 } } };
    const elsewhere = { ...challenge, parameters: { ...challenge.parameters, data: { d: issued.day, a: 'd'.repeat(32), f: 4 } } };
    for (const forged of [cheaper, elsewhere]) expect(await checkProof(payload(forged, solution), settings)).toEqual({ ok: false, reason: 'invalid' });
    // Work asked: the counter grew with the price, and stays within altcha-lib's 32 bits however high the price.
    expect(solution?.counter).toBeGreaterThanOrEqual(4 * 5);
    const dearest = await newChallenge(readSettings({ PROOF_SECRET: 's3cr3t du centre: 0a9f8e7d6c5b4a3928170615f4e3d2c1', PROOF_COUNTER_MIN: '3000', PROOF_COUNTER_MAX: '5000' }), Date.now(), 2 ** 20);
    expect(dearest.signature).toBeTruthy();
  });

  it('says a challenge issued more than its minutes ago has expired', async () => {
    const old = await newChallenge(settings, Date.now() - 31 * 60_000);
    expect(await checkProof(await solved(old), settings)).toEqual({ ok: false, reason: 'expired' });
  });
});
