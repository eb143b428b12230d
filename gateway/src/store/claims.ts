import type { OpenDays } from '@/lib/hours';
import type { InboxFlash, StaffMember } from '../inbox/model';
import { journalLine } from '../journal';
import { readOutcomeFields, type OutcomeFields } from '../outcome';
import { promiseOf, type CallPromise } from '../promise';
import type { ClaimsRun } from './claims-run';
import { raise } from './raise';
import { keepTaken } from './taken';
import type { VisitWhere } from '../visits/fields';
import { actOnVisit, lastVisitOf, visitRequestOf, type RequestSet } from './visits';

/*
 * After « Je m'en occupe » (docs/gateway-after-taking.md): the call's outcome, recorded in a tap; and the inbox's
 * alarm's part, in the centre's open hours (centre-days.ts, lib/open-time.ts): a request taken and left without news
 * given back, and a call promised told when its time comes (taken.ts); a request nobody takes, raised again (raise.ts).
 */

/** The alarm's part after « Je m'en occupe »: gives back, reminds of promised calls (taken.ts), then raises, what came back this run included (raise.ts); the instant it needs to run again (null: nothing waits). */
export async function runClaims(run: ClaimsRun): Promise<number | null> {
  const times = [await keepTaken(run), await raise(run)].filter((at): at is number => at !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * A visit « Appelée » may make (issue 77: store/visits.ts): where and who, as the form said it, and the link's key of
 * each generation it may be (made before the transaction: token.ts is asynchronous; the row read in it says which).
 */
export interface VisitPlan {
  where: VisitWhere;
  keys: ReadonlyMap<number, string>;
}

/**
 * « Appelée », « Pas de réponse », « Message WhatsApp envoyé »: by her who has it; the family reads it at its next ask.
 * With « Pas de réponse », the call she promised (`promise`: the alarm is to look at it when it is due, promise.ts).
 * « Appelée » with a day, a time and where (`plan`) agrees a visit, or moves the one booked, through the visits' one
 * writer (store/visits.ts), the outcome written in the same statement on the request (`visit`: its messages are to
 * leave).
 */
export function recordOutcome(
  sql: SqlStorage,
  { id, staff, fields, now, days, plan }: { id: string; staff: StaffMember; fields: OutcomeFields; now: number; days: OpenDays | null; plan?: VisitPlan | undefined },
): { flash: InboxFlash; promise?: CallPromise; visit?: boolean } {
  const row = visitRequestOf(sql, id);
  if (!row) return { flash: { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' } };
  const { reference } = row;
  if (row.state === 'done') return { flash: { kind: 'done', reference } };
  if (row.state !== 'taken') return { flash: { kind: 'not-taken', reference } };
  if (row.taken_email !== staff.email) return { flash: { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now } };
  // « Je rappelle à » in the centre's hours, as the card offered it (inbox/outcome.ts).
  const outcome = readOutcomeFields(fields, now, days);
  if (!outcome) return { flash: { kind: 'not-taken', reference } };
  // The outcome and its journal's line, in the one statement the visit's transition writes on the request too.
  const also: RequestSet = { set: 'outcome = ?, first_call_at = COALESCE(first_call_at, ?)', values: [JSON.stringify(outcome), now], lines: journalLine({ at: now, action: 'outcome', by: staff.name, outcome }) };
  const last = outcome.kind === 'called' && plan ? lastVisitOf(sql, id) : null;
  // The link's key of the visit it would make (a move keeps its own).
  const key = plan ? plan.keys.get(last?.phase === 'booked' ? last.gen : (last?.gen ?? 0) + 1) : undefined;
  const made = outcome.kind === 'called' && plan && key ? actOnVisit(sql, row, { kind: 'agree', where: plan.where, by: staff.name, linkKey: key }, now, also) : null;
  if (!made) sql.exec(`UPDATE requests SET ${also.set}, journal = journal || ? WHERE id = ?`, ...also.values, also.lines, id);
  const promise = promiseOf(outcome);
  return { flash: { kind: 'outcome', reference, result: outcome.kind }, ...(promise ? { promise } : {}), ...(made?.kind === 'applied' ? { visit: true } : {}) };
}
