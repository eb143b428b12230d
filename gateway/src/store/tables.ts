/* Small reads and writes of the inbox's tables (schema.ts) that its calls and its alarm share. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** A day's count (a Yaoundé day, YYYY-MM-DD): `received` requests, `copies` e-mailed, `asked:<address>` challenges. */
export function countOf(sql: SqlStorage, day: string, key: string): number {
  return sql.exec<{ n: number }>('SELECT n FROM counts WHERE day = ? AND key = ?', day, key).toArray()[0]?.n ?? 0;
}

export function bump(sql: SqlStorage, day: string, key: string): void {
  sql.exec('INSERT INTO counts (day, key, n) VALUES (?, ?, 1) ON CONFLICT (day, key) DO UPDATE SET n = n + 1', day, key);
}

export function metaOf(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
}

export function setMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', key, value);
}

/** The number of rows a query counts (`SELECT COUNT(*) AS n …`). */
export const rowsCounted = (sql: SqlStorage, query: string, ...bindings: unknown[]) => sql.exec<{ n: number }>(query, ...bindings).one().n;
