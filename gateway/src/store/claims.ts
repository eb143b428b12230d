import { raiseAt } from '@/lib/open-time';
import type { OpenDays } from '@/lib/hours';
import { NAMED_AT_MOST, raisedNotice, type ClaimFacts } from '@/lib/request/for-gateway';
import type { InboxFlash, StaffMember } from '../inbox/model';
import { journalLine } from '../journal';
import { readOutcomeFields, type OutcomeFields } from '../outcome';
import { promiseOf, type CallPromise } from '../promise';
import { tellStaff } from '../providers';
import type { Settings } from '../settings';
import type { RequestRow } from './rows';
import { metaOf, setMeta } from './tables';
import { keepTaken } from './taken';
import type { VisitWhere } from '../visits/fields';
import { nextGen, visitColumns, visitOnCall } from './visits';

/*
 * After « Je m'en occupe » (docs/gateway-after-taking.md): the call's outcome, recorded in a tap; a request nobody
 * takes, raised again; a request taken and left without news, given back, and a call promised, told when its time
 * comes (taken.ts). Run by the inbox's alarm (outbox.ts), in the centre's open hours (centre-days.ts, lib/open-time.ts).
 *
 * Raised: nobody took it for UNCLAIMED_MINUTES of open time (or it came outside the hours: at the next opening,
 * lib/open-time.ts, raiseAt): one notice to every phone, ntfy's priority 5, naming it and how long it waited;
 * once. Those due together are told in one notice (the first NAMED_AT_MOST named, the others counted), and two
 * notices are RAISE_GAP_MS apart at least: a flood's requests on top do not ring every minute. When a request is
 * due depends only on when it came (raiseAt grows with it), so the alarm reads the requests in the order they came
 * from a mark (meta `claims`), each once. Taken before it was due, it is never raised (given back later, it has its
 * own notice).
 *
 * As the outbox does, the rows are written before the notice leaves: a run that dies between never rings twice.
 */

/** Two raise notices at least this far apart; those due between wait for the next, together. */
export const RAISE_GAP_MS = 2 * 60_000;
/** Requests read past the mark in one run (the rest in the next, a second later). */
const SCAN = 200;

/** What the inbox keeps in memory of the taken requests: when the first of them is due, to be given back or its promise told (null: to read). */
export class ClaimsKeeper {
  handbackAt: number | null = null;
  /** How far the raise has read, when further than its mark written in meta, and how many it passed since that was written. */
  raiseMark: [number, string] | null = null;
  unsaved = 0;

  /** A request taken, or a call promised (promise.ts): the next run reads them again (a promise may be due before any claim). */
  changed(): void {
    this.handbackAt = null;
  }
}

/**
 * The raise's state, meta `claims`: its mark (the last request it decided on, [received_at, id]), when its last
 * notice left, and the requests raised since that wait for the next (how many, and the first few, named).
 */
interface ClaimsState {
  mark?: [number, string];
  noticeAt?: number;
  pending?: { count: number; named: ClaimFacts[] };
}

function stateOf(sql: SqlStorage): ClaimsState {
  try {
    return JSON.parse(metaOf(sql, 'claims') ?? '{}') as ClaimsState;
  } catch {
    return {};
  }
}

export interface ClaimsRun {
  storage: DurableObjectStorage;
  settings: Settings;
  /** The inbox's URL, for the notices' button. */
  inbox: string;
  days: OpenDays | null;
  keeper: ClaimsKeeper;
  now: number;
  post?: typeof fetch;
}

type Waiting = Pick<RequestRow, 'id' | 'reference' | 'received_at' | 'state' | 'raised_at'>;

/** Whether one mark is further on than another (the requests in the order they came, then by id). */
const further = (a: [number, string] | undefined | null, b: [number, string] | undefined | null) => !!a && (!b || a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]));

/**
 * Raises the requests nobody took that are due: marked raised as they are found (a flood's hundreds over a few
 * runs, SCAN at a time), told in one notice once none is left to read, RAISE_GAP_MS after the last at the soonest.
 * The run needed next is the due time of the first request still open: one already taken (most of a day's) wakes
 * nothing and writes nothing; the mark passes it in memory, and is written with a raise, or every SCAN requests.
 * The instant it needs to run again (null: nothing waits).
 */
async function raise({ storage, settings, inbox, days, keeper, now, post }: ClaimsRun): Promise<number | null> {
  const { sql } = storage;
  if (!settings.notify.url) return null;
  const state = stateOf(sql);
  const from = further(keeper.raiseMark, state.mark) ? keeper.raiseMark! : state.mark;
  const [markAt, markId] = from ?? [0, ''];
  const read = sql
    .exec<Waiting>(`SELECT id, reference, received_at, state, raised_at FROM requests WHERE held = 0 AND done_at IS NULL AND received_at >= ? ORDER BY received_at, id LIMIT ${SCAN}`, markAt)
    .toArray();
  const full = read.length === SCAN;
  const rows = read.filter((row) => row.received_at > markAt || row.id > markId);
  const wait = settings.claims.unclaimedMinutes * 60_000;
  const due: Waiting[] = [];
  let mark = from;
  let next: number | null = null;
  let notDue: number | null = null;
  for (const row of rows) {
    const at = raiseAt(row.received_at, wait, days) ?? row.received_at + wait;
    const raisable = row.state === 'open' && row.raised_at === null;
    if (at > now) {
      // Every later one is due later still: only an open one needs the alarm then.
      notDue ??= at;
      if (raisable) {
        next = at;
        break;
      }
      continue;
    }
    if (raisable) due.push(row);
    mark = [row.received_at, row.id];
    keeper.unsaved += 1;
  }
  keeper.raiseMark = mark ?? null;
  // Read to the limit: all due, the rest at the next run, a second on; else, at the latest, when the last read is.
  const more = full && notDue === null;
  const last = read.at(-1);
  if (full && next === null && notDue !== null && last) next = raiseAt(last.received_at, wait, days) ?? notDue;
  const pending = { count: (state.pending?.count ?? 0) + due.length, named: [...(state.pending?.named ?? []), ...due.map((row) => ({ reference: row.reference, since: row.received_at }))].slice(0, NAMED_AT_MOST) };
  const tell = !more && pending.count > 0 && now - (state.noticeAt ?? 0) >= RAISE_GAP_MS;
  if (due.length > 0 || tell || keeper.unsaved >= SCAN) {
    storage.transactionSync(() => {
      for (const row of due) sql.exec('UPDATE requests SET raised_at = ?, journal = journal || ? WHERE id = ?', now, journalLine({ at: now, action: 'raised' }), row.id);
      const kept: ClaimsState = { ...(mark ? { mark } : {}), ...(state.noticeAt !== undefined ? { noticeAt: state.noticeAt } : {}) };
      setMeta(sql, 'claims', JSON.stringify({ ...kept, ...(tell ? { noticeAt: now } : pending.count > 0 ? { pending } : {}) }));
    });
    keeper.unsaved = 0;
  }
  if (tell) await tellStaff(settings, raisedNotice(pending.named, now, inbox, pending.count), post);
  if (more) return now + 1_000;
  if (pending.count > 0 && !tell) return Math.min(next ?? Number.POSITIVE_INFINITY, (state.noticeAt ?? 0) + RAISE_GAP_MS);
  return next;
}

/** The alarm's part after « Je m'en occupe »: raises; reminds of promised calls, gives back (taken.ts); the instant it needs to run again (null: nothing waits). */
export async function runClaims(run: ClaimsRun): Promise<number | null> {
  const times = [await raise(run), await keepTaken(run)].filter((at): at is number => at !== null);
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
 * « Appelée » with a day, a time and where (`plan`) agrees a visit, or moves the one booked, in the same statement
 * (`visit`: its messages are to leave).
 */
export function recordOutcome(
  sql: SqlStorage,
  { id, staff, fields, now, plan }: { id: string; staff: StaffMember; fields: OutcomeFields; now: number; plan?: VisitPlan | undefined },
): { flash: InboxFlash; promise?: CallPromise; visit?: boolean } {
  const row = sql.exec<Pick<RequestRow, 'reference' | 'state' | 'taken_by' | 'taken_email' | 'taken_at' | 'visit' | 'visit_at'>>('SELECT reference, state, taken_by, taken_email, taken_at, visit, visit_at FROM requests WHERE id = ?', id).toArray()[0];
  if (!row) return { flash: { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' } };
  const { reference } = row;
  if (row.state === 'done') return { flash: { kind: 'done', reference } };
  if (row.state !== 'taken') return { flash: { kind: 'not-taken', reference } };
  if (row.taken_email !== staff.email) return { flash: { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now } };
  const outcome = readOutcomeFields(fields, now);
  if (!outcome) return { flash: { kind: 'not-taken', reference } };
  const made = outcome.kind === 'called' && plan ? visitOnCall(row, plan.where, now, { gen: nextGen(row) }) : null;
  const key = made?.step === 'agreed' ? plan?.keys.get(made.visit.gen) : undefined;
  const visit = made && (made.step === 'moved' || key) ? visitColumns(made.step, made.visit, staff.name, now, { at: row.visit_at }, key) : null;
  sql.exec(
    `UPDATE requests SET outcome = ?, first_call_at = COALESCE(first_call_at, ?), journal = journal || ?${visit ? `, ${visit.set}` : ''} WHERE id = ?`,
    JSON.stringify(outcome),
    now,
    journalLine({ at: now, action: 'outcome', by: staff.name, outcome }) + (visit?.line ?? ''),
    ...(visit?.values ?? []),
    id,
  );
  const promise = promiseOf(outcome);
  return { flash: { kind: 'outcome', reference, result: outcome.kind }, ...(promise ? { promise } : {}), ...(visit ? { visit: true } : {}) };
}
