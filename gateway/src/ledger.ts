import { KEEP_MS } from '@/lib/request/for-gateway';
import { DurableObject } from 'cloudflare:workers';

/*
 * What the gateway remembers, in one Durable Object for the whole site (docs/gateway.md, « Why a
 * Durable Object »): the proofs already used, until they expire; how many requests each day (in
 * Yaoundé) has sent; and each request id, while it is being sent and once it was delivered. A Durable
 * Object runs one call at a time, each call's reads and writes together, and is strongly consistent:
 * two posts of one id, at the same moment, from anywhere, meet here, and only one of them sends.
 *
 *   begin    the proof is spent, the id is claimed for LEASE_MS and the day counts it, or the reason not
 *   finish   delivered: the id is remembered for REMEMBER_MS; not delivered: forgotten, and the day's count given back
 */

/** A request may wait on a device KEEP_DAYS (lib/request/entry.ts); a day more for its last tries and for clocks. */
export const REMEMBER_MS = KEEP_MS + 24 * 60 * 60 * 1000;
/** The longest one post may take to send (EmailJS, then the relay: providers.ts's time-outs, with room). */
export const LEASE_MS = 60_000;
const CLEAN_EVERY_MS = 6 * 60 * 60 * 1000;

type Claim = { state: 'sending'; until: number; failingTold?: boolean } | { state: 'delivered'; until: number };

export interface Begin {
  id: string;
  /** The proof's name (its signature) and when it expires. */
  proof: string;
  proofExpiresAt: number;
  /** Yaoundé's day (YYYY-MM-DD) and its ceiling. */
  day: string;
  dailyLimit: number;
  now: number;
}

export type Began =
  | { kind: 'go'; failingTold: boolean }
  | { kind: 'duplicate' }
  | { kind: 'replayed' }
  | { kind: 'pending'; retryAfterMs: number }
  | { kind: 'daily-limit'; first: boolean };

const idKey = (id: string) => `id:${id}`;
const proofKey = (proof: string) => `proof:${proof}`;
const dayKey = (day: string) => `day:${day}`;
const FULL = 'full:';

export class Ledger extends DurableObject {
  async begin({ id, proof, proofExpiresAt, day, dailyLimit, now }: Begin): Promise<Began> {
    const storage = this.ctx.storage;
    if ((await storage.get<number>(proofKey(proof))) !== undefined) return { kind: 'replayed' };
    await storage.put(proofKey(proof), proofExpiresAt);
    const claim = await storage.get<Claim>(idKey(id));
    if (claim?.state === 'delivered' && claim.until > now) return { kind: 'duplicate' };
    if (claim?.state === 'sending' && claim.until > now) return { kind: 'pending', retryAfterMs: claim.until - now };
    const count = (await storage.get<number>(dayKey(day))) ?? 0;
    if (count >= dailyLimit) {
      // The first refusal of the day says so once: the staff hear that requests are waiting.
      const first = (await storage.get<boolean>(`${FULL}${day}`)) === undefined;
      if (first) await storage.put(`${FULL}${day}`, true);
      return { kind: 'daily-limit', first };
    }
    await storage.put(dayKey(day), count + 1);
    const failingTold = claim?.state === 'sending' && claim.failingTold === true;
    await storage.put(idKey(id), { state: 'sending', until: now + LEASE_MS, ...(failingTold ? { failingTold } : {}) } satisfies Claim);
    await this.cleanLater(now);
    return { kind: 'go', failingTold };
  }

  /** After the providers' answers: delivered (remembered), or not (forgotten, the day's count given back). `failingTold` once the staff were told it waits. */
  async finish({ id, day, delivered, failingTold, now }: { id: string; day: string; delivered: boolean; failingTold: boolean; now: number }): Promise<void> {
    const storage = this.ctx.storage;
    if (delivered) {
      await storage.put(idKey(id), { state: 'delivered', until: now + REMEMBER_MS } satisfies Claim);
      return;
    }
    const count = (await storage.get<number>(dayKey(day))) ?? 0;
    if (count > 0) await storage.put(dayKey(day), count - 1);
    // Not delivered: free to be tried again at once; only whether staff were told is kept, for as long as the id may come back.
    if (failingTold) await storage.put(idKey(id), { state: 'sending', until: now, failingTold } satisfies Claim);
    else await storage.delete(idKey(id));
  }

  private async cleanLater(now: number): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(now + CLEAN_EVERY_MS);
  }

  /** Forgets what has expired: proofs past their time, ids past REMEMBER_MS, days before yesterday. */
  async alarm(): Promise<void> {
    const storage = this.ctx.storage;
    const now = Date.now();
    const expired: string[] = [];
    for (const [key, until] of await storage.list<number>({ prefix: 'proof:' })) if (until < now) expired.push(key);
    for (const [key, claim] of await storage.list<Claim>({ prefix: 'id:' })) {
      const end = claim.state === 'delivered' ? claim.until : claim.until + REMEMBER_MS;
      if (end < now) expired.push(key);
    }
    const yesterday = new Date(now - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    for (const prefix of ['day:', FULL]) {
      for (const key of (await storage.list({ prefix })).keys()) if (key.slice(prefix.length) < yesterday) expired.push(key);
    }
    for (let start = 0; start < expired.length; start += 128) await storage.delete(expired.slice(start, start + 128));
    await storage.setAlarm(now + CLEAN_EVERY_MS);
  }
}
