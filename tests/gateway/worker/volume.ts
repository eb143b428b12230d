import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../gateway/src/settings';
import { call, contents, freshMinute, post, request, vars } from './client';
import { inboxPage, received, statuses } from './staff';

/*
 * No off switch (issue 66): nothing is refused for volume; a stranger's volume is paid in work, by address
 * (an IPv4 address, an IPv6 /64), and the staff sweep what comes with « Indésirable ».
 */

/** The work a challenge asks, as its solver finds it: the counter it was made from. */
async function workOf(address: string): Promise<number> {
  const response = await call('/challenge', { address });
  expect(response.status).toBe(200);
  const solution = await solveChallenge({ challenge: (await response.json()) as Challenge, deriveKey });
  return solution?.counter ?? -1;
}

describe('no off switch', () => {
  it('after 30 junk requests from 30 addresses, a family’s request is received at once', async () => {
    const junk = [];
    for (let i = 1; i <= 30; i += 1) junk.push(await received(contents.callback(), `203.0.113.${100 + i}`));
    const family = contents.appointment();
    const started = Date.now();
    const id = await received(family);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await statuses([id])).toEqual([{ id, state: 'received' }]);
    expect(await inboxPage('awa')).toContain(family.reference);
  });

  it('asks more work of an address that posts much, its IPv6 /64 whole, and no more of another; a proof priced before it posted more is refused as expired', async () => {
    const { proof } = readSettings(vars);
    const base = { min: proof.counterMin, max: proof.counterMax };
    const network = '2001:db8:66:4';
    await freshMinute(10_000);
    // Asking costs nothing more: challenges alone write nothing, and leave the price where it is.
    const asked = [];
    for (let i = 1; i <= proof.freePerAddress + 1; i += 1) asked.push(await workOf(`${network}::${i}`));
    expect(asked.every((work) => work >= base.min && work <= base.max), `asked: ${asked.join(', ')}`).toBe(true);
    // A challenge taken now, at the base price, and its address's free requests posted from anywhere in its /64.
    const early = await request(contents.callback(), {}, `${network}::a`);
    for (let i = 0; i < proof.freePerAddress; i += 1) await received(contents.callback(), `${network}::b${i}`);
    // Another address of the same /64 pays twice as much now; another network, the base.
    const sameNetwork = await workOf(`${network}:ffff:1:2:3`);
    const elsewhere = await workOf('2001:db8:66:5::1');
    expect(sameNetwork).toBeGreaterThanOrEqual(2 * base.min);
    expect(sameNetwork).toBeLessThanOrEqual(2 * base.max);
    expect(elsewhere).toBeLessThanOrEqual(base.max);
    // The proof priced before: refused as expired (the page fetches a fresh one, at the new price); nothing kept.
    expect(await post(early, { address: `${network}::a` })).toEqual({ status: 401, answer: { outcome: 'proof', reason: 'expired' } });
    expect(await statuses([early.id])).toEqual([{ id: early.id, state: 'unknown' }]);
  });
});
