import { handedBackNotice, promisedNotice, type ClaimFacts, type PromiseFacts } from '@/lib/request/for-gateway';
import { claimBackAt } from '../due';
import { journalLine, readJournal } from '../journal';
import { givenBackAt, promiseOf, remindAt, wasReminded, type CallPromise } from '../promise';
import { tellStaff } from '../providers';
import type { ClaimsRun } from './claims-run';
import { BACK_ON_TOP } from './on-top';
import { outcomeOf, type RequestRow } from './rows';
import { HOUR_MS } from './tables';

/*
 * What the inbox's alarm does with the requests someone has taken (claims.ts runs it), in the centre's open hours:
 *   - a claim left without a call's outcome for CLAIM_HOURS (a take at 17 h 50 is given back the next morning, not at
 *     night) goes back to « À prendre », her name off it, the journal saying so, one notice naming it;
 *   - a call promised (« Pas de réponse », « Je rappelle à 14 h »: promise.ts) whose time has come with no new
 *     outcome: every phone told, once, who promised to call which request back (the journal's `reminded` line);
 *   - such a promise still without a new outcome CLAIM_HOURS of open time after its time goes back to « À prendre »
 *     as a claim left without news does (her outcome with her name: the family's page reads « received » again).
 * The taken requests are read at every run, through the open list's index (issue 83: no time kept in memory that a
 * path could forget); a promise writes nothing until its time, and nothing at all when a new outcome comes first. As the outbox does,
 * the rows are written before the notices leave: a run that dies between never rings twice.
 */

type Taken = Pick<RequestRow, 'id' | 'reference' | 'taken_by' | 'taken_at' | 'outcome' | 'journal'>;

/** A taken request due now: given back (`promised`: after a promise, its time), or its promise told. */
type Due = { row: Taken; back: true; promised?: number } | { row: Taken; back: false; promise: CallPromise; backAt: number };

/** Reminds of the promises whose time has come and gives back what is left without news; when the next is due (null: none). */
export async function keepTaken({ storage, settings, inbox, days, now, post }: ClaimsRun): Promise<number | null> {
  const { sql } = storage;
  const claim = settings.claims.claimHours * HOUR_MS;
  // Without notices there is no phone to remind: the promise is given back all the same.
  const remind = Boolean(settings.notify.url);
  const rows = sql.exec<Taken>("SELECT id, reference, taken_by, taken_at, outcome, journal FROM requests WHERE held = 0 AND done_at IS NULL AND state = 'taken'").toArray();
  const due: Due[] = [];
  let soonest = Number.POSITIVE_INFINITY;
  const dueAt = (at: number, then: () => Due) => (at <= now ? due.push(then()) : (soonest = Math.min(soonest, at)));
  for (const row of rows) {
    const outcome = outcomeOf(row);
    if (!outcome) {
      const takenAt = row.taken_at ?? now;
      dueAt(claimBackAt(takenAt, claim, days), () => ({ row, back: true }));
      continue;
    }
    // Called, or a WhatsApp message: hers until « Traitée ».
    const promise = promiseOf(outcome);
    if (!promise) continue;
    const backAt = givenBackAt(promise, claim, days);
    if (backAt <= now) {
      due.push({ row, back: true, promised: promise.callback });
      continue;
    }
    soonest = Math.min(soonest, backAt);
    if (remind && !wasReminded(promise, readJournal(row.journal))) dueAt(remindAt(promise, days), () => ({ row, back: false, promise, backAt }));
  }
  if (due.length > 0) {
    storage.transactionSync(() => {
      for (const { row, back } of due) {
        // Each only as it was read: an outcome recorded since keeps it hers.
        if (back) {
          sql.exec(`UPDATE requests SET ${BACK_ON_TOP}, journal = journal || ? WHERE id = ? AND state = 'taken' AND outcome IS ?`, now, journalLine({ at: now, action: 'released' }), row.id, row.outcome);
        } else {
          sql.exec("UPDATE requests SET journal = journal || ? WHERE id = ? AND state = 'taken' AND outcome IS ?", journalLine({ at: now, action: 'reminded' }), row.id, row.outcome);
        }
      }
    });
    const promised = due.flatMap((one): PromiseFacts[] => (one.back ? [] : [{ reference: one.row.reference, by: one.row.taken_by ?? 'Quelqu’un', callback: one.promise.callback, backAt: one.backAt }]));
    if (promised.length > 0) await tellStaff(settings, promisedNotice(promised, now, inbox), post);
    const back = due.flatMap((one): ClaimFacts[] =>
      one.back ? [{ reference: one.row.reference, since: one.row.taken_at ?? now, ...(one.row.taken_by ? { by: one.row.taken_by } : {}), ...(one.promised !== undefined ? { promised: one.promised } : {}) }] : [],
    );
    if (back.length > 0) await tellStaff(settings, handedBackNotice(back, now, inbox), post);
  }
  return Number.isFinite(soonest) ? soonest : null;
}
