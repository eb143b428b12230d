import { addDays } from '@/lib/douala-date';

/*
 * The day's counts (a Yaoundé day), a table a day, `day_YYYYMMDD`: each address (its keyed hash) with the
 * requests it posted (its price: price.ts), those of them on top (its share of the e-mail copies: triage.ts), and
 * the proofs spent from its challenges (each single use until it expires: 16 hex characters of its signature,
 * joined); and each mark (marks.ts, `m:…`, `p:…`), in the same column, with the requests that carried it, counted
 * until it reaches the day's share on top (triage.ts: past it, counting more writes a row and changes nothing).
 * A table a day because a day is dropped whole once old (the sweep), where deleting its rows would write one row
 * each (docs/gateway-limits.md, « The arithmetic »). An address is the one a proof's challenge was issued to (signed:
 * proof.ts), wherever it is posted from: a stranger who asks from one address and posts from another still finds
 * its proof spent, and its count. Only a request writes here: a challenge reads. The site's day, the sum of its
 * requests, is kept in memory once read (this object alone writes it).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A spent proof's name in its row: enough of its signature never to meet another's. */
export const SPENT_KEY_LENGTH = 16;

const tableOf = (day: string) => {
  const parts = DAY.exec(day);
  if (!parts) throw new Error(`Not a day: ${day}`);
  return `day_${parts[1]}${parts[2]}${parts[3]}`;
};

const spentKey = (key: string) => key.slice(0, SPENT_KEY_LENGTH).padEnd(SPENT_KEY_LENGTH, '-');

/** The day and the address a proof's challenge was issued to, and the price it asked (times the base). */
export interface Issued {
  day: string;
  address: string;
  factor: number;
}

/** What an address posted on a day before this request (all of it, and on top), and the site's day. */
export interface Counted {
  posted: number;
  top: number;
  received: number;
}

/** A mark's row, not an address's (marks.ts: a letter and a colon first). */
const MARK_ROWS = "address GLOB '?:*'";

export class Days {
  private site: { day: string; received: number } | null = null;

  constructor(private readonly sql: SqlStorage) {}

  private exists(table: string): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length > 0;
  }

  /** The day's table, made the first time a request of that day writes (two rows written, once a day). */
  private table(day: string): string {
    const table = tableOf(day);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS ${table} (address TEXT PRIMARY KEY, posted INTEGER NOT NULL DEFAULT 0, top INTEGER NOT NULL DEFAULT 0, spent TEXT NOT NULL DEFAULT '') WITHOUT ROWID`,
    );
    return table;
  }

  /** The requests the site received on a day. */
  received(day: string): number {
    if (this.site?.day !== day) {
      const table = tableOf(day);
      const received = this.exists(table) ? (this.sql.exec<{ n: number | null }>(`SELECT SUM(posted) AS n FROM ${table} WHERE NOT ${MARK_ROWS}`).one().n ?? 0) : 0;
      this.site = { day, received };
    }
    return this.site.received;
  }

  /** What an address posted on a day (a challenge's price, a request's copy). */
  counted(day: string, address: string): Counted {
    const table = tableOf(day);
    const received = this.received(day);
    const row = this.exists(table) ? this.sql.exec<{ posted: number; top: number }>(`SELECT posted, top FROM ${table} WHERE address = ?`, address).toArray()[0] : undefined;
    return { posted: row?.posted ?? 0, top: row?.top ?? 0, received };
  }

  /** How many requests of a day carried each of these marks (up to the share, past which they are counted no more). */
  seen(day: string, marks: readonly string[]): Record<string, number> {
    const table = tableOf(day);
    if (marks.length === 0 || !this.exists(table)) return {};
    const rows = this.sql.exec<{ address: string; posted: number }>(`SELECT address, posted FROM ${table} WHERE address IN (${marks.map(() => '?').join(', ')})`, ...marks).toArray();
    return Object.fromEntries(rows.map((row) => [row.address, row.posted]));
  }

  /** One more request carried each of these marks today: a row written each. */
  countMarks(day: string, marks: readonly string[]): void {
    if (marks.length === 0) return;
    const table = this.table(day);
    for (const mark of marks) this.sql.exec(`INSERT INTO ${table} (address, posted) VALUES (?, 1) ON CONFLICT (address) DO UPDATE SET posted = posted + 1`, mark);
  }

  /** Whether a proof was spent already. */
  isSpent(issued: Issued, key: string): boolean {
    const table = tableOf(issued.day);
    if (!this.exists(table)) return false;
    const spent = this.sql.exec<{ spent: string }>(`SELECT spent FROM ${table} WHERE address = ?`, issued.address).toArray()[0]?.spent ?? '';
    const name = spentKey(key);
    for (let at = 0; at < spent.length; at += SPENT_KEY_LENGTH) if (spent.startsWith(name, at)) return true;
    return false;
  }

  /** Spends a proof (a duplicate's: no request counted). */
  spend(issued: Issued, key: string): void {
    this.sql.exec(`INSERT INTO ${this.table(issued.day)} (address, spent) VALUES (?, ?) ON CONFLICT (address) DO UPDATE SET spent = spent || excluded.spent`, issued.address, spentKey(key));
  }

  /** Counts a request of its address today (`onTop`: in « À prendre ») and spends its proof: one row written when its challenge is today's, as a page's is. */
  post(day: string, issued: Issued, key: string, onTop: boolean): void {
    const same = issued.day === day;
    this.sql.exec(
      `INSERT INTO ${this.table(day)} (address, posted, top, spent) VALUES (?, 1, ?, ?)
       ON CONFLICT (address) DO UPDATE SET posted = posted + 1, top = top + excluded.top, spent = spent || excluded.spent`,
      issued.address,
      onTop ? 1 : 0,
      same ? spentKey(key) : '',
    );
    if (!same) this.spend(issued, key);
  }

  /** After the transaction that posted it: the site's day counts one more. */
  add(day: string): void {
    if (this.site?.day === day) this.site.received += 1;
  }

  /** Forgets what it keeps in memory (a transaction rolled back). */
  forget(): void {
    this.site = null;
  }

  /** Drops the days before yesterday (today's and yesterday's proofs may still be posted: a Yaoundé day is not UTC's). */
  dropBefore(today: string): void {
    const keep = tableOf(addDays(today, -1));
    const tables = this.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'day_[0-9]*'").toArray();
    for (const { name } of tables) {
      if (/^day_\d{8}$/.test(name) && name < keep) this.sql.exec(`DROP TABLE ${name}`);
    }
    this.site = null;
  }
}
