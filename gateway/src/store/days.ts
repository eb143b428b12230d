import { addDays } from '@/lib/douala-date';

/*
 * The day's counts (a Yaoundé day), a table a day, `day_YYYYMMDD`: each address (its keyed hash) with the
 * challenges it was given (the proof's price), the requests it posted (its quiet share: price.ts), the site's
 * count when it first posted, and the proofs spent from its challenges (each single use until it expires: 16 hex
 * characters of its signature, joined). A table a day because a day is dropped whole once old (the sweep), where
 * deleting its rows would write one row each (docs/gateway.md, « The arithmetic »). A proof is spent in the row of
 * the address and the day it was issued to (its challenge says both, signed: proof.ts): a stranger who asks from
 * one address and posts from another still finds it spent. The site's day, the sum of its requests, is kept in
 * memory once read (this object alone writes it).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A spent proof's name in its row: enough of its signature never to meet another's. */
export const SPENT_KEY_LENGTH = 16;

const tableOf = (day: string) => {
  const parts = DAY.exec(day);
  if (!parts) throw new Error(`Not a day: ${day}`);
  return `day_${parts[1]}${parts[2]}${parts[3]}`;
};

const create = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (address TEXT PRIMARY KEY, asked INTEGER NOT NULL DEFAULT 0, posted INTEGER NOT NULL DEFAULT 0, first INTEGER, spent TEXT NOT NULL DEFAULT '') WITHOUT ROWID`;

const spentKey = (key: string) => key.slice(0, SPENT_KEY_LENGTH).padEnd(SPENT_KEY_LENGTH, '-');

/** The day and the address a proof's challenge was issued to. */
export interface Issued {
  day: string;
  address: string;
}

export class Days {
  private site: { day: string; received: number } | null = null;

  constructor(private readonly sql: SqlStorage) {}

  private table(day: string): string {
    const table = tableOf(day);
    this.sql.exec(create(table));
    return table;
  }

  /** Counts a challenge given to an address; how many it was given before today. */
  ask(day: string, address: string): number {
    const row = this.sql.exec<{ asked: number }>(`INSERT INTO ${this.table(day)} (address, asked) VALUES (?, 1) ON CONFLICT (address) DO UPDATE SET asked = asked + 1 RETURNING asked`, address).one();
    return row.asked - 1;
  }

  /** The requests the site received on a day. */
  received(day: string): number {
    if (this.site?.day !== day) {
      const received = this.sql.exec<{ n: number | null }>(`SELECT SUM(posted) AS n FROM ${this.table(day)}`).one().n ?? 0;
      this.site = { day, received };
    }
    return this.site.received;
  }

  /** Whether a proof was spent already. */
  isSpent(issued: Issued, key: string): boolean {
    const spent = this.sql.exec<{ spent: string }>(`SELECT spent FROM ${this.table(issued.day)} WHERE address = ?`, issued.address).toArray()[0]?.spent ?? '';
    const name = spentKey(key);
    for (let at = 0; at < spent.length; at += SPENT_KEY_LENGTH) if (spent.startsWith(name, at)) return true;
    return false;
  }

  /** Spends a proof (a duplicate's, a quiet refusal's: no request counted). */
  spend(issued: Issued, key: string): void {
    this.sql.exec(`INSERT INTO ${this.table(issued.day)} (address, spent) VALUES (?, ?) ON CONFLICT (address) DO UPDATE SET spent = spent || excluded.spent`, issued.address, spentKey(key));
  }

  /**
   * Counts a request an address posted today and spends its proof, in one row when it asked its challenge from
   * there today (as a page does); what the address had posted before it, and the site's count when it first posted.
   */
  post(day: string, address: string, issued: Issued, key: string): { posted: number; firstSeenAt: number } {
    const table = this.table(day);
    const received = this.received(day);
    const before = this.sql.exec<{ posted: number; first: number | null }>(`SELECT posted, first FROM ${table} WHERE address = ?`, address).toArray()[0];
    const same = issued.day === day && issued.address === address;
    this.sql.exec(
      `INSERT INTO ${table} (address, posted, first, spent) VALUES (?, 1, ?, ?)
       ON CONFLICT (address) DO UPDATE SET posted = posted + 1, first = COALESCE(first, excluded.first), spent = spent || excluded.spent`,
      address,
      received,
      same ? spentKey(key) : '',
    );
    if (!same) this.spend(issued, key);
    return { posted: before?.posted ?? 0, firstSeenAt: before?.first ?? received };
  }

  /** After the transaction that posted it: the site's day counts one more. */
  counted(day: string): void {
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
