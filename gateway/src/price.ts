/*
 * What a proof costs (docs/gateway.md, « The proof's price »): instead of refusing anyone for volume, the
 * gateway asks more work of whoever sends much. An address gets PROOF_FREE_PER_ADDRESS challenges a day (in
 * Yaoundé) at the base price, then the price doubles every ADDRESS_STEP more, up to ADDRESS_CAP times; and
 * when the whole site's day is far above a normal one (NORMAL_DAY), everyone pays a little more: twice
 * past SITE_STEPS[0] normal days, four times past SITE_STEPS[1]. Pure: the Durable Object counts, this says.
 */

/** Challenges that double an address's price, once past its free ones: about five requests (a challenge and, sometimes, a fresh one). */
export const ADDRESS_STEP = 10;
/** The most an address's price grows: 16 × about a second on a cheap phone (the base, issue 57's bench). */
export const ADDRESS_CAP = 16;
/** A day's requests, in normal days, past which everyone's price doubles, then doubles again. */
export const SITE_STEPS = [4, 16] as const;
/** The most any proof costs, all factors together. */
export const PRICE_CAP = 32;

export interface PriceInput {
  /** Challenges this address was given today before this one. */
  asked: number;
  /** Requests the site received today. */
  received: number;
}

/** How many times the base work this challenge asks (1, 2, 4…). */
export function priceFactor({ asked, received }: PriceInput, { freePerAddress, normalDay }: { freePerAddress: number; normalDay: number }): number {
  const beyond = Math.max(0, asked - freePerAddress + 1);
  const address = Math.min(2 ** Math.ceil(beyond / ADDRESS_STEP), ADDRESS_CAP);
  const site = received > SITE_STEPS[1] * normalDay ? 4 : received > SITE_STEPS[0] * normalDay ? 2 : 1;
  return Math.min(address * site, PRICE_CAP);
}
