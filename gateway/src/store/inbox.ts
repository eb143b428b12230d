import { DurableObject } from 'cloudflare:workers';
import { KEEP_MS, type GatewayRequestStatus, type RequestContent } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import type { InboxAction, InboxFlash, InboxRequest, InboxView, StaffMember } from '../inbox/model';
import { readSettings } from '../settings';
import type { Env } from '../worker-env';
import { meteredStorage, newMeter, type RowMeter } from './meter';
import { runOutbox, sweep } from './outbox';
import { inboxRequestOf, statusOf, type RequestRow } from './rows';
import { migrate } from './schema';
import { bump, countOf, HOUR_MS, rowsCounted, setMeta } from './tables';

/*
 * The centre's inbox (docs/gateway.md), one Durable Object for the whole site (idFromName('site')): strongly
 * consistent, one call at a time, its tables in its own SQLite (schema.ts). It KEEPS every request it accepts,
 * before any e-mail: accepted means received. Its alarm (outbox.ts) then sends the e-mail copy and the staff's
 * notice, away from the visitor's connection, and sweeps what is kept no longer. Each call's reads and writes
 * run in one synchronous transaction: two posts of one id, two staff taking one request at the same moment,
 * meet here, and one of them wins.
 *
 *   accept    a request, its proof spent: accepted, or already here (duplicate), or the proof used (replayed)
 *   price     an address asks a challenge: how many it asked today, and the site's day (price.ts says the cost)
 *   statuses  what a family's page may read of its own requests
 *   list      a view of the inbox for one staff member
 *   act       take, release, done, junk
 */

/** A request may wait on a device KEEP_DAYS (lib/request/entry.ts); a day more for its last tries and for clocks. */
export const REMEMBER_MS = KEEP_MS + 24 * 60 * 60 * 1000;
/** The most an inbox view shows, newest first: a flood of junk still makes a page a phone can load. */
export const VIEW_ROWS = 100;

export interface AcceptInput {
  id: string;
  content: RequestContent;
  /** The proof's name (its signature) and when it expires. */
  proof: { key: string; until: number };
  /** The caller's address key, as a keyed hash (address.ts, addressTag). */
  address: string;
  /** The inbox's URL, for the notice's one button ('' without an inbox). */
  inbox: string;
}

/** Accepted (or refused quietly: an address marked junk, answered as a success), already here, or its proof already spent. */
export type Accepted = 'accepted' | 'quiet' | 'duplicate' | 'replayed';

const VIEW_WHERE: Record<InboxView, string> = {
  open: "state IN ('open', 'taken')",
  mine: "state = 'taken' AND taken_email = ?1",
  done: "state = 'done'",
};

export class Inbox extends DurableObject<Env> {
  private readonly storage: DurableObjectStorage;
  private readonly sql: SqlStorage;
  private readonly rows: RowMeter = newMeter();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.storage = meteredStorage(ctx.storage, this.rows);
    this.sql = this.storage.sql;
    void ctx.blockConcurrencyWhile(() => migrate(ctx.storage));
  }

  /** The rows written and read, and the alarms set, since the object started (meter.ts); the tests' budget reads it. */
  meter(): RowMeter {
    return { ...this.rows, byStatement: { ...this.rows.byStatement } };
  }

  /** The tests' budget: the sweep as the alarm runs it, as of an instant (a request's life ends 30 days after « Traitée »). */
  sweepAt(at: number): RowMeter {
    sweep(this.sql, readSettings(this.env), at);
    return this.meter();
  }

  async accept({ id, content, proof, address, inbox }: AcceptInput): Promise<Accepted> {
    const now = Date.now();
    const day = doualaToday(new Date(now));
    const sql = this.sql;
    const accepted = this.storage.transactionSync((): Accepted => {
      if (rowsCounted(sql, 'SELECT COUNT(*) AS n FROM proofs WHERE key = ?', proof.key) > 0) return 'replayed';
      sql.exec('INSERT INTO proofs (key, until) VALUES (?, ?)', proof.key, proof.until);
      const known = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM requests WHERE id = ?', id) + rowsCounted(sql, 'SELECT COUNT(*) AS n FROM gone WHERE id = ? AND until > ?', id, now);
      if (known > 0) return 'duplicate';
      if (rowsCounted(sql, 'SELECT COUNT(*) AS n FROM junk WHERE address = ? AND until > ?', address, now) > 0) {
        // Refused quietly: answered as a success, so that the sender learns nothing; its id answers « already sent » later too.
        sql.exec('INSERT OR REPLACE INTO gone (id, until) VALUES (?, ?)', id, now + REMEMBER_MS);
        return 'quiet';
      }
      sql.exec(
        `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, address, state, copy, notice)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'open', 'queued', 'queued')`,
        id,
        content.reference,
        content.kind ?? 'appointment',
        content.locale,
        JSON.stringify(content.values),
        now,
        address,
      );
      bump(sql, day, 'received');
      setMeta(sql, 'inbox', inbox);
      return 'accepted';
    });
    if (accepted === 'accepted') await this.wake(now);
    return accepted;
  }

  /** Counts this address's challenge; says how many it asked before it today, and how many requests the site received. */
  price(address: string): { asked: number; received: number } {
    const day = doualaToday(new Date());
    return this.storage.transactionSync(() => {
      const asked = countOf(this.sql, day, `asked:${address}`);
      bump(this.sql, day, `asked:${address}`);
      return { asked, received: countOf(this.sql, day, 'received') };
    });
  }

  statuses(ids: string[]): GatewayRequestStatus[] {
    return ids.map((id) => statusOf(id, this.sql.exec<RequestRow>('SELECT state, taken_by, taken_at, done_at FROM requests WHERE id = ?', id).toArray()[0]));
  }

  list({ view, email }: { view: InboxView; email: string }): { requests: InboxRequest[]; counts: Record<InboxView, number> } {
    const rows = this.sql.exec<RequestRow>(`SELECT * FROM requests WHERE ${VIEW_WHERE[view]} ORDER BY received_at DESC LIMIT ${VIEW_ROWS}`, ...(view === 'mine' ? [email] : [])).toArray();
    const count = (one: InboxView) => rowsCounted(this.sql, `SELECT COUNT(*) AS n FROM requests WHERE ${VIEW_WHERE[one]}`, ...(one === 'mine' ? [email] : []));
    return { requests: rows.map(inboxRequestOf), counts: { open: count('open'), mine: count('mine'), done: count('done') } };
  }

  /** One staff member's action on one request; what it came to, for the page after it (the flash). */
  act({ action, id, staff, junkHours }: { action: InboxAction; id: string; staff: StaffMember; junkHours: number }): InboxFlash {
    const now = Date.now();
    const sql = this.sql;
    return this.storage.transactionSync((): InboxFlash => {
      const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
      if (!row) return { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' };
      const reference = row.reference;
      const someoneElse = row.state === 'taken' && row.taken_email !== staff.email;
      switch (action) {
        case 'take':
          if (row.state === 'done') return { kind: 'done', reference };
          if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
          if (row.state === 'open') sql.exec("UPDATE requests SET state = 'taken', taken_by = ?, taken_email = ?, taken_at = ? WHERE id = ?", staff.name, staff.email, now, id);
          return { kind: 'taken', reference };
        case 'release':
          // Only she who has it gives it back; to another it still reads as hers.
          if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
          if (row.state === 'taken') sql.exec("UPDATE requests SET state = 'open', taken_by = NULL, taken_email = NULL, taken_at = NULL WHERE id = ?", id);
          return { kind: 'released', reference };
        case 'done':
          // Whoever finished it: the family reads her name.
          if (row.state !== 'done') {
            const since = row.state === 'taken' && !someoneElse ? row.taken_at : now;
            sql.exec("UPDATE requests SET state = 'done', taken_by = ?, taken_email = ?, taken_at = ?, done_at = ? WHERE id = ?", staff.name, staff.email, since, now, id);
          }
          return { kind: 'done', reference };
        case 'junk':
          // Gone at once: its id still answers « already sent » while a device may post it, its address is refused a while.
          sql.exec('DELETE FROM requests WHERE id = ?', id);
          sql.exec('INSERT OR REPLACE INTO gone (id, until, reference) VALUES (?, ?, ?)', id, Math.max(row.received_at + REMEMBER_MS, now + HOUR_MS), reference);
          sql.exec('INSERT OR REPLACE INTO junk (address, until) VALUES (?, ?)', row.address, now + junkHours * HOUR_MS);
          return { kind: 'junk', reference };
      }
    });
  }

  async alarm(): Promise<void> {
    await runOutbox(this.storage, readSettings(this.env));
  }

  /** The alarm, now, unless it is already due sooner. */
  private async wake(at: number): Promise<void> {
    const alarm = await this.storage.getAlarm();
    if (alarm === null || alarm > at) await this.storage.setAlarm(at);
  }
}
