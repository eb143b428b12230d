import { DurableObject } from 'cloudflare:workers';
import { KEEP_MS, kindOf, type GatewayRequestStatus, type RequestContent } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import type { InboxAction, InboxFlash, InboxGroup, InboxRequest, InboxView, StaffMember } from '../inbox/model';
import { addressFactor, isHeld, volumeOf } from '../price';
import { readSettings, type Settings } from '../settings';
import type { Env } from '../worker-env';
import { clocked, moveClockTo, now as clockNow } from './clock';
import { ClaimsKeeper, recordOutcome } from './claims';
import { centreDays } from './centre-days';
import { readReportFacts } from './report-facts';
import { journalOf, rewriteJournal } from './test-hooks';
import { computeReport } from '../report/compute';
import type { ReportPage } from '../report/model';
import type { OutcomeFields } from '../outcome';
import { Days, type Issued } from './days';
import { journalLine } from '../journal';
import { foldJunk } from './report-days';
import { addHeld, removeHeld } from './groups';
import { meteredStorage, newMeter, type RowMeter } from './meter';
import { runOutbox, sweep, type Keeper } from './outbox';
import { statusOf, type RequestRow } from './rows';
import { migrate } from './schema';
import { HOUR_MS, metaOf, outboxState, rowsCounted, setMeta } from './tables';
import { countsOf, groupsOf, listOf } from './views';

/*
 * The centre's inbox (docs/gateway.md), one Durable Object for the whole site (idFromName('site')): strongly
 * consistent, one call at a time, its tables in its own SQLite (schema.ts). It KEEPS every request it accepts,
 * before any e-mail: accepted means received; in « À prendre », or in « À vérifier » when its address already
 * posted its quiet share of the day (price.ts). Its alarm (outbox.ts) then sends the e-mail copy and the staff's
 * notice, away from the visitor's connection, and sweeps what is kept no longer. Each call's reads and writes
 * run in one synchronous transaction: two posts of one id, two staff taking one request at the same moment,
 * meet here, and one of them wins.
 *
 *   accept    a request, its proof spent: accepted, or already here (duplicate), or the proof used (replayed),
 *             or priced below what its address has since posted (underpriced)
 *   price     an address asks a challenge: what it posted today, and the site's day (price.ts says the cost); reads only
 *   statuses  what a family's page may read of its own requests
 *   list      a view of the inbox for one staff member
 *   act       take, release, done, junk; junk-group (every request « À vérifier » of one address)
 */

/** A request may wait on a device KEEP_DAYS (lib/request/entry.ts); a day more for its last tries and for clocks. */
export const REMEMBER_MS = KEEP_MS + 24 * 60 * 60 * 1000;

export interface AcceptInput {
  id: string;
  content: RequestContent;
  /** The proof's name (its signature), when it expires, and the day, address and price its challenge was issued with (older challenges say none). */
  proof: { key: string; until: number; issued?: Issued };
  /** The caller's address key, as a keyed hash (address.ts, addressTag): the request's address when its challenge names none. */
  address: string;
  /** The inbox's URL, for the notice's one button ('' without an inbox). */
  inbox: string;
}

/** Accepted (or refused quietly: an address marked junk, answered as a success), already here, its proof already spent, or priced too low now. */
export type Accepted = 'accepted' | 'quiet' | 'duplicate' | 'replayed' | 'underpriced';

export interface InboxList {
  requests: InboxRequest[];
  groups?: InboxGroup[];
  counts: Record<InboxView, number>;
  /** The inbox's now (store/clock.ts), which the page's « today » and times are written from. */
  now: number;
}

export class Inbox extends DurableObject<Env> {
  private readonly storage: DurableObjectStorage;
  private readonly sql: SqlStorage;
  private readonly rows: RowMeter = newMeter();
  private readonly keeper: Keeper;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.storage = clocked(meteredStorage(ctx.storage, this.rows));
    this.sql = this.storage.sql;
    this.keeper = { days: new Days(this.sql), sweptAt: 0, claims: new ClaimsKeeper() };
    void ctx.blockConcurrencyWhile(() => migrate(ctx.storage));
  }

  private get settings(): Settings {
    return readSettings(this.env);
  }

  /** A transaction whose failure forgets what the day's counts kept in memory. */
  private transaction<T>(work: () => T): T {
    try {
      return this.storage.transactionSync(work);
    } catch (error) {
      this.keeper.days.forget();
      throw error;
    }
  }

  async accept({ id, content, proof, address, inbox }: AcceptInput): Promise<Accepted> {
    const now = clockNow();
    const day = doualaToday(new Date(now));
    // The address counted is the one the challenge was issued to, wherever it is posted from.
    const issued = proof.issued ?? { day, address, factor: 1 };
    const { sql } = this;
    const { days } = this.keeper;
    const volume = volumeOf(this.settings);
    let held = false;
    const accepted = this.transaction((): Accepted => {
      if (days.isSpent(issued, proof.key)) return 'replayed';
      const known = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM requests WHERE id = ?', id) + rowsCounted(sql, 'SELECT COUNT(*) AS n FROM gone WHERE id = ? AND until > ?', id, now);
      if (known > 0) {
        days.spend(issued, proof.key);
        return 'duplicate';
      }
      if (rowsCounted(sql, 'SELECT COUNT(*) AS n FROM junk WHERE address = ? AND until > ?', issued.address, now) > 0) {
        // Refused quietly: answered as a success, so that the sender learns nothing; its id answers « already sent » later too.
        days.spend(issued, proof.key);
        sql.exec('INSERT INTO gone (id, until) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET until = excluded.until', id, now + REMEMBER_MS);
        return 'quiet';
      }
      const counted = days.counted(day, issued.address);
      // Its address posted more since the challenge was priced: a fresh one, at today's price (nothing written).
      if (issued.factor < addressFactor(counted.posted, volume)) return 'underpriced';
      days.post(day, issued, proof.key, counted);
      held = isHeld(counted, volume);
      sql.exec(
        `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, address, held, state, copy, journal)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
        id,
        content.reference,
        kindOf(content),
        content.locale,
        JSON.stringify(content.values),
        now,
        issued.address,
        held ? 1 : 0,
        held ? 'held' : 'queued',
        journalLine({ at: now, action: 'received' }),
      );
      if (held) addHeld(sql, issued.address, now);
      if (metaOf(sql, 'inbox') !== inbox) setMeta(sql, 'inbox', inbox);
      return 'accepted';
    });
    if (accepted === 'accepted') {
      days.add(day);
      // A request « À vérifier » waits for the hour's one notice; one on top is told now.
      await this.wake(held ? Math.max(now, (outboxState(sql).checkAt ?? 0) + HOUR_MS) : now);
    }
    return accepted;
  }

  /** What an address posted today, how many requests the site received, and the day: a challenge's price (it writes nothing). */
  price(address: string): { posted: number; received: number; day: string } {
    const day = doualaToday(new Date(clockNow()));
    const { posted, received } = this.keeper.days.counted(day, address);
    return { posted, received, day };
  }

  statuses(ids: string[]): GatewayRequestStatus[] {
    return ids.map((id) => statusOf(id, this.sql.exec<RequestRow>('SELECT state, taken_by, taken_at, done_at, outcome FROM requests WHERE id = ?', id).toArray()[0]));
  }

  /** A view for one member of staff: its requests (or, « À vérifier », its groups: all, or one), and every list's count. */
  list({ view, email, group }: { view: InboxView; email: string; group?: string }): InboxList {
    const counts = countsOf(this.sql, email);
    const now = clockNow();
    if (view === 'check') return { requests: [], groups: groupsOf(this.sql, group), counts, now };
    return { requests: listOf(this.sql, view, email), counts, now };
  }

  /** One staff member's action on one request (or one group); what it came to, for the page after it (the flash). */
  async act(input: { action: InboxAction; id: string; staff: StaffMember; junkHours: number }): Promise<InboxFlash> {
    const now = clockNow();
    const flash = this.actNow(input, now);
    // Taken: the alarm looks at its claim no later than CLAIM_HOURS on the clock (in open hours it is that or later: claims.ts).
    if (flash.kind === 'taken') await this.wake(now + this.settings.claims.claimHours * HOUR_MS);
    // Given back before anyone was told again: the alarm looks for when it is due (claims.ts wakes only for those open).
    if (flash.kind === 'released' && input.action === 'release') await this.wake(now);
    return flash;
  }

  private actNow({ action, id, staff, junkHours }: { action: InboxAction; id: string; staff: StaffMember; junkHours: number }, now: number): InboxFlash {
    const sql = this.sql;
    return this.transaction((): InboxFlash => {
      if (action === 'junk-group') {
        // Every request « À vérifier » of that address, gone at once; the address refused quietly a while.
        const byHour = sql
          .exec<{ at: number; count: number }>(`SELECT received_at / ${HOUR_MS} * ${HOUR_MS} AS at, COUNT(*) AS count FROM requests WHERE held = 1 AND address = ? GROUP BY at`, id)
          .toArray();
        const count = byHour.reduce((sum, hour) => sum + hour.count, 0);
        // The report keeps how many, by the hour they came in; nothing else of them stays.
        foldJunk(sql, byHour, now);
        sql.exec('DELETE FROM requests WHERE held = 1 AND address = ?', id);
        sql.exec('DELETE FROM groups WHERE address = ?', id);
        if (count > 0) sql.exec('INSERT INTO junk (address, until) VALUES (?, ?) ON CONFLICT (address) DO UPDATE SET until = excluded.until', id, now + junkHours * HOUR_MS);
        return { kind: 'junk-group', count };
      }
      const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
      if (!row) return { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' };
      const reference = row.reference;
      const someoneElse = row.state === 'taken' && row.taken_email !== staff.email;
      // Out of « À vérifier » once a person has it: named only when it changes, an index's entry being a row written.
      const unheld = row.held ? 'held = 0, ' : '';
      const leaves = () => (row.held ? removeHeld(sql, row.address) : undefined);
      switch (action) {
        case 'take':
          if (row.state === 'done') return { kind: 'done', reference };
          if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
          if (row.state === 'open') {
            sql.exec(
              `UPDATE requests SET ${unheld}state = 'taken', taken_by = ?, taken_email = ?, taken_at = ?, first_taken_at = COALESCE(first_taken_at, ?), journal = journal || ? WHERE id = ?`,
              staff.name,
              staff.email,
              now,
              now,
              journalLine({ at: now, action: 'taken', by: staff.name }),
              id,
            );
            leaves();
            this.keeper.claims.taken();
          }
          return { kind: 'taken', reference };
        case 'release':
          // Only she who has it gives it back; to another it still reads as hers.
          if (someoneElse) return { kind: 'already-taken', reference, by: row.taken_by ?? '', at: row.taken_at ?? now };
          // Her outcome goes with her: whoever takes it next starts without one (the journal keeps it).
          if (row.state === 'taken') {
            sql.exec(
              "UPDATE requests SET state = 'open', taken_by = NULL, taken_email = NULL, taken_at = NULL, outcome = NULL, journal = journal || ? WHERE id = ?",
              journalLine({ at: now, action: 'released', by: staff.name }),
              id,
            );
          }
          return { kind: 'released', reference };
        case 'done':
          // Whoever finished it: the family reads her name.
          if (row.state !== 'done') {
            const since = row.state === 'taken' && !someoneElse ? row.taken_at : now;
            sql.exec(
              `UPDATE requests SET ${unheld}state = 'done', taken_by = ?, taken_email = ?, taken_at = ?, done_at = ?, first_taken_at = COALESCE(first_taken_at, ?), journal = journal || ? WHERE id = ?`,
              staff.name,
              staff.email,
              since,
              now,
              now,
              journalLine({ at: now, action: 'done', by: staff.name }),
              id,
            );
            leaves();
          }
          return { kind: 'done', reference };
        case 'junk':
          // Gone at once, with its journal: its id still answers « already sent » while a device may post it, its address is
          // refused a while, and the report counts it.
          foldJunk(sql, [{ at: row.received_at, count: 1 }], now);
          sql.exec('DELETE FROM requests WHERE id = ?', id);
          leaves();
          sql.exec(
            'INSERT INTO gone (id, until, reference) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET until = excluded.until, reference = excluded.reference',
            id,
            Math.max(row.received_at + REMEMBER_MS, now + HOUR_MS),
            reference,
          );
          sql.exec('INSERT INTO junk (address, until) VALUES (?, ?) ON CONFLICT (address) DO UPDATE SET until = excluded.until', row.address, now + junkHours * HOUR_MS);
          return { kind: 'junk', reference };
      }
    });
  }

  /** A call's outcome, recorded by her who has the request (claims.ts). */
  record({ id, staff, fields }: { id: string; staff: StaffMember; fields: OutcomeFields }): InboxFlash {
    const now = clockNow();
    return this.transaction(() => recordOutcome(this.sql, { id, staff, fields, now }));
  }

  /** The centre's report (report/compute.ts): the five weeks' counts and times, from the requests here and those gone (report-days.ts). */
  async report(): Promise<ReportPage> {
    const now = clockNow();
    const { days, source } = await centreDays(this.sql, this.settings, now);
    return { ...computeReport({ ...readReportFacts(this.sql, now), days, now }), source };
  }

  /** The tests' own (TEST_CLOCK): the inbox's clock moved forward to `to`, and its alarm run at once on it. */
  async moveClock(to: number): Promise<number> {
    const moved = moveClockTo(to);
    await this.storage.setAlarm(moved);
    return moved;
  }

  async alarm(): Promise<void> {
    await runOutbox(this.storage, this.settings, this.keeper);
  }

  /** The rows written and read, and the alarms set, since the object started (meter.ts); the tests' budget reads it. */
  meter(): RowMeter {
    return { ...this.rows, byStatement: { ...this.rows.byStatement }, bytes: this.sql.databaseSize };
  }

  /** The tests' budget: the sweep as the alarm runs it, as of an instant (a request's life ends 30 days after « Traitée »). */
  sweepAt(at: number): RowMeter {
    this.transaction(() => sweep(this.sql, this.settings, this.keeper.days, at));
    return this.meter();
  }

  /** The tests' own (METER_ROWS): a request's journal as its row keeps it (null: no such request). */
  journalOf(id: string): string | null {
    return journalOf(this.sql, id);
  }

  /** The tests' own (METER_ROWS): what no route does, tried on a request's journal; how many the database refused. */
  rewriteJournal(id: string): { tried: number; refused: number; journal: string | null } {
    return rewriteJournal(this.sql, (work) => this.transaction(work), id);
  }

  /** The alarm at `at`, unless it is already due sooner. */
  private async wake(at: number): Promise<void> {
    const alarm = await this.storage.getAlarm();
    if (alarm === null || alarm > at) await this.storage.setAlarm(at);
  }
}
