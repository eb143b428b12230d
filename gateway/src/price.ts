import type { Settings } from './settings';

/*
 * What a proof costs, and which list a request goes to (docs/gateway-limits.md, « No off switch »): instead of refusing
 * anyone for volume, the gateway asks more work of whoever sends much, and shows the staff the families first.
 * Pure: the Durable Object counts, this says.
 *
 * The price, by what an address posted today (a Yaoundé day): its first PROOF_FREE_PER_ADDRESS requests at the
 * base price, then twice the work every ADDRESS_STEP more, up to MAX_FACTOR, where one proof costs a desktop core
 * more than a day. Each doubling of a stranger's CPU buys ten more requests from one address: one address never
 * posts thousands a day (a desktop core's day buys about 170; a hundred cores', about 280). Counted on the
 * requests an address posted, which the inbox writes anyway, not on the challenges it asked, which then write
 * nothing: a challenge says its price and the address it was issued to (signed), and a proof whose price its
 * address has since outgrown is refused as expired (the page fetches a fresh one, at the new price: a family
 * never meets this). When the whole site's day is far above a normal one (NORMAL_DAY), everyone pays a little
 * more: twice past SITE_STEPS[0] normal days, four times past SITE_STEPS[1].
 *
 * The list. A request from an address that already posted its quiet share of the day goes to « À vérifier »
 * (held) instead of « À prendre »: still received, answered « sent », readable and takeable, grouped by address.
 * The quiet share is half the free requests (10), far above a carrier's shared address (the centre receives
 * about 10 requests a day in all). Once the site's day is far above normal (past SITE_STEPS[0] normal days), an
 * address first seen after the day had passed a normal one gets NEWCOMER_SHARE (1): a flood from many fresh
 * addresses puts one request an address on top, not ten, while the families already there that morning keep theirs.
 */

/** Requests that double an address's price, once past its free ones. */
export const ADDRESS_STEP = 10;
/** A day's requests, in normal days, past which everyone's price doubles, then doubles again; the first also shrinks a newcomer's quiet share. */
export const SITE_STEPS = [4, 16] as const;
/**
 * The most any proof costs, all factors together: 2^20 times the base, more than a day of a desktop core (0.1 s
 * each), reached by an address's 220th request of a day; and the challenge's counter (PROOF_COUNTER_MAX × this)
 * stays a 32-bit number.
 */
export const MAX_FACTOR = 2 ** 20;
/** The quiet share of an address first seen on a flood day once the day had passed a normal one. */
export const NEWCOMER_SHARE = 1;

export interface VolumeSettings {
  freePerAddress: number;
  normalDay: number;
}

/** The settings these rules read. */
export const volumeOf = (settings: Pick<Settings, 'proof' | 'normalDay'>): VolumeSettings => ({ freePerAddress: settings.proof.freePerAddress, normalDay: settings.normalDay });

/** What an address's volume alone asks (1, 2, 4…), by the requests it posted today. */
export function addressFactor(posted: number, { freePerAddress }: VolumeSettings): number {
  const beyond = Math.max(0, posted - freePerAddress + 1);
  return 2 ** Math.min(Math.ceil(beyond / ADDRESS_STEP), Math.log2(MAX_FACTOR));
}

export interface PriceInput {
  /** Requests this address posted today. */
  posted: number;
  /** Requests the site received today. */
  received: number;
}

/** How many times the base work a challenge asks (1, 2, 4…). */
export function priceFactor({ posted, received }: PriceInput, settings: VolumeSettings): number {
  const site = received > SITE_STEPS[1] * settings.normalDay ? 4 : received > SITE_STEPS[0] * settings.normalDay ? 2 : 1;
  return Math.min(addressFactor(posted, settings) * site, MAX_FACTOR);
}

/** The requests an address may post a day before the next go to « À vérifier ». */
export const quietShare = ({ freePerAddress }: VolumeSettings) => Math.max(1, Math.ceil(freePerAddress / 2));

/** A day past which the site's volume is far above normal: prices double, and a newcomer's quiet share shrinks. */
export const floodDay = (received: number, { normalDay }: VolumeSettings) => received > SITE_STEPS[0] * normalDay;

export interface TriageInput {
  /** Requests this address posted today before this one. */
  posted: number;
  /** The site's requests received today when this address first posted today (before this one, if it is its first). */
  firstSeenAt: number;
  /** The site's requests received today before this one. */
  received: number;
}

/** Whether a request goes to « À vérifier »: its address already posted its quiet share today. */
export function isHeld({ posted, firstSeenAt, received }: TriageInput, settings: VolumeSettings): boolean {
  const newcomer = floodDay(received, settings) && firstSeenAt > settings.normalDay;
  return posted >= (newcomer ? NEWCOMER_SHARE : quietShare(settings));
}
