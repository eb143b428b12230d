import { doualaMinutes, doualaToday } from '@/lib/douala-date';
import { FIRST_KIND, REQUEST_KIND_NAMES } from '@/lib/request/values';
import { readOutcome } from '@/lib/request/gateway/outcome';
import { GATEWAY_STATUS_MAX_IDS, REQUEST_STATES, type GatewayOutcome, type GatewayRequestStatus, type GatewayVisit } from '@/lib/request/gateway/protocol';
import { readVisit } from '@/lib/request/gateway/visit';
import { followEvery, MARK_WAIT_MS, visitStart } from '@/lib/request/visit/phase';
import { hasEntry, memberOf, unreachable } from '@/lib/closed-set';
import { KEEP_MS } from '../keeping';
import { ASK_EVERY_MS, type SentRecord, type SentState } from './record';
import { isCount, isInstant, isRecord } from '@/lib/unknown-value';

export { ASK_EVERY_MS };

/*
 * When a page asks the gateway who has a request this device sent (record.ts), pure: the pages' watch
 * (sent-status.ts) and the store (store.ts) follow it.
 *
 *   - first a minute after it was sent, then every minute (ASK_EVERY_MS) while a page is seen: the family
 *     reads who has it within a minute of her tap; after FULL_PACE_ASKS asks (an hour of watching), every
 *     SLOW_ASK_EVERY_MS, so that a page left on screen for days stays cheap;
 *   - on while it is taken and not done (issue 73: her call's outcome comes then, « she will call you back
 *     around 2 pm »), at the same pace; once she has spoken with the family (called), every SLOW_ASK_EVERY_MS
 *     until « Traitée »; never again once done or unknown (swept, junk, never there): what is known stays shown;
 *   - but while there is a visit agreed on the phone, at its own pace (lib/request/visit/phase.ts, followEvery),
 *     done or not: every minute while it is to come (issue 83: a move, a cancel or an answer from another phone
 *     shows within a minute, as on the link's page), then slower until the staff mark it;
 *   - the gateway silent or refusing: twice as long each time (from 2 minutes up to MAX_BACKOFF_MS), or its
 *     Retry-After if longer;
 *   - every request still asked for goes in the one call (at most GATEWAY_STATUS_MAX_IDS, the most overdue first);
 *   - none once the device no longer keeps it (keptUntil): the record is gone.
 */

export const FULL_PACE_ASKS = 60;
export const SLOW_ASK_EVERY_MS = 10 * 60_000;
export const MAX_BACKOFF_MS = 30 * 60_000;


const STATES: Record<SentState, true> = { received: true, taken: true, done: true, unknown: true };

/**
 * Until when the device keeps it: KEEP_DAYS after it was sent; with a visit agreed, until the page stops following
 * it too (MARK_WAIT_MS after its hour), whichever is later: a visit booked further ahead than KEEP_DAYS stays the
 * headline of the phone that asked for it until it has come, and its move or cancel reaches that phone.
 */
export const keptUntil = (record: Pick<SentRecord, 'sentAt' | 'visit'>): number =>
  Math.max(record.sentAt + KEEP_MS, record.visit ? visitStart(record.visit) + MARK_WAIT_MS : 0);

/** Whether the device still keeps it. */
export const isKept = (record: SentRecord, now: number) => now < keptUntil(record);

/** Whether it is asked for at all: only while it is not done (or its visit is followed), and only while it is kept. */
export const isAsked = (record: SentRecord, now: number) =>
  (record.state === 'received' || record.state === 'taken' || (record.state === 'done' && followEvery(record.visit, now) !== null)) && record.nextAt !== undefined && isKept(record, now);


/** A stored record as this build reads it, or null (dropped): a store any build or hand may have written. */
export function readRecord(raw: unknown): SentRecord | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '' || typeof raw.reference !== 'string' || !isInstant(raw.sentAt)) return null;
  // Own keys only: « toString » is in every object.
  const state = memberOf(STATES, raw.state) ?? 'received';
  const who = (state === 'taken' || state === 'done') && typeof raw.by === 'string' && isInstant(raw.since) ? { by: raw.by.slice(0, 60), since: raw.since } : null;
  const outcome = who ? readOutcome(raw.outcome) : null;
  // A visit stays through « received » again (« Je dois changer » while nobody held the request); never once unknown.
  const visit = state !== 'unknown' ? readVisit(raw.visit) : null;
  return {
    id: raw.id,
    reference: raw.reference.slice(0, 20),
    kind: memberOf(REQUEST_KIND_NAMES, raw.kind) ?? FIRST_KIND,
    sentAt: raw.sentAt,
    // Taken or done without a name and a time says nothing: asked again.
    state: (state === 'taken' || state === 'done') && !who ? 'received' : state,
    ...(who ?? {}),
    ...(outcome ? { outcome } : {}),
    ...(visit ? { visit } : {}),
    ...(isInstant(raw.nextAt) ? { nextAt: raw.nextAt } : !who && state !== 'unknown' ? { nextAt: raw.sentAt + ASK_EVERY_MS } : {}),
    asks: isCount(raw.asks) ? raw.asks : 0,
    fails: isCount(raw.fails) ? raw.fails : 0,
  };
}

/**
 * The records to ask about now: none unless one is due; then every one still asked for, the most overdue
 * first, as many as one call takes (they are asked together, and their next asks fall together).
 */
export function toAsk(records: readonly SentRecord[], now: number): SentRecord[] {
  const asked = records.filter((record) => isAsked(record, now)).sort((a, b) => (a.nextAt ?? 0) - (b.nextAt ?? 0));
  return asked.some((record) => (record.nextAt ?? Infinity) <= now) ? asked.slice(0, GATEWAY_STATUS_MAX_IDS) : [];
}

/** When a page should look again (the earliest next ask), or null: nothing left to ask. */
export function nextWake(records: readonly SentRecord[], now: number): number | null {
  const times = records.filter((record) => isAsked(record, now)).map((record) => record.nextAt ?? Infinity);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * How long after an answer the next ask comes: with a visit, its own pace (every minute while it is to come); else a
 * minute, then slower once the family has watched an hour, or once she has spoken with it.
 */
export const paceAfter = (asks: number, now: number, outcome?: GatewayOutcome, visit?: GatewayVisit) =>
  visit ? (followEvery(visit, now) ?? SLOW_ASK_EVERY_MS) : asks < FULL_PACE_ASKS && outcome?.kind !== 'called' ? ASK_EVERY_MS : SLOW_ASK_EVERY_MS;

/** How long after the `fails`-th failure in a row the next ask comes: 2, 4, 8, 16, then 30 minutes. */
export const backoffAfter = (fails: number) => Math.min(ASK_EVERY_MS * 2 ** Math.max(fails, 1), MAX_BACKOFF_MS);

/**
 * What the gateway said of one record: done or unknown stops the asking (but for a visit followed); taken asks on, for
 * her call's outcome and « Traitée »; received asks on, its visit kept (the gateway's, or the last one read).
 */
export function afterAnswer(record: SentRecord, status: GatewayRequestStatus | undefined, now: number): SentRecord {
  const asks = record.asks + 1;
  const kept = { id: record.id, reference: record.reference, kind: record.kind, sentAt: record.sentAt, asks, fails: 0 };
  if (status?.state === 'done' || status?.state === 'taken') {
    const { state, by, since, outcome, visit } = status;
    const said = { ...kept, state, by, since, ...(outcome ? { outcome } : {}), ...(visit ? { visit } : {}) };
    return state === 'taken' || followEvery(visit, now) !== null ? { ...said, nextAt: now + paceAfter(asks, now, outcome, visit) } : said;
  }
  if (status?.state === 'unknown') return { ...kept, state: 'unknown' };
  // Received, or not in the answer (the gateway answers every id it is asked): asked again.
  const visit = status?.visit ?? record.visit;
  return { ...kept, state: 'received', ...(visit ? { visit } : {}), nextAt: now + paceAfter(asks, now, undefined, visit) };
}

/** The ask failed (no connection, no answer, the gateway refused or held it): later, twice as long each time. */
export function afterFailure(record: SentRecord, now: number, retryAfterMs = 0): SentRecord {
  const fails = record.fails + 1;
  return { ...record, fails, nextAt: now + Math.max(backoffAfter(fails), retryAfterMs) };
}

/** The gateway's answer (protocol.ts, GatewayStatusAnswer) for the ids asked, each as far as it can be read; null when it is not one. */
export function readStatuses(body: unknown, ids: readonly string[]): Map<string, GatewayRequestStatus> | null {
  if (!isRecord(body) || !Array.isArray(body.statuses)) return null;
  const read = new Map<string, GatewayRequestStatus>();
  for (const one of body.statuses as unknown[]) {
    const state = isRecord(one) ? memberOf(REQUEST_STATES, one.state) : undefined;
    if (!isRecord(one) || !state || typeof one.id !== 'string' || !ids.includes(one.id)) continue;
    if (hasEntry(REQUEST_STATES, state, 'nobody')) {
      const visit = state === 'received' ? readVisit(one.visit) : null;
      read.set(one.id, { id: one.id, state, ...(visit ? { visit } : {}) });
    }
    else if (!hasEntry(REQUEST_STATES, state, 'someone')) unreachable(state);
    else if (typeof one.by === 'string' && isInstant(one.since)) {
      // An outcome or a visit this page cannot read is left out: the rest is still who has it, and since when.
      const outcome = readOutcome(one.outcome);
      const visit = readVisit(one.visit);
      read.set(one.id, { id: one.id, state, by: one.by.slice(0, 60), since: one.since, ...(outcome ? { outcome } : {}), ...(visit ? { visit } : {}) });
    }
  }
  return read;
}

/** When something happened, as a family reads it in Yaoundé's time: today, yesterday or its date, and the time (HH:MM). */
export function momentOf(ms: number, now: number): { day: 'today' | 'yesterday' | 'other'; date: string; time: string } {
  const date = doualaToday(new Date(ms));
  const minutes = doualaMinutes(new Date(ms));
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const today = doualaToday(new Date(now));
  const yesterday = doualaToday(new Date(now - 24 * 60 * 60 * 1000));
  return { day: date === today ? 'today' : date === yesterday ? 'yesterday' : 'other', date, time };
}
