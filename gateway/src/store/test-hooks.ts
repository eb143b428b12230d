import { type ThreadMessage } from '../visits/model';
import { readMessageRow, type MessageColumns } from './visit-rows';

/*
 * What the tests alone may ask of the inbox's journal (routes/inbox.ts serves it only with METER_ROWS=1, never on a
 * deployed gateway): a request's journal as its row keeps it, its thread's messages, and the statements no route runs, tried on it, so that
 * tests/gateway/worker/journal.ts sees the database itself refuse them (schema.ts, JOURNAL_TRIGGERS).
 */

/** A request's thread, its messages' rows as the table keeps them (issue 83), in the order they were written. */
export function threadOf(sql: SqlStorage, id: string): ThreadMessage[] {
  return sql
    .exec<MessageColumns>('SELECT * FROM messages WHERE request_id = ? ORDER BY at, id', id)
    .toArray()
    .flatMap((row) => readMessageRow(row) ?? []);
}

/** A request's journal as its row keeps it (null: no such request). */
export function journalOf(sql: SqlStorage, id: string): string | null {
  return sql.exec<{ journal: string }>('SELECT journal FROM requests WHERE id = ?', id).toArray()[0]?.journal ?? null;
}

/**
 * Emptied, forged, cut, prefixed, replaced by an upsert, by INSERT OR REPLACE or REPLACE, deleted and inserted again
 * with a forged or an emptied journal: each tried in a transaction of its own; how many the database refused.
 */
export function rewriteJournal(sql: SqlStorage, transaction: (work: () => unknown) => unknown, id: string): { tried: number; refused: number; journal: string | null } {
  const row = sql.exec<Record<string, SqlStorageValue>>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
  const journal = String(row?.journal ?? '');
  const columns = Object.keys(row ?? {});
  /** The row written again by `verb`, its journal `forged`, every other column as it is. */
  const insert = (verb: string, forged: string) =>
    sql.exec(`${verb} INTO requests (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, ...columns.map((column) => (column === 'journal' ? forged : row![column]!)));
  const again = (forged: string) => () => {
    sql.exec('DELETE FROM requests WHERE id = ?', id);
    insert('INSERT', forged);
  };
  const firstLine = journal.slice(0, journal.indexOf('\n') + 1);
  const attempts: (() => unknown)[] = [
    ...[
      "UPDATE requests SET journal = '' WHERE id = ?",
      'UPDATE requests SET journal = \'[0,"received"]\' || char(10) WHERE id = ?',
      'UPDATE requests SET journal = substr(journal, 2) WHERE id = ?',
      "UPDATE requests SET journal = 'x' || journal WHERE id = ?",
      'INSERT INTO requests SELECT * FROM requests WHERE id = ? ON CONFLICT (id) DO UPDATE SET journal = NULL',
    ].map((statement) => () => sql.exec(statement, id)),
    () => insert('INSERT OR REPLACE', firstLine),
    () => insert('REPLACE', `${journal}[0,"done","Awa"]\n`),
    again(''),
    again(firstLine),
    again(`${firstLine}[${Date.now()},"done","Awa"]\n`),
  ];
  let refused = 0;
  for (const attempt of attempts) {
    try {
      transaction(attempt);
    } catch {
      refused += 1;
    }
  }
  return { tried: attempts.length, refused, journal: journalOf(sql, id) };
}
