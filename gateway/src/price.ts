import type { Settings } from './settings';

/*
 * What a proof costs, and which list a request goes to (docs/gateway.md, « No off switch »): instead of refusing
 * anyone for volume, the gateway asks more work of whoever sends much, and shows the staff the families first.
 * Pure: the Durable Object counts, this says.
 *
 * The price. An address gets PROOF_FREE_PER_ADDRESS challenges a day (in Yaoundé) at the base price, then the
 * price doubles every ADDRESS_STEP more, up to MAX_FACTOR, where one challenge costs a desktop core more than a
 * day: each doubling of a stranger's CPU buys ten more challenges from one address, so one address never posts
 * thousands a day (a desktop core's day buys about 170; a hundred cores', about 280). When the whole site's day is far above a
 * normal one (NORMAL_DAY), everyone pays a little more: twice past SITE_STEPS[0] normal days, four times past
 * SITE_STEPS[1].
 *
 * The list. A request from an address that has already posted its quiet share of the day goes to « À vérifier »
 * (held) instead of « À prendre »: still received, answered « sent », readable and takeable, grouped by address.
 * The quiet share is half the free challenges (10 requests: a request takes one or two challenges), far above a
 * carrier's shared address (the centre receives about 10 requests a day in all); and 1 for an address first seen
 * on a day already far above normal (past SITE_STEPS[0] normal days), so that a flood from many addresses puts
 * one request an address on top, not ten.
 */

/** Challenges that double an address's price, once past its free ones: about five requests (a challenge and, sometimes, a fresh one). */
export const ADDRESS_STEP = 10;
/** A day's requests, in normal days, past which everyone's price doubles, then doubles again; the first also shrinks a newcomer's quiet share. */
export const SITE_STEPS = [4, 16] as const;
/**
 * The most any proof costs, all factors together: 2^20 times the base, more than a day of a desktop core (0.1 s
 * each), reached by an address's 220th challenge of a day; and the challenge's counter (PROOF_COUNTER_MAX × this)
 * stays a 32-bit number.
 */
export const MAX_FACTOR = 2 ** 20;
/** The quiet share of an address first seen on a flood day. */
export const NEWCOMER_SHARE = 1;

export interface PriceInput {
  /** Challenges this address was given today before this one. */
  asked: number;
  /** Requests the site received today. */
  received: number;
}

export interface VolumeSettings {
  freePerAddress: number;
  normalDay: number;
}

/** How many times the base work this challenge asks (1, 2, 4…). */
export function priceFactor({ asked, received }: PriceInput, { freePerAddress, normalDay }: VolumeSettings): number {
  const beyond = Math.max(0, asked - freePerAddress + 1);
  const address = 2 ** Math.min(Math.ceil(beyond / ADDRESS_STEP), Math.log2(MAX_FACTOR));
  const site = received > SITE_STEPS[1] * normalDay ? 4 : received > SITE_STEPS[0] * normalDay ? 2 : 1;
  return Math.min(address * site, MAX_FACTOR);
}

/** The requests an address may post a day before the next go to « À vérifier ». */
export const quietShare = ({ freePerAddress }: VolumeSettings) => Math.max(1, Math.ceil(freePerAddress / 2));

/** The settings these rules read. */
export const volumeOf = (settings: Pick<Settings, 'proof' | 'normalDay'>): VolumeSettings => ({ freePerAddress: settings.proof.freePerAddress, normalDay: settings.normalDay });

/** A day past which the site's volume is far above normal: prices double, and a newcomer's quiet share shrinks. */
export const floodDay = (received: number, { normalDay }: VolumeSettings) => received > SITE_STEPS[0] * normalDay;

export interface TriageInput {
  /** Requests this address posted today before this one. */
  posted: number;
  /** The site's requests received today when this address first posted today (this one's, if it is its first). */
  firstSeenAt: number;
}

/** Whether a request goes to « À vérifier »: its address already posted its quiet share today. */
export function isHeld({ posted, firstSeenAt }: TriageInput, settings: VolumeSettings): boolean {
  const share = floodDay(firstSeenAt, settings) ? NEWCOMER_SHARE : quietShare(settings);
  return posted >= share;
}
