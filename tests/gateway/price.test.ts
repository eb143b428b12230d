import { describe, expect, it } from 'vitest';
import { ADDRESS_STEP, addressFactor, FAMILY_PROOF_SECONDS, MAX_FACTOR, PHONE_MS_PER_COUNTER, priceFactor, siteFactor, SITE_STEPS } from '../../gateway/src/price';
import { DEFAULT_NORMAL_DAY, PROOF_DEFAULTS } from '../../gateway/src/settings';

/*
 * What a proof costs (issues 66, 67, 72): the base for a person, a little more for an address that posts much and
 * for everyone on a day far above normal; never more than MAX_FACTOR times the base in all, so that a family
 * behind a stranger's address (carrier-grade NAT) solves its proof within seconds on a cheap phone. Issue 66's
 * price doubled every 10 requests up to 2^20 times the base: 70 requests from one address priced a family behind
 * it out for the day (64 times: 30 to 100 s on a cheap phone).
 */

const settings = { freePerAddress: PROOF_DEFAULTS.freePerAddress, normalDay: DEFAULT_NORMAL_DAY };
const price = (posted: number, received = 0) => priceFactor({ posted, received }, settings);

/** How long a cheap phone (CPU 6×: npm run bench:proof) takes at worst on a challenge `factor` times the base, with the defaults' counters. */
const phoneSeconds = (factor: number) => (PROOF_DEFAULTS.counterMax * factor * PHONE_MS_PER_COUNTER) / 1_000;

describe('the proof’s price', () => {
  it('is the base for an address’s first requests of the day, then twice for ADDRESS_STEP more, then four times', () => {
    const free = settings.freePerAddress;
    expect(price(0)).toBe(1);
    expect(price(free - 1)).toBe(1);
    expect(price(free)).toBe(2);
    expect(price(free + ADDRESS_STEP - 1)).toBe(2);
    expect(price(free + ADDRESS_STEP)).toBe(4);
    expect(price(free + 10 * ADDRESS_STEP)).toBe(4);
    expect(addressFactor(1_000_000, settings)).toBe(4);
  });

  it('grows gently for everyone only when the day is far above a normal one', () => {
    const normal = settings.normalDay;
    expect(siteFactor(normal * SITE_STEPS[0], settings)).toBe(1);
    expect(siteFactor(normal * SITE_STEPS[0] + 1, settings)).toBe(2);
    expect(siteFactor(normal * SITE_STEPS[1] + 1, settings)).toBe(4);
    expect(price(0, normal * SITE_STEPS[0] + 1)).toBe(2);
  });

  it('asks at most four times the base, whatever an address posted and whatever the site’s day: a crowded address at most four times a fresh one', () => {
    expect(MAX_FACTOR).toBe(4);
    for (const received of [0, settings.normalDay * SITE_STEPS[0] + 1, settings.normalDay * SITE_STEPS[1] + 1, 10_000_000]) {
      const fresh = price(0, received);
      for (const posted of [0, 19, 20, 29, 30, 70, 220, 14_400, 1_000_000]) {
        expect(price(posted, received), `posted ${posted}, the site ${received}`).toBeLessThanOrEqual(MAX_FACTOR);
        expect(price(posted, received) / fresh).toBeLessThanOrEqual(4);
      }
    }
  });

  it('keeps the worst a family meets within 5 s on a cheap phone (bench:proof’s slowest, 1.81 ms a counter at CPU 6×)', () => {
    // The base about a second, the worst about four.
    expect(phoneSeconds(1)).toBeLessThan(1.5);
    expect(phoneSeconds(MAX_FACTOR)).toBeLessThanOrEqual(FAMILY_PROOF_SECONDS);
    // What issue 66's price asked after 70 requests from one address: 64 times the base.
    expect(phoneSeconds(64)).toBeGreaterThan(FAMILY_PROOF_SECONDS * 8);
  });

  it('leaves a busy centre’s day, and a carrier’s shared address with all its families, at the base', () => {
    // The centre's busiest day, about 15 requests: even all from one carrier's address.
    expect(price(15, 15)).toBe(1);
    expect(price(settings.freePerAddress - 1, 15)).toBe(1);
  });
});
