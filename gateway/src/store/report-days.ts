import { doualaToday } from '@/lib/douala-date';
import { REPORT_WEEKS, type Counted, type RequestFacts } from '../report/compute';
import { readVisitFacts, type VisitFacts } from '../report/visits';
import { DAY_MS, HOUR_MS } from './tables';

/*
 * What the report remembers of the requests that left the inbox (schema.ts, `report_days`): a request done is
 * deleted DONE_KEEP_DAYS (30) after, one marked « Indésirable » at once, but the report shows five weeks. As it
 * leaves, its times (when it came, was first taken, first called, done) go into a row of its day of receipt, and a
 * junk one as a count in its hour: no id, no reference, nothing a family typed, no name. One row written a day
 * touched (a sweep or « Toutes indésirables » folds every request of that day at once), deleted once the day is
 * out of the five weeks. Only what came within KEPT_MS is kept: the longest a request counts in the report (this
 * week and the four before, the oldest from its Monday), whatever the weekday it is folded on.
 */

export const KEPT_MS = REPORT_WEEKS * 7 * DAY_MS;

/** A day's row: each request's times (`[received, taken, called, done]`, null for none), and junk counted by hour (`[an instant of the hour, how many]`). */
interface Fold {
  facts: [number, number | null, number | null, number | null][];
  junk: [number, number][];
  /** The visits of the day that left with their request (issue 77): their facts, no name, no reference (report/visits.ts). */
  visits?: VisitFacts[];
}

const readFold = (text: string | undefined): Fold => {
  try {
    const raw = JSON.parse(text ?? '') as Partial<Fold>;
    return { facts: Array.isArray(raw.facts) ? raw.facts : [], junk: Array.isArray(raw.junk) ? raw.junk : [], visits: Array.isArray(raw.visits) ? raw.visits.flatMap((one: unknown) => readVisitFacts(one) ?? []) : [] };
  } catch {
    return { facts: [], junk: [], visits: [] };
  }
};

const dayOf = (at: number) => doualaToday(new Date(at));

/** Adds to each day's row what left on it: one row written a day. */
function fold(sql: SqlStorage, added: Map<string, Fold>): void {
  for (const [day, more] of added) {
    const kept = readFold(sql.exec<{ facts: string }>('SELECT facts FROM report_days WHERE day = ?', day).toArray()[0]?.facts);
    kept.facts.push(...more.facts);
    if (more.visits?.length) kept.visits = [...(kept.visits ?? []), ...more.visits];
    for (const [hour, count] of more.junk) {
      const same = kept.junk.find(([at]) => at === hour);
      if (same) same[1] += count;
      else kept.junk.push([hour, count]);
    }
    sql.exec('INSERT INTO report_days (day, facts) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET facts = excluded.facts', day, JSON.stringify(kept));
  }
}

/** The fold of one day, made the first time it is asked for. */
const dayFold = (added: Map<string, Fold>, day: string) => {
  const found = added.get(day) ?? { facts: [], junk: [] };
  added.set(day, found);
  return found;
};

/** Requests leaving the inbox (swept after « Traitée »): their times, into their days' rows; those older than the report's weeks, nowhere. */
export function foldFacts(sql: SqlStorage, facts: readonly RequestFacts[], now: number, added = new Map<string, Fold>()): void {
  const start = now - KEPT_MS;
  for (const one of facts) {
    if (one.receivedAt >= start) dayFold(added, dayOf(one.receivedAt)).facts.push([one.receivedAt, one.takenAt ?? null, one.calledAt ?? null, one.doneAt ?? null]);
  }
  fold(sql, added);
}

/** Requests marked « Indésirable »: a count in the hour each came in. */
export function foldJunk(sql: SqlStorage, counts: readonly Counted[], now: number): void {
  const start = now - KEPT_MS;
  const added = new Map<string, Fold>();
  for (const { at, count } of counts) {
    if (at < start || count <= 0) continue;
    const hour = Math.floor(at / HOUR_MS) * HOUR_MS;
    dayFold(added, dayOf(hour)).junk.push([hour, count]);
  }
  fold(sql, added);
}

/** What the rows of the report's weeks remember. */
export function readFolded(sql: SqlStorage, now: number): { facts: RequestFacts[]; junk: Counted[]; visits: VisitFacts[] } {
  const facts: RequestFacts[] = [];
  const junk: Counted[] = [];
  const visits: VisitFacts[] = [];
  for (const row of sql.exec<{ facts: string }>('SELECT facts FROM report_days WHERE day >= ?', dayOf(now - KEPT_MS)).toArray()) {
    const kept = readFold(row.facts);
    for (const [receivedAt, takenAt, calledAt, doneAt] of kept.facts) {
      facts.push({ receivedAt, ...(takenAt !== null ? { takenAt } : {}), ...(calledAt !== null ? { calledAt } : {}), ...(doneAt !== null ? { doneAt } : {}) });
    }
    for (const [at, count] of kept.junk) junk.push({ at, count });
    visits.push(...(kept.visits ?? []));
  }
  return { facts, junk, visits };
}

/** The days out of the report's weeks: a row deleted a day. */
export function dropFoldedBefore(sql: SqlStorage, now: number): void {
  sql.exec('DELETE FROM report_days WHERE day < ?', dayOf(now - KEPT_MS));
}

/** What the sweep folds of a request it is about to delete: its times, and its visits' facts (report/visits.ts). */
export interface Swept {
  receivedAt: number;
  takenAt: number | null;
  calledAt: number | null;
  doneAt: number | null;
  visits: VisitFacts[];
}

/** The requests the sweep is about to delete (store/sweep.ts): their times, and their visits of the report's weeks into their day's row, first. */
export function foldSwept(sql: SqlStorage, swept: readonly Swept[], now: number): void {
  const start = now - KEPT_MS;
  // A visit of the report's weeks goes into its day's row, whenever its request came (issue 77).
  const visits = new Map<string, Fold>();
  for (const facts of swept.flatMap((one) => one.visits)) if (facts.day >= dayOf(start)) (dayFold(visits, facts.day).visits ??= []).push(facts);
  const rows = swept.filter((one) => one.receivedAt >= start);
  if (rows.length === 0 && visits.size === 0) return;
  foldFacts(
    sql,
    rows.map((row) => ({ receivedAt: row.receivedAt, ...(row.doneAt !== null ? { doneAt: row.doneAt } : {}), ...(row.takenAt !== null ? { takenAt: row.takenAt } : {}), ...(row.calledAt !== null ? { calledAt: row.calledAt } : {}) })),
    now,
    visits,
  );
}

/**
 * The requests « Indésirables » a statement is about to delete (`where`, with its bindings): how many came each
 * hour, folded into their days' rows; how many in all.
 */
export function foldJunkDeleted(sql: SqlStorage, where: string, bindings: unknown[], now: number): number {
  const byHour = sql.exec<{ at: number; count: number }>(`SELECT received_at / ${HOUR_MS} * ${HOUR_MS} AS at, COUNT(*) AS count FROM requests WHERE ${where} GROUP BY at`, ...bindings).toArray();
  foldJunk(sql, byHour, now);
  return byHour.reduce((sum, hour) => sum + hour.count, 0);
}
