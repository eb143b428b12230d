import { describe, expect, it } from 'vitest';
import { ADDRESS_CAP, ADDRESS_STEP, PRICE_CAP, priceFactor, SITE_STEPS } from '../../gateway/src/price';
import { DEFAULT_NORMAL_DAY, PROOF_DEFAULTS } from '../../gateway/src/settings';

/* What a proof costs (issue 66): the base for a person, more for an address that asks much, a little more for all on a day far above normal. */

const settings = { freePerAddress: PROOF_DEFAULTS.freePerAddress, normalDay: DEFAULT_NORMAL_DAY };
const price = (asked: number, received = 0) => priceFactor({ asked, received }, settings);

describe('the proof’s price', () => {
  it('is the base for an address’s first challenges of the day, then doubles every ADDRESS_STEP more, up to its cap', () => {
    const free = settings.freePerAddress;
    expect(price(0)).toBe(1);
    expect(price(free - 1)).toBe(1);
    expect(price(free)).toBe(2);
    expect(price(free + ADDRESS_STEP - 1)).toBe(2);
    expect(price(free + ADDRESS_STEP)).toBe(4);
    expect(price(free + 2 * ADDRESS_STEP)).toBe(8);
    expect(price(free + 10_000)).toBe(ADDRESS_CAP);
  });

  it('grows gently for everyone only when the day is far above a normal one', () => {
    const normal = settings.normalDay;
    expect(price(0, normal * SITE_STEPS[0])).toBe(1);
    expect(price(0, normal * SITE_STEPS[0] + 1)).toBe(2);
    expect(price(0, normal * SITE_STEPS[1] + 1)).toBe(4);
    expect(price(settings.freePerAddress, normal * SITE_STEPS[1] + 1)).toBe(8);
    expect(price(10_000, 10_000_000)).toBe(PRICE_CAP);
  });

  it('leaves a busy centre’s day, and a shared address’s few families, at the base', () => {
    // The centre's busiest day, about 15 requests, two challenges each; a carrier's shared address with 8 families.
    expect(price(30, 15)).toBe(price(30, 0));
    expect(price(16, 15)).toBe(1);
  });
});
