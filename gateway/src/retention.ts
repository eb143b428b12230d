import { KEEP_DEFAULTS } from './settings-defaults';

/*
 * How long the inbox keeps a request on top (issue 83: one rule, here alone, as the privacy page says it, checked by
 * tests/content/legal-keeping.test.ts, which reads the page's numbers): until AFTER_DAYS after the later of
 * « Traitée » and its visit (the last one agreed, if not cancelled); one never « Traitée » and without a visit,
 * UNTOUCHED_DAYS after it came. The sweep (store/sweep.ts) deletes what this says is over. DONE_KEEP_DAYS may
 * shorten AFTER_DAYS, never lengthen it past what the privacy page promises. Pure.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a request stays after the later of « Traitée » and its visit: the privacy page's « puis 30 jours ». */
export const AFTER_DAYS = KEEP_DEFAULTS.doneDays;
/** Days a request nobody finished and without a visit stays after it came. */
export const UNTOUCHED_DAYS = 90;

/** What the rule reads of a request: when it came, when it was done (null: not), its visit's instant (null: none, or cancelled). */
export interface KeptFacts {
  receivedAt: number;
  doneAt: number | null;
  visitAt: number | null;
}

/** The instant from which a request is no longer kept (`afterDays`: DONE_KEEP_DAYS, at most AFTER_DAYS). */
export function keptUntil({ receivedAt, doneAt, visitAt }: KeptFacts, afterDays: number = AFTER_DAYS): number {
  const after = Math.min(afterDays, AFTER_DAYS) * DAY_MS;
  if (visitAt !== null) return Math.max(doneAt ?? visitAt, visitAt) + after;
  return doneAt !== null ? doneAt + after : receivedAt + UNTOUCHED_DAYS * DAY_MS;
}

/** The earliest a request can leave, whatever its visit: the sweep reads the lists from there (store/sweep.ts). */
export const earliestEnd = (afterDays: number = AFTER_DAYS) => Math.min(afterDays, AFTER_DAYS) * DAY_MS;
export const UNTOUCHED_MS = UNTOUCHED_DAYS * DAY_MS;
