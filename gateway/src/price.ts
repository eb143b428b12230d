import type { Settings } from './settings';

/*
 * What a proof costs (docs/gateway-limits.md, « No off switch »). Pure: the Durable Object counts, this says.
 *
 * Families reach the internet through their carrier's shared addresses (carrier-grade NAT): whatever a stranger
 * does from a family's address, or across the site, the family's proof stays within FAMILY_PROOF_SECONDS on a
 * cheap phone. So the price asks little more of an address that posts much, and never more than MAX_FACTOR times
 * the base in all: its first PROOF_FREE_PER_ADDRESS requests of a day at the base, twice the work for the next
 * ADDRESS_STEP, four times beyond; everyone twice past SITE_STEPS[0] normal days (NORMAL_DAY), four times past
 * SITE_STEPS[1]. A crowded address therefore costs at most four times a fresh one, whatever the site's day.
 * Volume from one address is met by the limit a minute (wrangler.toml) and by grouping what a stranger repeats
 * (triage.ts), not by a price a family behind the same address would pay.
 *
 * Counted on the requests an address posted (which the inbox writes anyway), not on the challenges it asked
 * (which then write nothing): a challenge says its price and the address it was issued to (signed), and a proof
 * whose price its address has since outgrown is refused as expired (the page fetches a fresh one).
 */

/** Requests that double an address's price, once past its free ones. */
export const ADDRESS_STEP = 10;
/** A day's requests, in normal days, past which everyone's price doubles, then doubles again. */
export const SITE_STEPS = [4, 16] as const;
/** The most any proof costs, all factors together, times the base. */
export const MAX_FACTOR = 4;

/**
 * What that means on a cheap phone: `npm run bench:proof` measures a phone's CPU slowed 6× solving challenges as
 * the gateway makes them (docs/records/2026-11-27-bench-proof*.md): 1.1 to 1.5 ms per counter at PROOF_COST 1,000
 * on the base price's counters, 1.74 to 1.81 ms on four times theirs (`--counter-min 800 --counter-max 2400`, on a
 * busy machine: median 2.6 to 2.8 s, worst 4.1 to 4.6 s). The worst a family meets, counter PROOF_COUNTER_MAX ×
 * MAX_FACTOR at the slowest of these, must stay within FAMILY_PROOF_SECONDS (tests/gateway/price.test.ts):
 * 2,400 × 1.81 ms, 4.3 s.
 */
export const PHONE_MS_PER_COUNTER = 1.81;
export const FAMILY_PROOF_SECONDS = 5;

export interface VolumeSettings {
  freePerAddress: number;
  normalDay: number;
}

/** The settings these rules read. */
export const volumeOf = (settings: Pick<Settings, 'proof' | 'normalDay'>): VolumeSettings => ({ freePerAddress: settings.proof.freePerAddress, normalDay: settings.normalDay });

/** What an address's volume alone asks (1, 2 or 4), by the requests it posted today. */
export function addressFactor(posted: number, { freePerAddress }: VolumeSettings): number {
  if (posted < freePerAddress) return 1;
  return posted < freePerAddress + ADDRESS_STEP ? 2 : 4;
}

/** What the site's day asks of everyone (1, 2 or 4), by the requests it received today. */
export function siteFactor(received: number, { normalDay }: VolumeSettings): number {
  if (received > SITE_STEPS[1] * normalDay) return 4;
  return received > SITE_STEPS[0] * normalDay ? 2 : 1;
}

export interface PriceInput {
  /** Requests this address posted today. */
  posted: number;
  /** Requests the site received today. */
  received: number;
}

/** How many times the base work a challenge asks (1, 2 or 4). */
export function priceFactor({ posted, received }: PriceInput, settings: VolumeSettings): number {
  return Math.min(addressFactor(posted, settings) * siteFactor(received, settings), MAX_FACTOR);
}
