import { describe, expect, it } from 'vitest';
import { ADDRESS_STEP, addressFactor, isHeld, MAX_FACTOR, NEWCOMER_SHARE, priceFactor, quietShare, SITE_STEPS } from '../../gateway/src/price';
import { DEFAULT_NORMAL_DAY, PROOF_DEFAULTS } from '../../gateway/src/settings';

/*
 * What a proof costs (issues 66, 67): the base for a person, more and more for an address that keeps asking, a
 * little more for all on a day far above normal; and which list a request goes to, « À prendre » or « À vérifier ».
 */

const settings = { freePerAddress: PROOF_DEFAULTS.freePerAddress, normalDay: DEFAULT_NORMAL_DAY };
const price = (posted: number, received = 0) => priceFactor({ posted, received }, settings);

/** A desktop core solves a base challenge in about 0.1 s (the site's bench: a cheap phone, about 1 s). */
const DESKTOP_SECONDS = 0.1;

/** How many requests one address posts in a day for `seconds` of a desktop core, the site's day at `received`. */
function requestsFor(seconds: number, received = 0): number {
  let spent = 0;
  let posted = 0;
  while (spent + price(posted, received) * DESKTOP_SECONDS <= seconds) {
    spent += price(posted, received) * DESKTOP_SECONDS;
    posted += 1;
  }
  return posted;
}

describe('the proof’s price', () => {
  it('is the base for an address’s first requests of the day, then doubles every ADDRESS_STEP more', () => {
    const free = settings.freePerAddress;
    expect(price(0)).toBe(1);
    expect(price(free - 1)).toBe(1);
    expect(price(free)).toBe(2);
    expect(price(free + ADDRESS_STEP - 1)).toBe(2);
    expect(price(free + ADDRESS_STEP)).toBe(4);
    expect(price(free + 2 * ADDRESS_STEP)).toBe(8);
    expect(price(free + 4 * ADDRESS_STEP)).toBe(32);
  });

  it('keeps rising while an address keeps asking: one address never posts thousands a day, whatever its CPU', () => {
    const DAY = 24 * 60 * 60;
    // A desktop core's whole day, then a hundred cores' (each doubling of the CPU buys ADDRESS_STEP more).
    expect(requestsFor(DAY)).toBeLessThan(200);
    expect(requestsFor(100 * DAY)).toBeLessThan(300);
    // At its most, one challenge costs a desktop core more than a day; the counter stays a 32-bit number (altcha-lib's uint32 mode).
    expect(price(1_000_000, 1_000_000)).toBe(MAX_FACTOR);
    expect(MAX_FACTOR * DESKTOP_SECONDS).toBeGreaterThan(DAY);
    expect(PROOF_DEFAULTS.counterMax * MAX_FACTOR).toBeLessThan(2 ** 32);
  });

  it('grows gently for everyone only when the day is far above a normal one', () => {
    const normal = settings.normalDay;
    expect(price(0, normal * SITE_STEPS[0])).toBe(1);
    expect(price(0, normal * SITE_STEPS[0] + 1)).toBe(2);
    expect(price(0, normal * SITE_STEPS[1] + 1)).toBe(4);
    expect(price(settings.freePerAddress, normal * SITE_STEPS[1] + 1)).toBe(8);
  });

  it('leaves a busy centre’s day, and a carrier’s shared address with all its families, at the base', () => {
    // The centre's busiest day, about 15 requests: even all from one carrier's address.
    expect(price(15, 15)).toBe(1);
    expect(price(settings.freePerAddress - 1, 15)).toBe(1);
    expect(addressFactor(settings.freePerAddress - 1, settings)).toBe(1);
  });
});

describe('which list a request goes to', () => {
  const held = (posted: number, firstSeenAt = 0, received = firstSeenAt) => isHeld({ posted, firstSeenAt, received }, settings);
  const share = quietShare(settings);
  const flood = settings.normalDay * SITE_STEPS[0] + 1;
  const normal = settings.normalDay;

  it('« À prendre » for an address’s quiet share of the day (10 requests), « À vérifier » beyond', () => {
    expect(share).toBe(10);
    expect(held(0)).toBe(false);
    expect(held(share - 1)).toBe(false);
    expect(held(share)).toBe(true);
    expect(held(500)).toBe(true);
  });

  it('on a day far above normal, an address first seen once the day had passed a normal one gets one request on top; one seen that morning keeps its share', () => {
    expect(NEWCOMER_SHARE).toBe(1);
    expect(held(0, flood)).toBe(false);
    expect(held(1, flood)).toBe(true);
    expect(held(1, normal + 1, flood)).toBe(true);
    // Seen while the day was still normal: its share whole, flood or not.
    expect(held(share - 1, normal, flood)).toBe(false);
    // Before the flood, newcomers too keep the whole share.
    expect(held(share - 1, flood - 1, flood - 1)).toBe(false);
  });

  it('never sends the centre’s whole busy day to « À vérifier », even all from one carrier’s address', () => {
    // 15 requests in a day, all behind one address: the quiet share is 10 (the 11th onwards are to check).
    // The centre's ordinary day (about 10) stays on top.
    for (let posted = 0; posted < 10; posted += 1) expect(held(posted, 0)).toBe(false);
  });
});
