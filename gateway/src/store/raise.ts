import { NAMED_AT_MOST, raisedNotice, type ClaimFacts } from '@/lib/request/for-gateway';
import { raisedAt } from '../due';
import { journalLine } from '../journal';
import { tellStaff } from '../providers';
import type { ClaimsRun } from './claims-run';
import type { RequestRow } from './rows';
import { metaOf, setMeta } from './tables';

/*
 * A request nobody takes, raised again (docs/gateway-after-taking.md), by the inbox's alarm (claims.ts runs it): nobody
 * took it for UNCLAIMED_MINUTES of open time since it came, or since it came back to « À prendre » (« Rendre », given
 * back by the gateway, « Pas indésirable »: on-top.ts), or it came outside the hours (at the next opening,
 * lib/open-time.ts, raiseAt): one notice to every phone, ntfy's priority 5, naming it and how long it waited; once
 * each time it waits. Those due together are told in one notice (the first NAMED_AT_MOST named, the others counted),
 * and two notices are RAISE_GAP_MS apart at least: a flood's requests on top do not ring every minute.
 *
 * When a request is due depends only on when its wait began (raiseAt grows with it), so the alarm reads each of two
 * lists in that order, from a mark of its own (meta `claims`), each request once: what came, by when it came (the
 * open list's index), and what came back, by when it came back (its own index, `open_at`: schema.ts). Taken before
 * it was due, a request is never raised; given back later, it is read again in the second list.
 *
 * As the outbox does, the rows are written before the notice leaves: a run that dies between never rings twice.
 */

/** Two raise notices at least this far apart; those due between wait for the next, together. */
export const RAISE_GAP_MS = 2 * 60_000;
/** Requests read past a mark in one run (the rest in the next, a second later). */
const SCAN = 200;

type Mark = [number, string];

/** The lists the raise reads, each in the order its requests' wait began: its rows, the column of that instant, and its mark's name in meta `claims`. */
const LISTS = {
  /** What came and never left « À prendre » since: by when it came. */
  received: { where: 'held = 0 AND done_at IS NULL', column: 'received_at', mark: 'mark' },
  /** What came back to it: by when it came back (a request given back twice, by its last return). */
  back: { where: 'open_at IS NOT NULL AND held = 0 AND done_at IS NULL', column: 'open_at', mark: 'back' },
} as const;
type List = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as List[];

/**
 * The raise's state, meta `claims`: each list's mark (the last request it decided on, [instant, id]), when its last
 * notice left, and the requests raised since that wait for the next (how many, and the first few, named).
 */
type ClaimsState = Partial<Record<(typeof LISTS)[List]['mark'], Mark>> & { noticeAt?: number; pending?: { count: number; named: ClaimFacts[] } };

function stateOf(sql: SqlStorage): ClaimsState {
  try {
    return JSON.parse(metaOf(sql, 'claims') ?? '{}') as ClaimsState;
  } catch {
    return {};
  }
}

type Waiting = Pick<RequestRow, 'id' | 'reference' | 'received_at' | 'open_at' | 'state' | 'raised_at'>;

/** When a request's wait began, in a list: when it came, or when it came back. */
const startOf = (row: Waiting, list: List) => (list === 'back' ? (row.open_at ?? row.received_at) : row.received_at);

interface Scan {
  due: Waiting[];
  mark: Mark | undefined;
  /** Requests the mark passed. */
  passed: number;
  /** Read to the limit, every one due: the rest at once. */
  more: boolean;
  /** When the first request of it still open is due (null: none read). */
  next: number | null;
}

/**
 * One list read past its mark: the requests due and still open, raised; one already taken (most of a day's) wakes
 * nothing and writes nothing, the mark passing it in memory (written with a raise, or every SCAN requests). The run
 * needed next is the due time of the first request still open.
 */
function scan(sql: SqlStorage, list: List, from: Mark | undefined, wait: number, { days, now }: Pick<ClaimsRun, 'days' | 'now'>): Scan {
  const { where, column } = LISTS[list];
  const [markAt, markId] = from ?? [0, ''];
  const read = sql.exec<Waiting>(`SELECT id, reference, received_at, open_at, state, raised_at FROM requests WHERE ${where} AND ${column} >= ? ORDER BY ${column}, id LIMIT ${SCAN}`, markAt).toArray();
  const full = read.length === SCAN;
  const due: Waiting[] = [];
  let mark = from;
  let passed = 0;
  let next: number | null = null;
  let notDue: number | null = null;
  for (const row of read.filter((one) => startOf(one, list) > markAt || one.id > markId)) {
    const at = raisedAt(startOf(row, list), wait, days);
    // A request that came back waits in the second list, from its return.
    const raisable = row.state === 'open' && row.raised_at === null && (list === 'back' || row.open_at === null);
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
    mark = [startOf(row, list), row.id];
    passed += 1;
  }
  const last = read.at(-1);
  // Read to the limit: all due, the rest at the next run, a second on; else, at the latest, when the last read is.
  if (full && next === null && notDue !== null && last) next = raisedAt(startOf(last, list), wait, days);
  return { due, mark, passed, more: full && notDue === null, next };
}

/**
 * Raises the requests nobody took that are due, in both lists: marked raised as they are found (a flood's hundreds
 * over a few runs, SCAN at a time), told in one notice once none is left to read, RAISE_GAP_MS after the last at the
 * soonest. The instant it needs to run again (null: nothing waits).
 */
export async function raise(run: ClaimsRun): Promise<number | null> {
  const { storage, settings, inbox, now, post } = run;
  const { sql } = storage;
  if (!settings.notify.url) return null;
  const state = stateOf(sql);
  const wait = settings.claims.unclaimedMinutes * 60_000;
  // Each list read from its mark as written: what a run passes without raising is read again by the next, until
  // SCAN of them are passed or one is raised, and the mark is written (a row).
  const scans = LIST_NAMES.map((list) => ({ list, read: scan(sql, list, state[LISTS[list].mark], wait, run) }));
  const passed = scans.reduce((sum, { read }) => sum + read.passed, 0);
  const due = scans.flatMap(({ list, read }) => read.due.map((row): [Waiting, ClaimFacts] => [row, { reference: row.reference, since: startOf(row, list), ...(list === 'back' ? { back: true } : {}) }]));
  const more = scans.some(({ read }) => read.more);
  const pending = { count: (state.pending?.count ?? 0) + due.length, named: [...(state.pending?.named ?? []), ...due.map(([, facts]) => facts)].slice(0, NAMED_AT_MOST) };
  const tell = !more && pending.count > 0 && now - (state.noticeAt ?? 0) >= RAISE_GAP_MS;
  if (due.length > 0 || tell || passed >= SCAN) {
    storage.transactionSync(() => {
      for (const [row] of due) sql.exec('UPDATE requests SET raised_at = ?, journal = journal || ? WHERE id = ?', now, journalLine({ at: now, action: 'raised' }), row.id);
      const marks = Object.fromEntries(scans.flatMap(({ list, read }) => (read.mark ? [[LISTS[list].mark, read.mark]] : [])));
      setMeta(sql, 'claims', JSON.stringify({ ...marks, ...(state.noticeAt !== undefined ? { noticeAt: state.noticeAt } : {}), ...(tell ? { noticeAt: now } : pending.count > 0 ? { pending } : {}) }));
    });
  }
  if (tell) await tellStaff(settings, raisedNotice(pending.named, now, inbox, pending.count), post);
  if (more) return now + 1_000;
  const nexts = scans.flatMap(({ read }) => (read.next === null ? [] : [read.next]));
  const next = nexts.length > 0 ? Math.min(...nexts) : null;
  if (pending.count > 0 && !tell) return Math.min(next ?? Number.POSITIVE_INFINITY, (state.noticeAt ?? 0) + RAISE_GAP_MS);
  return next;
}
