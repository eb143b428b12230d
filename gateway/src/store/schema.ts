/*
 * The inbox's tables, in its Durable Object's SQLite (store/inbox.ts; docs/gateway.md, « What the inbox
 * keeps »). One row per request received, the proofs spent, the ids answered as « already sent » after their
 * request left, the address keys refused a while after « Indésirable », the day's counts, and a few facts of
 * its own (meta). No address is kept in clear: `address` is a keyed hash (address.ts, addressTag).
 */

const TABLES = [
  `CREATE TABLE IF NOT EXISTS requests (
    id TEXT PRIMARY KEY,
    reference TEXT NOT NULL,
    kind TEXT NOT NULL,
    locale TEXT NOT NULL,
    values_json TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    address TEXT NOT NULL,
    state TEXT NOT NULL,
    taken_by TEXT,
    taken_email TEXT,
    taken_at INTEGER,
    done_at INTEGER,
    copy TEXT NOT NULL,
    copy_tries INTEGER NOT NULL DEFAULT 0,
    copy_next_at INTEGER,
    copy_failures TEXT,
    notice TEXT NOT NULL
  )`,
  // What the alarm and the inbox look for, read through an index (docs/gateway.md, « The arithmetic »): a
  // flood of rows costs their writing once, not a full read at every page and every run of the alarm.
  'CREATE INDEX IF NOT EXISTS requests_by_time ON requests (received_at)',
  'CREATE INDEX IF NOT EXISTS requests_by_state ON requests (state, received_at)',
  'CREATE INDEX IF NOT EXISTS requests_by_copy ON requests (copy, copy_next_at)',
  'CREATE INDEX IF NOT EXISTS requests_by_notice ON requests (notice, received_at)',
  'CREATE TABLE IF NOT EXISTS proofs (key TEXT PRIMARY KEY, until INTEGER NOT NULL)',
  'CREATE TABLE IF NOT EXISTS gone (id TEXT PRIMARY KEY, until INTEGER NOT NULL, reference TEXT)',
  'CREATE TABLE IF NOT EXISTS junk (address TEXT PRIMARY KEY, until INTEGER NOT NULL)',
  'CREATE TABLE IF NOT EXISTS counts (day TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (day, key))',
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
];

/** The schema's version, in meta: 1 is the inbox (issue 66), from the ledger of issue 57 (key-value pairs). */
const VERSION = '1';

/** What the ledger before the inbox remembered of a request id (its key-value storage, `id:<id>`). */
type OldClaim = { state: 'sending' | 'delivered'; until: number };

/**
 * Creates the tables, and brings the ledger's key-value pairs over once: each id it delivered stays « already
 * sent » for as long as it would have (a device may still post it), the rest (spent proofs, counts, claims) is
 * dropped. Runs before the object answers anything (blockConcurrencyWhile).
 */
export async function migrate(storage: DurableObjectStorage): Promise<void> {
  const { sql } = storage;
  for (const statement of TABLES) sql.exec(statement);
  const version = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema'").toArray()[0]?.value;
  if (version === VERSION) return;
  const old = await storage.list<unknown>();
  const now = Date.now();
  for (const [key, value] of old) {
    const claim = value as OldClaim;
    if (key.startsWith('id:') && claim?.state === 'delivered' && claim.until > now) {
      sql.exec('INSERT OR IGNORE INTO gone (id, until) VALUES (?, ?)', key.slice(3), claim.until);
    }
  }
  const keys = [...old.keys()];
  for (let start = 0; start < keys.length; start += 128) await storage.delete(keys.slice(start, start + 128));
  sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES ('schema', ?)", VERSION);
}
