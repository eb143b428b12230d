import type { OpenDays } from '@/lib/hours';
import type { GatewayOutcome } from '@/lib/request/for-gateway';
import { claimBackAt, remindedAt } from './due';
import type { JournalEntry } from './journal';

/*
 * A call promised: « Pas de réponse » with « Je rappelle à 14 h » (outcome.ts), which the family reads as « Awa … vous
 * rappellera vers 14 h ». Kept by nothing but that outcome on the request's row: no row, no index, no table of its
 * own, so that a promise kept in time (a new outcome before the time) costs nothing beyond the outcomes. When its time
 * comes (in the centre's hours; outside them, at the next opening, as a raise: lib/open-time.ts), every phone hears
 * who promised to call whom back (store/taken.ts), once: the journal's `reminded` line says it was. With no new
 * outcome, and not done, CLAIM_HOURS of open time after the promised time, the request goes back to « À prendre », as
 * a claim left without news does: the family's page then reads what it reads of a request nobody has taken. Pure.
 */

/** A call promised: when she recorded « Pas de réponse », and the time she said she would call again. */
export interface CallPromise {
  at: number;
  callback: number;
}

/** The promise a request's last outcome holds, if any. */
export const promiseOf = (outcome: GatewayOutcome | null): CallPromise | null => (outcome?.kind === 'no-answer' ? { at: outcome.at, callback: outcome.callback } : null);

/** When the phones are reminded of it: the promised time, or the next opening when the centre is closed then. */
export const remindAt = ({ callback }: CallPromise, days: OpenDays | null): number => remindedAt(callback, days);

/** When, without a new outcome, the request goes back to « À prendre »: CLAIM_HOURS of open time after the promised time. */
export const givenBackAt = ({ callback }: CallPromise, claimMs: number, days: OpenDays | null): number => claimBackAt(callback, claimMs, days);

/**
 * When the alarm first has to look at it: its reminder, or, with no phone to remind (no notices set), its give-back.
 * Exact, in the open hours: a promise made at night wakes nothing before the next opening.
 */
export const promiseDueAt = (promise: CallPromise, { remind, claimMs }: { remind: boolean; claimMs: number }, days: OpenDays | null): number =>
  remind ? remindAt(promise, days) : givenBackAt(promise, claimMs, days);

/** Whether the phones were reminded of this promise (a reminder after it was made: an older one was of an older promise). */
export const wasReminded = (promise: CallPromise, journal: readonly JournalEntry[]): boolean => journal.some((entry) => entry.action === 'reminded' && entry.at >= promise.at);
