import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../gateway/src/settings';
import { call, contents, freshMinute, vars } from './client';
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

  it('asks more work of an address that asks much, its IPv6 /64 whole, and no more of another', async () => {
    const { proof } = readSettings(vars);
    const base = { min: proof.counterMin, max: proof.counterMax };
    const network = '2001:db8:66:4';
    const works = [];
    await freshMinute(10_000);
    for (let i = 1; i <= 9; i += 1) works.push(await workOf(`${network}::${i}`));
    // Another address of the same /64 pays as much; another network, the base.
    const sameNetwork = await workOf(`${network}:ffff:1:2:3`);
    const elsewhere = await workOf('2001:db8:66:5::1');
    const free = works.slice(0, proof.freePerAddress);
    const more = works.slice(proof.freePerAddress);
    expect(free.every((work) => work >= base.min && work <= base.max), `free: ${free.join(', ')}`).toBe(true);
    expect(more.every((work) => work >= 2 * base.min && work <= 2 * base.max), `more: ${more.join(', ')}`).toBe(true);
    expect(sameNetwork).toBeGreaterThanOrEqual(2 * base.min);
    expect(elsewhere).toBeLessThanOrEqual(base.max);
  });
});
