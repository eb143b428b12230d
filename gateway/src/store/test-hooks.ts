/*
 * What the tests alone may ask of the inbox's journal (routes/inbox.ts serves it only with METER_ROWS=1, never on a
 * deployed gateway): a request's journal as its row keeps it, and the statements no route runs, tried on it, so that
 * tests/gateway/worker/journal.ts sees the database itself refuse them (schema.ts, JOURNAL_TRIGGER).
 */

/** A request's journal as its row keeps it (null: no such request). */
export function journalOf(sql: SqlStorage, id: string): string | null {
  return sql.exec<{ journal: string }>('SELECT journal FROM requests WHERE id = ?', id).toArray()[0]?.journal ?? null;
}

/** Emptied, forged, cut, prefixed, replaced by an upsert: each tried in a transaction of its own; how many the database refused. */
export function rewriteJournal(sql: SqlStorage, transaction: (work: () => unknown) => unknown, id: string): { tried: number; refused: number; journal: string | null } {
  const attempts = [
    "UPDATE requests SET journal = '' WHERE id = ?",
    'UPDATE requests SET journal = \'[0,"received"]\' || char(10) WHERE id = ?',
    'UPDATE requests SET journal = substr(journal, 2) WHERE id = ?',
    "UPDATE requests SET journal = 'x' || journal WHERE id = ?",
    'INSERT INTO requests SELECT * FROM requests WHERE id = ? ON CONFLICT (id) DO UPDATE SET journal = NULL',
  ];
  let refused = 0;
  for (const attempt of attempts) {
    try {
      transaction(() => sql.exec(attempt, id));
    } catch {
      refused += 1;
    }
  }
  return { tried: attempts.length, refused, journal: journalOf(sql, id) };
}
