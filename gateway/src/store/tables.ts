import { COUNT_CAP } from '../inbox/model';

/* Small reads and writes of the inbox's tables (schema.ts) that its calls and its alarm share. */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

export function metaOf(sql: SqlStorage, key: string): string | undefined {
  return sql.exec<{ value: string }>('SELECT value FROM meta WHERE key = ?', key).toArray()[0]?.value;
}

/** One row written (meta is keyed WITHOUT ROWID: an upsert is the row alone). */
export function setMeta(sql: SqlStorage, key: string, value: string): void {
  sql.exec('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', key, value);
}

/** The number of rows a query counts (`SELECT COUNT(*) AS n …`). */
export const rowsCounted = (sql: SqlStorage, query: string, ...bindings: unknown[]) => sql.exec<{ n: number }>(query, ...bindings).one().n;


/** The rows a query selects (`SELECT 1 FROM … WHERE …`), counted up to COUNT_CAP: a flood's thousands read as many once, not at every page. */
export const rowsUpToCap = (sql: SqlStorage, query: string, ...bindings: unknown[]) =>
  rowsCounted(sql, `SELECT COUNT(*) AS n FROM (${query} LIMIT ${COUNT_CAP})`, ...bindings);

/**
 * The outbox's state, one row of meta (outbox.ts), written once before a notice or a copy leaves:
 *   mark      the last request « À prendre » whose e-mail copy was handled ([received_at, id])
 *   named     the last request « À prendre » a notice named ([received_at, id])
 *   heldNamed the last request « À vérifier » a notice named ([received_at, id]; issue 78)
 *   noticeAt  when the last notice of new requests left (the next waits NOTICE_GAP_SECONDS after it)
 *   sending   the copy that was leaving, with its tries then: found with as many tries at the next run, it may
 *             have left (the run died on its way): `unknown`, never sent again
 *   day, copies      e-mail copies today (Yaoundé), within DAILY_LIMIT
 *   checkAt   when a notice last counted the requests « À vérifier » (before issue 78, which names them): where
 *             naming them starts, the first time
 *   failingAt when « L'e-mail échoue » last left (once an hour at most)
 */
export interface OutboxState {
  mark?: [number, string];
  named?: [number, string];
  heldNamed?: [number, string];
  noticeAt?: number;
  sending?: { id: string; tries: number };
  day?: string;
  copies?: number;
  checkAt?: number;
  failingAt?: number;
}

export function outboxState(sql: SqlStorage): OutboxState {
  try {
    return JSON.parse(metaOf(sql, 'outbox') ?? '{}') as OutboxState;
  } catch {
    return {};
  }
}

export const setOutboxState = (sql: SqlStorage, state: OutboxState) => setMeta(sql, 'outbox', JSON.stringify(state));
