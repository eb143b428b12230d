/*
 * The family's thread's own tables (issue 82, schema 7; docs/gateway-thread.md), beside the `messages` table its rows
 * are in (schema-visits.ts), drawn, as the others are, for the rows written:
 *   thread_due   a row a request whose thread has something for the alarm: the family wrote since its last notice
 *                (`news_at`, told at most once a minute: `told_at`), a file waits to be fetched (`media_at`, its next
 *                try), « STOP » waits for its answer (`stop_at`). Written by an upsert that writes nothing while the
 *                same news already waits (a stranger's 500 messages a minute: a row written a minute, not a message)
 *   media_gone   the R2 keys of files whose message was deleted, whatever deleted it (the sweep, « Tout effacer »,
 *                a request deleted any way: the trigger collects them as the rows go), until the alarm has deleted
 *                the objects from the bucket: never an orphan file left where nothing points to it
 * Both go with their request (`request_deleted_thread`, and the messages' own `request_deleted`).
 */

export const THREAD_TABLES = [
  `CREATE TABLE IF NOT EXISTS thread_due (
    request_id TEXT PRIMARY KEY,
    news_at INTEGER,
    told_at INTEGER,
    media_at INTEGER,
    stop_at INTEGER
  ) WITHOUT ROWID`,
  'CREATE TABLE IF NOT EXISTS media_gone (key TEXT PRIMARY KEY) WITHOUT ROWID',
  `CREATE TRIGGER IF NOT EXISTS request_deleted_thread AFTER DELETE ON requests
  BEGIN DELETE FROM thread_due WHERE request_id = OLD.id; END`,
  // A body that is no JSON (none is: a visit's is NULL) never stops a delete: CASE reads it only when it is JSON.
  `CREATE TRIGGER IF NOT EXISTS message_file_deleted AFTER DELETE ON messages
  WHEN (CASE WHEN json_valid(OLD.body) THEN json_extract(OLD.body, '$.file.key') END) IS NOT NULL
  BEGIN INSERT OR IGNORE INTO media_gone (key) VALUES (json_extract(OLD.body, '$.file.key')); END`,
];

/** Version 6's inbox, brought to 7: the thread's two tables and their triggers (no row rewritten). */
export function threadFromVersion6(sql: SqlStorage): void {
  for (const statement of THREAD_TABLES) sql.exec(statement);
}
