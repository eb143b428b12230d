import type { OpenDays } from '@/lib/hours';
import type { GatewayRequestStatus } from '@/lib/request/for-gateway';
import type { GroupKind, InboxGroup, InboxRequest, InboxSweep, InboxView } from '../inbox/model';
import { kindOfMark } from '../marks';
import { sharedMarks, sweptFromTop } from '../triage';
import { heldWaiting } from './groups';
import { inboxRequestOf, statusOf, type RequestRow } from './rows';
import { rowsUpToCap } from './tables';
import { visitsOf } from './visit-list';
import { threadSummaryOf } from './thread';
import { withThread } from './thread-calls';
import { lastVisitOf } from './visits';

/*
 * What the inbox's pages read (store/inbox.ts, list) and a family's page (statuses), each list through its own
 * index (schema.ts), newest first; each tab's count read up to COUNT_CAP rows, so that a flood's thousands cost
 * their reading once, not at every page and every refresh (docs/gateway-limits.md, « The arithmetic »: rows read).
 */

/** The most a list shows, newest first: a flood of junk still makes a page a phone can load. */
export const VIEW_ROWS = 100;
/** « À vérifier »: the groups on its page, and each group's newest requests shown there (its own view shows up to VIEW_ROWS). */
export const CHECK_GROUPS = 20;
export const GROUP_PREVIEW = 3;

/** Each list's rows (the terms that name its partial index first), and how it is ordered. */
const LISTS: Record<Exclude<InboxView, 'check' | 'visits'>, { where: string; order: string }> = {
  // What nobody has taken (issue 73: its count used to hold the taken ones too).
  open: { where: "held = 0 AND done_at IS NULL AND state = 'open'", order: 'received_at DESC' },
  junk: { where: 'held = 2', order: 'junk_at DESC' },
  mine: { where: "held = 0 AND done_at IS NULL AND state = 'taken' AND taken_email = ?1", order: 'received_at DESC' },
  // What her colleagues have taken, the longest held first: who has it, since when.
  team: { where: "held = 0 AND done_at IS NULL AND state = 'taken' AND taken_email != ?1", order: 'taken_at' },
  done: { where: 'done_at IS NOT NULL', order: 'done_at DESC' },
};
/** The lists read for one member of staff (her address, ?1). */
const HERS: readonly InboxView[] = ['mine', 'team'];
const HELD = 'held = 1';

/** Requests as the pages show them, each with its last visit (its table's key: none read for most). */
const requestsOf = (sql: SqlStorage, query: string, ...bindings: unknown[]) =>
  sql
    .exec<RequestRow>(query, ...bindings)
    .toArray()
    .map((row) => withThread(inboxRequestOf(row, lastVisitOf(sql, row.id)), threadSummaryOf(sql, row.id)));

/** What a group's key names: a mark's kind, or an address (held before marks). */
export const groupKind = (key: string): GroupKind => kindOfMark(key) ?? 'address';

/** How many in each list, for the tabs (up to COUNT_CAP). */
export function countsOf(sql: SqlStorage, email: string, now: number): Record<InboxView, number> {
  return {
    open: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.open.where}`),
    check: heldWaiting(sql).count,
    junk: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.junk.where}`),
    mine: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.mine.where}`, email),
    team: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.team.where}`, email),
    done: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.done.where}`),
    visits: visitsOf(sql, now).length,
  };
}

/** A list of requests, newest first. */
export function listOf(sql: SqlStorage, view: Exclude<InboxView, 'check' | 'visits'>, email: string): InboxRequest[] {
  const { where, order } = LISTS[view];
  const requests = requestsOf(sql, `SELECT * FROM requests WHERE ${where} ORDER BY ${order} LIMIT ${VIEW_ROWS}`, ...(HERS.includes(view) ? [email] : []));
  // « À moi »: a card the family wrote to since she last opened it first, the latest news on top (issue 82: « Nouveau message »).
  return view === 'mine' ? [...requests].sort((a, b) => (b.thread?.unreadAt ?? 0) - (a.thread?.unreadAt ?? 0)) : requests;
}

/** One group's requests, newest first (`limit`: its preview, or a page). */
const groupRequests = (sql: SqlStorage, key: string, limit: number) => requestsOf(sql, `SELECT * FROM requests WHERE ${HELD} AND grp = ? ORDER BY received_at DESC LIMIT ${limit}`, key);

/**
 * « À vérifier »: its groups (store/groups.ts, a row a group), the one with the newest request first, each with
 * its newest few; or, asked for one (`key`), that group with up to a page of its requests.
 */
export function groupsOf(sql: SqlStorage, key?: string): InboxGroup[] {
  const groups = sql
    .exec<{ grp: string; count: number; first: number; last: number }>(
      `SELECT grp, count, first, last FROM groups${key ? ' WHERE grp = ?' : ''} ORDER BY last DESC LIMIT ${CHECK_GROUPS}`,
      ...(key ? [key] : []),
    )
    .toArray();
  return groups.map(({ grp, count, first, last }) => ({ key: grp, kind: groupKind(grp), count, first, last, requests: groupRequests(sql, grp, key ? VIEW_ROWS : GROUP_PREVIEW) }));
}

/**
 * What a group's sweep would take (« Toutes indésirables »), up to `until`: its requests still to check (through
 * their group's index), and those on top, nobody's yet, that carry its mark and repeat enough of what the group's
 * requests all carry (triage.ts, sweptFromTop: a stranger's first few, received as a family's would be; never a
 * family that shares one mark with them). The page that shows them and the sweep itself read the same
 * (store/actions.ts), and the sweep takes only those its page showed, by id (issue 78: nothing filed unseen).
 */
const SWEPT_HELD = "held = 1 AND grp = ?1 AND received_at <= ?2 AND state = 'open'";
const TOP_CARRYING = "held = 0 AND done_at IS NULL AND received_at <= ?2 AND state = 'open' AND instr(marks, ?1) > 0";

const marksIn = (row: { marks: string }) => row.marks.split(' ').filter(Boolean);

/** A request a sweep would take: its id, its marks, and whether it waits « À vérifier » (else on top). */
export interface SweptRow {
  id: string;
  marks: string[];
  held: boolean;
}

export function sweptBy(sql: SqlStorage, key: string, until: number): SweptRow[] {
  const held = sql.exec<{ id: string; marks: string }>(`SELECT id, marks FROM requests WHERE ${SWEPT_HELD}`, key, until).toArray().map((row) => ({ id: row.id, marks: marksIn(row), held: true }));
  const inGroup = sharedMarks(held.map((row) => row.marks));
  const top = sql
    .exec<{ id: string; marks: string }>(`SELECT id, marks FROM requests WHERE ${TOP_CARRYING}`, key, until)
    .toArray()
    .map((row) => ({ id: row.id, marks: marksIn(row), held: false }))
    .filter((row) => sweptFromTop(row.marks, key, inGroup));
  return [...held, ...top];
}

/** The sweep to confirm: the newest requests it takes (a page of them: the sweep takes these alone), how many it would take in all, and the newest's time. */
export function sweepOf(sql: SqlStorage, key: string, until: number): { requests: InboxRequest[]; count: number; until: number } {
  const swept = sweptBy(sql, key, until);
  const top = swept.filter((row) => !row.held).map((row) => row.id);
  const onTop = top.length === 0 ? [] : requestsOf(sql, 'SELECT * FROM requests WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(top));
  const held = requestsOf(sql, `SELECT * FROM requests WHERE ${SWEPT_HELD} ORDER BY received_at DESC LIMIT ${VIEW_ROWS}`, key, until);
  const requests = [...onTop, ...held].sort((a, b) => b.receivedAt - a.receivedAt).slice(0, VIEW_ROWS);
  return { requests, count: swept.length, until: requests[0]?.receivedAt ?? until };
}

export interface InboxList {
  requests: InboxRequest[];
  groups?: InboxGroup[];
  sweep?: InboxSweep;
  counts: Record<InboxView, number>;
  /** The inbox's now (store/clock.ts), which the page's « today » and times are written from. */
  now: number;
  /** The centre's open hours as last read (store/centre-days.ts; null: never read), which « Je rappelle à » is offered in. */
  openDays?: OpenDays | null;
}

export interface ListQuery {
  view: InboxView;
  email: string;
  group?: string;
  /** A group's sweep, before it is confirmed. */
  sweep?: boolean;
}

/** A view for one member of staff: its requests (or, « À vérifier », its groups: all, or one, or one's sweep to confirm), and every list's count. */
export function viewOf(sql: SqlStorage, { view, email, group, sweep: toConfirm }: ListQuery, junkHours: number, now: number): InboxList {
  const counts = countsOf(sql, email, now);
  if (view === 'visits') return { requests: visitsOf(sql, now), counts, now };
  if (view === 'check' && group && toConfirm) return { requests: [], counts, sweep: { key: group, kind: groupKind(group), ...sweepOf(sql, group, now), hours: junkHours }, now };
  if (view === 'check') return { requests: [], groups: groupsOf(sql, group), counts, now };
  return { requests: listOf(sql, view, email), counts, now };
}

/** What a family's page may read of its own requests, by their ids. */
export function statusesOf(sql: SqlStorage, ids: readonly string[]): GatewayRequestStatus[] {
  return ids.map((id) => statusOf(id, sql.exec<RequestRow>('SELECT state, taken_by, taken_at, done_at, outcome FROM requests WHERE id = ?', id).toArray()[0]));
}
