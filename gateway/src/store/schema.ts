/*
 * The inbox's tables, in its Durable Object's SQLite (store/inbox.ts; docs/gateway.md, « Kept no longer than needed »).
 * Drawn for what Cloudflare bills, rows written (every index entry written is one; docs/gateway-limits.md, « The
 * arithmetic »): a request's row is written once with one index entry, then once for its copy, once when taken,
 * once when done (with its done index's entry), once when swept. So:
 *   - `requests` is keyed by its id (WITHOUT ROWID: no second key to write), and read through two partial
 *     indexes of what changes least: the open list (held = 0, not done) by time, and « À vérifier » (held = 1) by
 *     address and time (and `groups`, a row an address, how many and since when); the done list by the moment
 *     it was done. Nothing that changes while a request waits (its
 *     copy, its notice) is in an index: the outbox finds new requests by time past its mark (tables.ts, OutboxState),
 *     and a copy to try again in `retries`, a small table of its own;
 *   - the day's counts (an address's challenges and requests, the proofs it spent) are a table a day (days.ts),
 *     dropped whole when the day is old, not deleted row by row;
 *   - `gone` (ids answered « already sent » after their request left), `junk` (addresses refused a while) and
 *     `meta` (the inbox's own facts, the outbox's state) are small.
 * No address is kept in clear: `address` is a keyed hash (address.ts, addressTag).
 */

/**
 * What a request keeps after « Je m'en occupe » (issue 73), in its own row, none of it indexed: each is written by
 * the statement that writes the row anyway (taken, the call's outcome, done), so that none costs a row more.
 *   first_taken_at, first_call_at   the report's times (report/compute.ts): kept when it is given back
 *   outcome     the last call's outcome (JSON, protocol.ts GatewayOutcome), what the family reads; none once given back
 *   raised_at   when it was raised again, nobody having taken it (store/claims.ts): once
 *   journal     every action on it (journal.ts), append only (JOURNAL_TRIGGER)
 */
const AFTER_TAKING = ['first_taken_at INTEGER', 'first_call_at INTEGER', 'outcome TEXT', 'raised_at INTEGER', "journal TEXT NOT NULL DEFAULT ''"];

/**
 * The journal cannot be rewritten, whatever statement tries: an update of it must keep what it held, whole, at its
 * start (tests/gateway/worker/journal.ts tries through every route, and by hand). Deleting the request deletes it.
 */
export const JOURNAL_TRIGGER = `CREATE TRIGGER IF NOT EXISTS journal_append_only BEFORE UPDATE OF journal ON requests
  WHEN substr(NEW.journal, 1, length(OLD.journal)) IS NOT OLD.journal
  BEGIN SELECT RAISE(ABORT, 'journal_append_only'); END`;

/**
 * The report's memory of what left the inbox (store/report-days.ts): a row a Yaoundé day of receipt, times and counts
 * alone, for the five weeks the report shows.
 */
const REPORT_TABLES = ['CREATE TABLE IF NOT EXISTS report_days (day TEXT PRIMARY KEY, facts TEXT NOT NULL) WITHOUT ROWID', JOURNAL_TRIGGER];

const TABLES = [
  `CREATE TABLE IF NOT EXISTS requests (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL,
    kind TEXT NOT NULL,
    locale TEXT NOT NULL,
    values_json TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    address TEXT NOT NULL,
    held INTEGER NOT NULL,
    state TEXT NOT NULL,
    taken_by TEXT,
    taken_email TEXT,
    taken_at INTEGER,
    done_at INTEGER,
    copy TEXT NOT NULL,
    copy_tries INTEGER NOT NULL DEFAULT 0,
    copy_failures TEXT,
    ${AFTER_TAKING.join(',\n    ')}
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS requests_open ON requests (received_at) WHERE held = 0 AND done_at IS NULL',
  'CREATE INDEX IF NOT EXISTS requests_held ON requests (address, received_at) WHERE held = 1',
  'CREATE INDEX IF NOT EXISTS requests_done ON requests (done_at) WHERE done_at IS NOT NULL',
  'CREATE TABLE IF NOT EXISTS groups (address TEXT PRIMARY KEY, count INTEGER NOT NULL, first INTEGER NOT NULL, last INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS retries (id TEXT PRIMARY KEY, next_at INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS gone (id TEXT PRIMARY KEY, until INTEGER NOT NULL, reference TEXT) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS junk (address TEXT PRIMARY KEY, until INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID',
  ...REPORT_TABLES,
];

/**
 * The schema's version, in meta: 3 adds what comes after « Je m'en occupe » (issue 73: the journal, the outcome, the
 * raise, the report's days); 2 is the inbox drawn for rows written (issue 66's flood). 1 was the inbox's first shape
 * (its tables renamed `v1_*` and brought over here); before it, the ledger of issue 57 (key-value pairs).
 */
const VERSION = '3';

/** Version 2's inbox, brought to 3: its requests' new columns (no row rewritten), the trigger, the report's table. */
function fromVersion2(sql: SqlStorage): void {
  for (const column of AFTER_TAKING) sql.exec(`ALTER TABLE requests ADD COLUMN ${column}`);
  // A request taken before keeps its first take for the report.
  sql.exec('UPDATE requests SET first_taken_at = taken_at WHERE taken_at IS NOT NULL');
  for (const statement of REPORT_TABLES) sql.exec(statement);
}

/** What the ledger before the inbox remembered of a request id (its key-value storage, `id:<id>`). */
type OldClaim = { state: 'sending' | 'delivered'; until: number };

const tableNames = (sql: SqlStorage) => new Set(sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").toArray().map((row) => row.name));

/**
 * Version 1's tables, brought over once: its requests (a copy it was sending is `unknown`; one queued or failing
 * is tried again from `retries`, its notice not sent again), its ids and addresses remembered, its facts; its
 * spent proofs and day's counts are dropped (a proof lives 30 minutes; the counts start again).
 */
function fromVersion1(sql: SqlStorage, now: number): void {
  for (const old of ['requests', 'gone', 'junk', 'meta', 'proofs', 'counts']) sql.exec(`ALTER TABLE ${old} RENAME TO v1_${old}`);
  for (const statement of TABLES) sql.exec(statement);
  sql.exec(
    `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, address, held, state, taken_by, taken_email, taken_at, done_at, copy, copy_tries, copy_failures)
     SELECT id, reference, kind, locale, values_json, received_at, address, 0, state, taken_by, taken_email, taken_at, done_at,
            CASE copy WHEN 'sending' THEN 'unknown' WHEN 'queued' THEN 'failing' ELSE copy END, copy_tries, copy_failures
     FROM v1_requests WHERE state != 'junk'`,
  );
  sql.exec("INSERT INTO retries (id, next_at) SELECT id, ? FROM requests WHERE copy = 'failing'", now);
  sql.exec('INSERT INTO gone (id, until, reference) SELECT id, until, reference FROM v1_gone');
  sql.exec('INSERT INTO junk (address, until) SELECT address, until FROM v1_junk');
  sql.exec("INSERT INTO meta (key, value) SELECT key, value FROM v1_meta WHERE key = 'inbox'");
  // Every request brought over was told to the staff already: the outbox's mark starts after the newest.
  const newest = sql.exec<{ at: number | null }>('SELECT MAX(received_at) AS at FROM requests').one().at;
  if (newest !== null) sql.exec("INSERT INTO meta (key, value) VALUES ('outbox', ?)", JSON.stringify({ mark: [newest, '\uffff'] }));
  for (const old of ['requests', 'gone', 'junk', 'meta', 'proofs', 'counts']) sql.exec(`DROP TABLE v1_${old}`);
}

/**
 * Creates the tables, and brings an older inbox over once: version 1's tables, or the ledger's key-value pairs
 * (each id it delivered stays « already sent » for as long as it would have: a device may still post it; the rest
 * is dropped). Runs before the object answers anything (blockConcurrencyWhile).
 */
export async function migrate(storage: DurableObjectStorage): Promise<void> {
  const { sql } = storage;
  const tables = tableNames(sql);
  const version = tables.has('meta') ? sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema'").toArray()[0]?.value : undefined;
  if (version === VERSION) return;
  const now = Date.now();
  if (version === '2') {
    storage.transactionSync(() => fromVersion2(sql));
  } else if (version === '1') {
    storage.transactionSync(() => fromVersion1(sql, now));
  } else {
    for (const statement of TABLES) sql.exec(statement);
    const old = await storage.list<unknown>();
    for (const [key, value] of old) {
      const claim = value as OldClaim;
      if (key.startsWith('id:') && claim?.state === 'delivered' && claim.until > now) {
        sql.exec('INSERT OR IGNORE INTO gone (id, until) VALUES (?, ?)', key.slice(3), claim.until);
      }
    }
    const keys = [...old.keys()];
    for (let start = 0; start < keys.length; start += 128) await storage.delete(keys.slice(start, start + 128));
  }
  sql.exec("INSERT INTO meta (key, value) VALUES ('schema', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", VERSION);
}
