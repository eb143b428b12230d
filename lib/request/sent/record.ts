import { FIRST_KIND, type RequestKind } from '@/lib/request/values';
import type { GatewayOutcome, GatewayRequestStatus, GatewayVisit } from '@/lib/request/gateway/protocol';

/*
 * What a device keeps of a request the gateway received, so that its pages can ask who has it (issue 66): its
 * outbox id (which only this device holds, and which alone lets anyone read its status), its reference, its
 * kind, when it was sent, and what the gateway last said (who has it, since when, her call's last outcome: times
 * and a day, her choices in a tap; the visit agreed, issue 77: its day, time, place, state, who comes and its link's
 * token); nothing the family typed, nothing the staff typed. Kept KEEP_DAYS, or until the day after its visit
 * (asking.ts, keptUntil), as the privacy page says. What is written when the gateway answers (keep.ts, in the gateway's channel and
 * the service worker) is this alone; when to ask is asking.ts's.
 */

/** A minute: the first ask after the request was sent, and the pace while a page is seen (asking.ts). */
export const ASK_EVERY_MS = 60_000;

export type SentState = GatewayRequestStatus['state'];

export interface SentRecord {
  id: string;
  reference: string;
  kind: RequestKind;
  /** When the gateway answered « sent » (ms since 1970). */
  sentAt: number;
  /** What the gateway last said (received until it says otherwise). */
  state: SentState;
  /** Taken or done: her first name, and since when. */
  by?: string;
  since?: number;
  /** Her call's last outcome (issue 73): when she called, tried to or wrote, when she calls again, the day agreed. */
  outcome?: GatewayOutcome;
  /** The visit agreed on the phone (issue 77), once there is one: the headline of the family's pages. */
  visit?: GatewayVisit;
  /** When to ask next; none once there is nothing more to learn. */
  nextAt?: number;
  /** How many answers came, and how many asks failed in a row. */
  asks: number;
  fails: number;
}

/** The record of a request the gateway has just received. */
export function newRecord({ id, reference, kind }: { id: string; reference: string; kind?: RequestKind | undefined }, now: number): SentRecord {
  return { id, reference, kind: kind ?? FIRST_KIND, sentAt: now, state: 'received', nextAt: now + ASK_EVERY_MS, asks: 0, fails: 0 };
}
