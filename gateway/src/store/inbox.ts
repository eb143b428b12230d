import { DurableObject } from 'cloudflare:workers';
import { KEEP_MS, kindOf, type GatewayRequestStatus, type RequestContent } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import type { InboxAction, InboxFlash, InboxGroup, InboxRequest, InboxSweep, InboxView, StaffMember } from '../inbox/model';
import { isStrong, marksOf } from '../marks';
import { addressFactor, volumeOf } from '../price';
import { readSettings, type Settings } from '../settings';
import { copyOf, marksToCount, strongestFirst, triage, type List } from '../triage';
import type { Env } from '../worker-env';
import type { OutcomeFields } from '../outcome';
import { journalLine } from '../journal';
import { computeReport } from '../report/compute';
import type { ReportPage } from '../report/model';
import { centreDays } from './centre-days';
import { ClaimsKeeper, recordOutcome } from './claims';
import { clocked, moveClockTo, now as clockNow } from './clock';
import { Days, type Issued } from './days';
import { addHeld, recount, removeHeld } from './groups';
import { meteredStorage, newMeter, type RowMeter } from './meter';
import { runOutbox, type Keeper } from './outbox';
import { sweep } from './sweep';
import { statusOf, type RequestRow } from './rows';
import { migrate } from './schema';
import { foldJunkDeleted } from './report-days';
import { readReportFacts } from './report-facts';
import { HOUR_MS, outboxState, rowsCounted } from './tables';
import { journalOf, rewriteJournal } from './test-hooks';
import { countsOf, groupKind, groupsOf, listOf, sweepOf, sweptBy, SWEPT_HELD } from './views';

/*
 * The centre's inbox (docs/gateway.md), one Durable Object for the whole site (idFromName('site')): strongly
 * consistent, one call at a time, its tables in its own SQLite (schema.ts). It KEEPS every request it accepts,
 * before any e-mail: accepted means received, and nothing is answered « sent » that is not kept. Each waits in
 * « À prendre », « À vérifier » (it repeats what others sent that day) or « Indésirables » (it repeats what the
 * staff marked junk): triage.ts, by the request's marks (marks.ts), never by its address. Its alarm (outbox.ts)
 * then sends the staff's notice and the e-mail copy, away from the visitor's connection, and sweeps what is kept
 * no longer. Each call's reads and writes run in one synchronous transaction: two posts of one id, two staff
 * taking one request at the same moment, meet here, and one of them wins.
 *
 *   accept    a request, its proof spent: accepted, or already here (duplicate), or the proof used (replayed),
 *             or priced below what its address has since posted (underpriced)
 *   price     an address asks a challenge: what it posted today, and the site's day (price.ts says the cost); reads only
 *   statuses  what a family's page may read of its own requests
 *   list      a view of the inbox for one staff member (and a group's sweep, before it is confirmed)
 *   act       take, release, done, junk, not-junk; junk-group (a group's sweep); empty-junk
 *   record    a call's outcome (claims.ts); report: the centre's report (report/)
 * Each action writes its line in the request's journal (journal.ts), in the statement that makes it.
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
}

/** Accepted (kept: « sent »), already here, its proof already spent, or priced too low now. */
export type Accepted = 'accepted' | 'duplicate' | 'replayed' | 'underpriced';

export interface InboxList {
  requests: InboxRequest[];
  groups?: InboxGroup[];
  sweep?: InboxSweep;
  counts: Record<InboxView, number>;
  /** The inbox's now (store/clock.ts), which the page's « today » and times are written from. */
  now: number;
}

/** Where each list keeps its requests (rows.ts, `held`). */
const HELD: Record<List, number> = { open: 0, check: 1, junk: 2 };

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

  async accept({ id, content, proof, address }: AcceptInput): Promise<Accepted> {
    const now = clockNow();
    const day = doualaToday(new Date(now));
    // The address counted is the one the challenge was issued to, wherever it is posted from.
    const issued = proof.issued ?? { day, address, factor: 1 };
    const { sql } = this;
    const { days } = this.keeper;
    const settings = this.settings;
    const volume = volumeOf(settings);
    const marks = await marksOf(content, settings.proof.secret);
    let list: List = 'open';
    const accepted = this.transaction((): Accepted => {
      if (days.isSpent(issued, proof.key)) return 'replayed';
      const known = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM requests WHERE id = ?', id) + rowsCounted(sql, 'SELECT COUNT(*) AS n FROM gone WHERE id = ? AND until > ?', id, now);
      if (known > 0) {
        days.spend(issued, proof.key);
        return 'duplicate';
      }
      const counted = days.counted(day, issued.address);
      // Its address posted more since the challenge was priced: a fresh one, at today's price (nothing written).
      if (issued.factor < addressFactor(counted.posted, volume)) return 'underpriced';
      const strong = marks.filter(isStrong);
      const junk = strong.length === 0 ? [] : sql.exec<{ mark: string }>(`SELECT mark FROM junk WHERE mark IN (${strong.map(() => '?').join(', ')}) AND until > ?`, ...strong, now).toArray().map((row) => row.mark);
      const seen = days.seen(day, marks);
      const sorted = triage({ marks, seen, junk }, settings.repeatsOnTop);
      list = sorted.list;
      days.post(day, issued, proof.key, list === 'open');
      // What repeats what the staff marked junk counts toward nothing: it is junk already.
      if (list !== 'junk') days.countMarks(day, marksToCount(marks, seen, settings.repeatsOnTop));
      sql.exec(
        `INSERT INTO requests (id, reference, kind, locale, values_json, received_at, grp, held, marks, junk_at, state, copy, journal)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)`,
        id,
        content.reference,
        kindOf(content),
        content.locale,
        JSON.stringify(content.values),
        now,
        sorted.group ?? '',
        HELD[list],
        marks.join(' '),
        list === 'junk' ? now : null,
        copyOf(list, counted.top, settings.dailyLimit),
        journalLine({ at: now, action: 'received' }),
      );
      if (list === 'check' && sorted.group) addHeld(sql, sorted.group, now);
      return 'accepted';
    });
    if (accepted === 'accepted') {
      days.add(day);
      // One on top is told and copied now; one apart is counted in the next notice, or alone within the hour.
      await this.wake(list === 'open' ? now : Math.max(now, (outboxState(sql).checkAt ?? 0) + HOUR_MS));
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

  /** A view for one member of staff: its requests (or, « À vérifier », its groups: all, or one, or one's sweep to confirm), and every list's count. */
  list({ view, email, group, sweep: toConfirm }: { view: InboxView; email: string; group?: string; sweep?: boolean }): InboxList {
    const counts = countsOf(this.sql, email);
    const now = clockNow();
    if (view === 'check' && group && toConfirm) {
      const taken = sweepOf(this.sql, group, now);
      return { requests: [], counts, sweep: { key: group, kind: groupKind(group), ...taken, hours: this.settings.keep.junkHours }, now };
    }
    if (view === 'check') return { requests: [], groups: groupsOf(this.sql, group), counts, now };
    return { requests: listOf(this.sql, view, email), counts, now };
  }

  /** One staff member's action on one request (or one group, or « Indésirables »); what it came to, for the page after it (the flash). */
  async act(input: { action: InboxAction; id: string; until?: number; staff: StaffMember; junkHours: number }): Promise<InboxFlash> {
    const now = clockNow();
    const flash = this.actNow(input, now);
    // Taken: the alarm looks at its claim no later than CLAIM_HOURS on the clock (in open hours it is that or later: claims.ts).
    if (flash.kind === 'taken') await this.wake(now + this.settings.claims.claimHours * HOUR_MS);
    // Given back before anyone was told again: the alarm looks for when it is due (claims.ts wakes only for those open).
    if (flash.kind === 'released' && input.action === 'release') await this.wake(now);
    return flash;
  }

  private actNow({ action, id, until, staff, junkHours }: { action: InboxAction; id: string; until?: number; staff: StaffMember; junkHours: number }, now: number): InboxFlash {
    const sql = this.sql;
    /** The marks a request carries, or those a sweep's requests share, refused to « Indésirables » for JUNK_HOURS. */
    const markJunk = (marks: readonly string[]) => {
      for (const mark of marks) sql.exec('INSERT INTO junk (mark, until) VALUES (?, ?) ON CONFLICT (mark) DO UPDATE SET until = excluded.until', mark, now + junkHours * HOUR_MS);
    };
    return this.transaction((): InboxFlash => {
      if (action === 'junk-group') return { kind: 'junk-group', count: this.sweepGroup(id, until ?? now, now, markJunk, staff.name) };
      if (action === 'empty-junk') {
        // Gone with their journals; the report keeps how many, by the hour they came in (report-days.ts).
        const count = foldJunkDeleted(sql, 'held = 2 AND junk_at <= ?', [until ?? now], now);
        sql.exec('DELETE FROM requests WHERE held = 2 AND junk_at <= ?', until ?? now);
        return { kind: 'emptied', count };
      }
      const row = sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', id).toArray()[0];
      if (!row) return { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' };
      const reference = row.reference;
      const someoneElse = row.state === 'taken' && row.taken_email !== staff.email;
      // Back on top once a person has it: named only when it changes, an index's entry being a row written.
      const unheld = row.held ? 'held = 0, junk_at = NULL, ' : '';
      const leaves = () => (row.held === 1 ? removeHeld(sql, row.grp) : undefined);
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
        case 'junk': {
          // Kept in « Indésirables » (received, back in a tap) until JUNK_HOURS on; what it carries sends what repeats it there too.
          if (row.state === 'done' || row.held === 2) return { kind: 'junk', reference };
          const marks = row.marks.split(' ').filter(Boolean);
          const [group = ''] = strongestFirst(marks.filter(isStrong));
          sql.exec(
            "UPDATE requests SET held = 2, junk_at = ?, grp = ?, state = 'open', taken_by = NULL, taken_email = NULL, taken_at = NULL, outcome = NULL, journal = journal || ? WHERE id = ?",
            now,
            group,
            journalLine({ at: now, action: 'junk', by: staff.name }),
            id,
          );
          leaves();
          markJunk(marks.filter(isStrong));
          return { kind: 'junk', reference };
        }
        case 'not-junk':
          // Back on top; what it carries no longer sends anything to « Indésirables ».
          if (row.held === 2) {
            sql.exec("UPDATE requests SET held = 0, junk_at = NULL, grp = '', journal = journal || ? WHERE id = ?", journalLine({ at: now, action: 'not-junk', by: staff.name }), id);
            const marks = row.marks.split(' ').filter(Boolean);
            if (marks.length > 0) sql.exec(`DELETE FROM junk WHERE mark IN (${marks.map(() => '?').join(', ')})`, ...marks);
          }
          return { kind: 'not-junk', reference };
      }
    });
  }

  /**
   * « Toutes indésirables », as its confirmation showed it (views.ts, sweptBy: up to `until`): the group's requests
   * and those on top that repeat what they share, to « Indésirables »; the strong marks they all share marked junk.
   */
  private sweepGroup(key: string, until: number, now: number, markJunk: (marks: readonly string[]) => void, by: string): number {
    const sql = this.sql;
    const swept = sweptBy(sql, key, until);
    if (swept.held + swept.top.length === 0) return 0;
    // Each request's journal gains its line in the statement that moves it: no row more.
    const line = journalLine({ at: now, action: 'junk', by });
    sql.exec(`UPDATE requests SET held = 2, junk_at = ?3, grp = ?1, journal = journal || ?4 WHERE ${SWEPT_HELD}`, key, until, now, line);
    for (const row of swept.top) sql.exec('UPDATE requests SET held = 2, junk_at = ?, grp = ?, journal = journal || ? WHERE id = ?', now, key, line, row.id);
    recount(sql, key);
    markJunk(swept.shared);
    return swept.held + swept.top.length;
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

  /** The tests' own (METER_ROWS): a request's journal as its row keeps it (null: no such request). */
  journalOf(id: string): string | null {
    return journalOf(this.sql, id);
  }

  /** The tests' own (METER_ROWS): what no route does, tried on a request's journal; how many the database refused. */
  rewriteJournal(id: string): { tried: number; refused: number; journal: string | null } {
    return rewriteJournal(this.sql, (work) => this.transaction(work), id);
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

  /** The alarm at `at`, unless it is already due sooner. */
  private async wake(at: number): Promise<void> {
    const alarm = await this.storage.getAlarm();
    if (alarm === null || alarm > at) await this.storage.setAlarm(at);
  }
}
