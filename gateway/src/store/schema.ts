import { THREAD_TABLES, threadFromVersion6 } from './schema-thread';
import { VISIT_TABLES, visitsFromVersion5 } from './schema-visits';

/*
 * The inbox's tables, in its Durable Object's SQLite (store/inbox.ts; docs/gateway.md, « Kept no longer than needed »).
 * Drawn for what Cloudflare bills, rows written (every index entry written is one; docs/gateway-limits.md, « The
 * arithmetic »): a request's row is written once with one index entry, then once for its copy, once when taken,
 * once when done (with its done index's entry), once when swept. So:
 *   - `requests` is keyed by its id (WITHOUT ROWID: no second key to write), and read through partial indexes of
 *     what changes least: the open list (held = 0, not done) by time; « À vérifier » (held = 1) by its group (the
 *     mark it repeats: triage.ts) and time, with `groups`, a row a group (how many, since when, how many told);
 *     « Indésirables » (held = 2) by the moment it went there; the done list by the moment it was done; what came
 *     back to « À prendre » by the moment it came back (open_at, its raise's time). Nothing
 *     that changes while a request waits (its copy, its notice) is in an index: the outbox finds new requests by
 *     time past its marks (tables.ts, OutboxState), and a copy to try again in `retries`, a small table of its own;
 *   - `marks` on a request: its marks (marks.ts, keyed hashes), for a sweep to find what shares them;
 *   - the day's counts (an address's requests and the proofs it spent; how many requests carried each mark) are
 *     a table a day (days.ts), dropped whole when the day is old, not deleted row by row;
 *   - `gone` (ids answered « already sent » after their request left), `junk` (marks the staff marked junk, until
 *     when) and `meta` (the inbox's own facts, the outbox's state) are small.
 * No address and no mark is kept in clear: both are keyed hashes (address.ts, marks.ts).
 */

/**
 * What a request keeps after « Je m'en occupe » (issue 73), in its own row, none of it indexed: each is written by
 * the statement that writes the row anyway (taken, the call's outcome, done), so that none costs a row more.
 *   first_taken_at, first_call_at   the report's times (report/compute.ts): kept when it is given back
 *   outcome     the last call's outcome (JSON, protocol.ts GatewayOutcome), what the family reads; none once given back
 *   raised_at   when it was raised again, nobody having taken it (store/claims.ts): once
 *   journal     every action on it (journal.ts), append only (JOURNAL_TRIGGERS)
 */
const AFTER_TAKING = ['first_taken_at INTEGER', 'first_call_at INTEGER', 'outcome TEXT', 'raised_at INTEGER', "journal TEXT NOT NULL DEFAULT ''"];

/**
 * When a request came back to « À prendre » (« Rendre », given back by the gateway, « Pas indésirable »: store/on-top.ts),
 * null for one that never left it: the raise counts UNCLAIMED_MINUTES from then (store/raise.ts), through an index of
 * what came back alone. A request never given back has no entry in it: its life costs no row more; one given back
 * costs its entry, written as it comes back and deleted once done or set apart (issue 78).
 */
const OPEN_AT = 'open_at INTEGER';
const REQUESTS_BACK = 'CREATE INDEX IF NOT EXISTS requests_back ON requests (open_at) WHERE open_at IS NOT NULL AND held = 0 AND done_at IS NULL';

/**
 * Issue 77 kept a visit in its request's row (`visit`, its JSON; `visit_at`, `visit_key`, each indexed); schema 6 keeps
 * visits and their messages in tables of their own (schema-visits.ts) and drops those three (fromVersion5).
 */
const VISIT_V5 = ['visit TEXT', 'visit_at INTEGER', 'visit_key TEXT'];

/** When the family's consent to the visit's messages was withdrawn (issue 83: by the staff, or « STOP »), null while it stands. */
const CONSENT_OFF = 'consent_off INTEGER';

/**
 * The journal cannot be rewritten, whatever statement tries (tests/gateway/worker/journal.ts tries through every
 * route, and by hand): an update of it must keep what it held, whole, at its start; and a row is inserted only as a
 * request is received (store/accept.ts): never over one that is there (INSERT OR REPLACE, REPLACE, an upsert: each
 * deletes the row and writes another, which an update's trigger never sees), its journal the one line of its
 * receipt, at its `received_at`, which is now (within RECEIVED_SLACK_MS of the database's own clock; the tests' clock
 * only ever moves forward). So a DELETE then an INSERT (issue 78) cannot bring a request back with less history, or
 * other: it can delete it, as the sweep does (its journal with it), and receive another.
 */
const RECEIVED_SLACK_MS = 5_000;
export const JOURNAL_TRIGGERS = [
  `CREATE TRIGGER IF NOT EXISTS journal_append_only BEFORE UPDATE OF journal ON requests
  WHEN substr(NEW.journal, 1, length(OLD.journal)) IS NOT OLD.journal
  BEGIN SELECT RAISE(ABORT, 'journal_append_only'); END`,
  `CREATE TRIGGER IF NOT EXISTS journal_begins_at_receipt BEFORE INSERT ON requests
  WHEN EXISTS (SELECT 1 FROM requests WHERE id = NEW.id)
    OR NOT json_valid(NEW.journal)
    OR instr(NEW.journal, char(10)) IS NOT length(NEW.journal)
    OR json_array_length(NEW.journal) IS NOT 2
    OR json_extract(NEW.journal, '$[1]') IS NOT 'received'
    OR json_extract(NEW.journal, '$[0]') IS NOT NEW.received_at
    OR NEW.received_at < (julianday('now') - 2440587.5) * 86400000 - ${RECEIVED_SLACK_MS}
  BEGIN SELECT RAISE(ABORT, 'journal_begins_at_receipt'); END`,
];

/**
 * The report's memory of what left the inbox (store/report-days.ts): a row a Yaoundé day of receipt, times and counts
 * alone, for the five weeks the report shows.
 */
const REPORT_DAYS = 'CREATE TABLE IF NOT EXISTS report_days (day TEXT PRIMARY KEY, facts TEXT NOT NULL) WITHOUT ROWID';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS requests (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL,
    kind TEXT NOT NULL,
    locale TEXT NOT NULL,
    values_json TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    grp TEXT NOT NULL,
    held INTEGER NOT NULL,
    state TEXT NOT NULL,
    taken_by TEXT,
    taken_email TEXT,
    taken_at INTEGER,
    done_at INTEGER,
    copy TEXT NOT NULL,
    copy_tries INTEGER NOT NULL DEFAULT 0,
    copy_failures TEXT,
    marks TEXT NOT NULL DEFAULT '',
    junk_at INTEGER,
    ${[...AFTER_TAKING, OPEN_AT, CONSENT_OFF].join(',\n    ')}
  ) WITHOUT ROWID`,
  'CREATE INDEX IF NOT EXISTS requests_open ON requests (received_at) WHERE held = 0 AND done_at IS NULL',
  'CREATE INDEX IF NOT EXISTS requests_held ON requests (grp, received_at) WHERE held = 1',
  'CREATE INDEX IF NOT EXISTS requests_junk ON requests (junk_at) WHERE held = 2',
  'CREATE INDEX IF NOT EXISTS requests_done ON requests (done_at) WHERE done_at IS NOT NULL',
  'CREATE TABLE IF NOT EXISTS groups (grp TEXT PRIMARY KEY, count INTEGER NOT NULL, first INTEGER NOT NULL, last INTEGER NOT NULL, told INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS retries (id TEXT PRIMARY KEY, next_at INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS gone (id TEXT PRIMARY KEY, until INTEGER NOT NULL, reference TEXT) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS junk (mark TEXT PRIMARY KEY, until INTEGER NOT NULL) WITHOUT ROWID',
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID',
  REPORT_DAYS,
  ...VISIT_TABLES,
  ...THREAD_TABLES,
];

/**
 * The schema's version, in meta: 7 adds the family's thread's own tables (issue 82: schema-thread.ts); 6 keeps visits and their messages in tables of their own (issue 83); 5 knows when a
 * request came back to « À prendre » (issue 78: raised again from then) and the visit agreed on the phone (issue 77);
 * 4 adds what comes after « Je m'en occupe » (issue 73: the journal, the outcome, the raise, the report's days); 3
 * groups and junks by what a request repeats, not by its address (issue 72). 2 was the inbox drawn for rows written
 * (issue 66's flood); 1 its first shape (its tables renamed `v1_*` and brought over here); before it, the ledger of
 * issue 57 (key-value pairs). Nothing between 2 and 4 was deployed.
 */
const VERSION = '7';

/** Version 5's inbox, brought to 6: each visit's JSON into the visits' and messages' tables, then its three columns dropped (schema-visits.ts). */
function fromVersion5(sql: SqlStorage): void {
  sql.exec(`ALTER TABLE requests ADD COLUMN ${CONSENT_OFF}`);
  visitsFromVersion5(sql);
}

/** Version 4's inbox, brought to 5: its requests' new columns, no row rewritten (what came back before is not raised again; none has a visit); their indexes, last in migrate. */
function fromVersion4(sql: SqlStorage): void {
  for (const column of [OPEN_AT, ...VISIT_V5]) sql.exec(`ALTER TABLE requests ADD COLUMN ${column}`);
}

/** Version 3's inbox, brought to 4: its requests' new columns (no row rewritten), the report's table. */
function fromVersion3(sql: SqlStorage): void {
  for (const column of AFTER_TAKING) sql.exec(`ALTER TABLE requests ADD COLUMN ${column}`);
  // A request taken before keeps its first take for the report.
  sql.exec('UPDATE requests SET first_taken_at = taken_at WHERE taken_at IS NOT NULL');
  sql.exec(REPORT_DAYS);
}

/**
 * An inbox from before schema 4 raised nothing (issue 73): every request in it was told to the staff when it came.
 * The raise's mark (meta `claims`, store/claims.ts, its ClaimsState) starts after the newest of them, as the outbox's
 * does after version 1: none of them is raised as if it had just come, and the first alarm after the deploy does not
 * raise every untaken request of 90 days at once (issue 78).
 */
function raiseNothingBefore(sql: SqlStorage): void {
  const newest = sql.exec<{ at: number; id: string }>('SELECT received_at AS at, id FROM requests ORDER BY received_at DESC, id DESC LIMIT 1').toArray()[0];
  if (newest) sql.exec("INSERT INTO meta (key, value) VALUES ('claims', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", JSON.stringify({ mark: [newest.at, newest.id] }));
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
    `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, grp, held, state, taken_by, taken_email, taken_at, done_at, copy, copy_tries, copy_failures)
     SELECT id, reference, kind, locale, values_json, received_at, '', 0, state, taken_by, taken_email, taken_at, done_at,
            CASE copy WHEN 'sending' THEN 'unknown' WHEN 'queued' THEN 'failing' ELSE copy END, copy_tries, copy_failures
     FROM v1_requests WHERE state != 'junk'`,
  );
  sql.exec("INSERT INTO retries (id, next_at) SELECT id, ? FROM requests WHERE copy = 'failing'", now);
  sql.exec('INSERT INTO gone (id, until, reference) SELECT id, until, reference FROM v1_gone');
  // Its junk addresses are dropped: an address never makes a request junk now.
  sql.exec("INSERT INTO meta (key, value) SELECT key, value FROM v1_meta WHERE key = 'inbox'");
  // Every request brought over was told to the staff already: the outbox's mark starts after the newest.
  const newest = sql.exec<{ at: number | null }>('SELECT MAX(received_at) AS at FROM requests').one().at;
  if (newest !== null) sql.exec("INSERT INTO meta (key, value) VALUES ('outbox', ?)", JSON.stringify({ mark: [newest, '\uffff'], named: [newest, '\uffff'] }));
  for (const old of ['requests', 'gone', 'junk', 'meta', 'proofs', 'counts']) sql.exec(`DROP TABLE v1_${old}`);
}

/**
 * Version 2's tables, brought over once (issue 72): a request's address becomes its group (`grp`), kept for those
 * « À vérifier », whose groups stay as they were (by address: the inbox calls them « reçues avant la mise à
 * jour »); it gains its marks (none for those already here) and when it went to « Indésirables »; the groups are
 * counted again (all told); the junk addresses are dropped (an address never makes a request junk now), and so is
 * the inbox's link taken from the requests' Host (INBOX_URL says it); each day's counts gain the address's
 * requests on top (none counted for today's first ones).
 */
function fromVersion2(sql: SqlStorage): void {
  sql.exec('ALTER TABLE requests RENAME COLUMN address TO grp');
  sql.exec("ALTER TABLE requests ADD COLUMN marks TEXT NOT NULL DEFAULT ''");
  sql.exec('ALTER TABLE requests ADD COLUMN junk_at INTEGER');
  sql.exec('DROP TABLE groups');
  sql.exec('DROP TABLE junk');
  for (const statement of TABLES) sql.exec(statement);
  sql.exec('INSERT INTO groups (grp, count, first, last, told) SELECT grp, COUNT(*), MIN(received_at), MAX(received_at), COUNT(*) FROM requests WHERE held = 1 GROUP BY grp');
  const days = sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'day_[0-9]*'").toArray();
  for (const { name } of days) if (/^day_\d{8}$/.test(name)) sql.exec(`ALTER TABLE ${name} ADD COLUMN top INTEGER NOT NULL DEFAULT 0`);
  sql.exec("DELETE FROM meta WHERE key = 'inbox'");
  const state = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'outbox'").toArray()[0]?.value;
  if (state) {
    // The requests told so far are those past the copies' mark: the notices start after it.
    const old = JSON.parse(state) as { mark?: [number, string]; day?: string; copies?: number; checkAt?: number; failingAt?: number; sending?: unknown };
    sql.exec("UPDATE meta SET value = ? WHERE key = 'outbox'", JSON.stringify({ ...old, ...(old.mark ? { named: old.mark } : {}) }));
  }
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
  if (version !== VERSION) await toVersion(storage, version);
  // Last, on whichever way the tables came (the journal's column is there), and at every start: a trigger added
  // since an inbox was made is made then (none is written when it exists).
  for (const trigger of JOURNAL_TRIGGERS) sql.exec(trigger);
  // And the index of what came back to « À prendre », which the raise reads (made once; none is written when it exists).
  sql.exec(REQUESTS_BACK);
}

/** Brings the tables from `version` (none: a fresh inbox, or the ledger's pairs) to VERSION. */
async function toVersion(storage: DurableObjectStorage, version: string | undefined): Promise<void> {
  const { sql } = storage;
  const now = Date.now();
  if (version === '6') {
    storage.transactionSync(() => threadFromVersion6(sql));
  } else if (version === '5') {
    storage.transactionSync(() => {
      fromVersion5(sql);
      threadFromVersion6(sql);
    });
  } else if (version === '4') {
    storage.transactionSync(() => {
      fromVersion4(sql);
      fromVersion5(sql);
      threadFromVersion6(sql);
    });
  } else if (version === '3') {
    storage.transactionSync(() => {
      fromVersion3(sql);
      fromVersion4(sql);
      fromVersion5(sql);
      threadFromVersion6(sql);
      raiseNothingBefore(sql);
    });
  } else if (version === '2') {
    storage.transactionSync(() => {
      fromVersion2(sql);
      fromVersion3(sql);
      fromVersion4(sql);
      fromVersion5(sql);
      threadFromVersion6(sql);
      raiseNothingBefore(sql);
    });
  } else if (version === '1') {
    storage.transactionSync(() => {
      fromVersion1(sql, now);
      raiseNothingBefore(sql);
    });
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
