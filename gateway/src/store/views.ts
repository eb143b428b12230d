import type { InboxGroup, InboxRequest, InboxView } from '../inbox/model';
import { heldWaiting } from './groups';
import { inboxRequestOf, type RequestRow } from './rows';
import { rowsUpToCap } from './tables';

/*
 * What the inbox's pages read (store/inbox.ts, list), each list through its own index (schema.ts), newest first;
 * each tab's count read up to COUNT_CAP rows, so that a flood's thousands cost their reading once, not at every
 * page and every refresh (docs/gateway-limits.md, « The arithmetic »: rows read).
 */

/** The most a list shows, newest first: a flood of junk still makes a page a phone can load. */
export const VIEW_ROWS = 100;
/** « À vérifier »: the groups on its page, and each group's newest requests shown there (its own view shows up to VIEW_ROWS). */
export const CHECK_GROUPS = 20;
export const GROUP_PREVIEW = 3;

/** Each list's rows (the terms that name its partial index first), and how it is ordered. */
const LISTS: Record<Exclude<InboxView, 'check'>, { where: string; order: string }> = {
  // What nobody has taken (issue 73: its count used to hold the taken ones too).
  open: { where: "held = 0 AND done_at IS NULL AND state = 'open'", order: 'received_at DESC' },
  mine: { where: "held = 0 AND done_at IS NULL AND state = 'taken' AND taken_email = ?1", order: 'received_at DESC' },
  // What her colleagues have taken, the longest held first: who has it, since when.
  team: { where: "held = 0 AND done_at IS NULL AND state = 'taken' AND taken_email != ?1", order: 'taken_at' },
  done: { where: 'done_at IS NOT NULL', order: 'done_at DESC' },
};
/** The lists read for one member of staff (her address, ?1). */
const HERS: readonly InboxView[] = ['mine', 'team'];
const HELD = 'held = 1';

const requestsOf = (sql: SqlStorage, query: string, ...bindings: unknown[]) => sql.exec<RequestRow>(query, ...bindings).toArray().map(inboxRequestOf);

/** How many in each list, for the tabs (up to COUNT_CAP). */
export function countsOf(sql: SqlStorage, email: string): Record<InboxView, number> {
  return {
    open: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.open.where}`),
    check: heldWaiting(sql).count,
    mine: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.mine.where}`, email),
    team: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.team.where}`, email),
    done: rowsUpToCap(sql, `SELECT 1 FROM requests WHERE ${LISTS.done.where}`),
  };
}

/** A list of requests, newest first. */
export function listOf(sql: SqlStorage, view: Exclude<InboxView, 'check'>, email: string): InboxRequest[] {
  const { where, order } = LISTS[view];
  return requestsOf(sql, `SELECT * FROM requests WHERE ${where} ORDER BY ${order} LIMIT ${VIEW_ROWS}`, ...(HERS.includes(view) ? [email] : []));
}

/** One group's requests, newest first (`limit`: its preview, or a page). */
const groupRequests = (sql: SqlStorage, address: string, limit: number) =>
  requestsOf(sql, `SELECT * FROM requests WHERE ${HELD} AND address = ? ORDER BY received_at DESC LIMIT ${limit}`, address);

/**
 * « À vérifier »: its groups (store/groups.ts, a row an address), the one with the newest request first, each with
 * its newest few; or, asked for one (`address`), that group with up to a page of its requests.
 */
export function groupsOf(sql: SqlStorage, address?: string): InboxGroup[] {
  const groups = sql
    .exec<{ address: string; count: number; first: number; last: number }>(
      `SELECT address, count, first, last FROM groups${address ? ' WHERE address = ?' : ''} ORDER BY last DESC LIMIT ${CHECK_GROUPS}`,
      ...(address ? [address] : []),
    )
    .toArray();
  return groups.map((group) => ({ ...group, requests: groupRequests(sql, group.address, address ? VIEW_ROWS : GROUP_PREVIEW) }));
}
