import { COUNT_CAP } from '../inbox/model';

/*
 * « À vérifier », address by address (schema.ts, `groups`): how many requests of each address wait there, since
 * when, until when. One row an address, written with each request it holds back (one row more than a request on
 * top: docs/gateway-limits.md, « The arithmetic »), so that the list, its tab and its hourly notice read one row a group
 * rather than every request of a flood.
 */

/** A request held back: its address's group grows. */
export function addHeld(sql: SqlStorage, address: string, at: number): void {
  sql.exec(
    `INSERT INTO groups (address, count, first, last) VALUES (?, 1, ?, ?)
     ON CONFLICT (address) DO UPDATE SET count = count + 1, first = MIN(first, excluded.first), last = MAX(last, excluded.last)`,
    address,
    at,
    at,
  );
}

/** A request out of its group (taken, done, junk alone): one fewer, the group gone with its last. */
export function removeHeld(sql: SqlStorage, address: string): void {
  sql.exec('UPDATE groups SET count = count - 1 WHERE address = ? AND count > 1', address);
  sql.exec('DELETE FROM groups WHERE address = ? AND count <= 1 AND NOT EXISTS (SELECT 1 FROM requests WHERE held = 1 AND address = ?)', address, address);
}

/** Every group made again from the requests held (after the sweep deleted some: rare, old ones). */
export function regroup(sql: SqlStorage): void {
  sql.exec('DELETE FROM groups');
  sql.exec('INSERT INTO groups (address, count, first, last) SELECT address, COUNT(*), MIN(received_at), MAX(received_at) FROM requests WHERE held = 1 GROUP BY address');
}

/** How many wait « À vérifier », read up to COUNT_CAP groups (past that many groups, at least as many requests), and when the last came. */
export function heldWaiting(sql: SqlStorage): { count: number; last: number } {
  const row = sql.exec<{ n: number | null; last: number | null }>(`SELECT SUM(count) AS n, MAX(last) AS last FROM (SELECT count, last FROM groups LIMIT ${COUNT_CAP})`).one();
  return { count: row.n ?? 0, last: row.last ?? 0 };
}
