import { COUNT_CAP } from '../inbox/model';

/*
 * « À vérifier », group by group (schema.ts, `groups`): a group is the mark its requests repeat (triage.ts; for
 * requests kept from before marks, their address), with how many wait there, since when and until when (the
 * notices find by it what came since they last named « À vérifier »: news.ts). Its `told`, how many a notice had
 * counted, is read no more since issue 78 (every request is named): kept in step, never read. One row a group,
 * written with each request it holds (one row more than a request on top: docs/gateway-limits.md, « The
 * arithmetic »), so that the list, its tab and the notices read a row a group rather than every request of a flood.
 */

/** A request held in its group: the group grows. */
export function addHeld(sql: SqlStorage, group: string, at: number): void {
  sql.exec(
    `INSERT INTO groups (grp, count, first, last) VALUES (?, 1, ?, ?)
     ON CONFLICT (grp) DO UPDATE SET count = count + 1, first = MIN(first, excluded.first), last = MAX(last, excluded.last)`,
    group,
    at,
    at,
  );
}

/** A request out of its group (taken, done, junk alone): one fewer, the group gone with its last. */
export function removeHeld(sql: SqlStorage, group: string): void {
  sql.exec('UPDATE groups SET count = count - 1, told = MAX(told - 1, 0) WHERE grp = ? AND count > 1', group);
  sql.exec('DELETE FROM groups WHERE grp = ? AND count <= 1 AND NOT EXISTS (SELECT 1 FROM requests WHERE held = 1 AND grp = ?)', group, group);
}

/** One group counted again from its requests (after a sweep took some of them), or gone with them. */
export function recount(sql: SqlStorage, group: string): void {
  const row = sql.exec<{ n: number; first: number | null; last: number | null }>('SELECT COUNT(*) AS n, MIN(received_at) AS first, MAX(received_at) AS last FROM requests WHERE held = 1 AND grp = ?', group).one();
  if (row.n === 0) sql.exec('DELETE FROM groups WHERE grp = ?', group);
  else sql.exec('UPDATE groups SET count = ?, first = ?, last = ?, told = MIN(told, ?) WHERE grp = ?', row.n, row.first, row.last, row.n, group);
}

/** Every group made again from the requests held (after the sweep deleted some: rare, old ones); all told. */
export function regroup(sql: SqlStorage): void {
  sql.exec('DELETE FROM groups');
  sql.exec('INSERT INTO groups (grp, count, first, last, told) SELECT grp, COUNT(*), MIN(received_at), MAX(received_at), COUNT(*) FROM requests WHERE held = 1 GROUP BY grp');
}

/** How many wait « À vérifier », read up to COUNT_CAP groups (past that many groups, at least as many requests), and when the last came. */
export function heldWaiting(sql: SqlStorage): { count: number; last: number } {
  const row = sql.exec<{ n: number | null; last: number | null }>(`SELECT SUM(count) AS n, MAX(last) AS last FROM (SELECT count, last FROM groups LIMIT ${COUNT_CAP})`).one();
  return { count: row.n ?? 0, last: row.last ?? 0 };
}
