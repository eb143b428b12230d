/*
 * What a thread has for the inbox's alarm (issue 82; schema-thread.ts, `thread_due`, a row a request): news to tell
 * the phones (at most once a minute a request), a file to fetch, « STOP » to answer. One upsert that writes nothing
 * when what it says already waits (the same news, a sooner try, the same STOP): a stranger's 500 messages a minute cost
 * the table a row a minute, not one a message.
 */

export interface Due {
  /** The family wrote now: news to tell (kept as the first since the last notice). */
  news?: number;
  /** Told now (a new request: the outbox names it): its next news a minute on at the soonest. */
  told?: number;
  /** A file waits: its next try (the sooner kept). */
  media?: number;
  /** « STOP » to answer (the first kept). */
  stop?: number;
}

export function markDue(sql: SqlStorage, requestId: string, { news, told, media, stop }: Due): void {
  sql.exec(
    `INSERT INTO thread_due (request_id, news_at, told_at, media_at, stop_at) VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (request_id) DO UPDATE SET
       news_at = COALESCE(news_at, excluded.news_at),
       told_at = COALESCE(excluded.told_at, told_at),
       media_at = CASE WHEN excluded.media_at IS NOT NULL AND (media_at IS NULL OR excluded.media_at < media_at) THEN excluded.media_at ELSE media_at END,
       stop_at = COALESCE(stop_at, excluded.stop_at)
     WHERE (news_at IS NULL AND excluded.news_at IS NOT NULL)
        OR (excluded.told_at IS NOT NULL)
        OR (excluded.media_at IS NOT NULL AND (media_at IS NULL OR excluded.media_at < media_at))
        OR (stop_at IS NULL AND excluded.stop_at IS NOT NULL)`,
    requestId,
    news ?? null,
    told ?? null,
    media ?? null,
    stop ?? null,
  );
}

/** A thread's row as the alarm reads it. */
export type DueRow = {
  request_id: string;
  news_at: number | null;
  told_at: number | null;
  media_at: number | null;
  stop_at: number | null;
};

/** Every thread with something waiting (a small table: a row a thread that was ever written to). */
export const dueRows = (sql: SqlStorage) => sql.exec<DueRow>('SELECT * FROM thread_due WHERE news_at IS NOT NULL OR media_at IS NOT NULL OR stop_at IS NOT NULL').toArray();

/** Between two notices of one thread's news, at least this. */
export const NEWS_GAP_MS = 60_000;

/** When the alarm must look at a thread next (null: nothing waits). */
export function dueAt(row: DueRow, stopBackoff = 0): number | null {
  const times = [
    row.news_at === null ? null : Math.max(row.news_at, (row.told_at ?? 0) + NEWS_GAP_MS),
    row.media_at,
    row.stop_at === null ? null : Math.max(row.stop_at, stopBackoff),
  ].filter((at): at is number => at !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

/** The soonest any thread needs the alarm (null: none). */
export function threadsWakeAt(sql: SqlStorage, stopBackoff = 0): number | null {
  const times = dueRows(sql).flatMap((row) => dueAt(row, stopBackoff) ?? []);
  const gone = sql.exec('SELECT 1 FROM media_gone LIMIT 1').toArray().length > 0;
  if (gone) times.push(0);
  return times.length > 0 ? Math.min(...times) : null;
}
