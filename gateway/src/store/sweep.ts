import { doualaToday } from '@/lib/douala-date';
import { visitFactsOf } from '../report/visits';
import { earliestEnd, keptUntil, UNTOUCHED_MS } from '../retention';
import type { Settings } from '../settings';
import type { Days } from './days';
import { regroup } from './groups';
import { dropFoldedBefore, foldJunkDeleted, foldSwept, type Swept } from './report-days';
import { HOUR_MS } from './tables';
import { lastVisitOf } from './visits';
import { readMessageRow, readVisitRow, type MessageColumns, type VisitColumns } from './visit-rows';

/*
 * What is kept no longer (docs/gateway.md, « Kept no longer than needed »), deleted by the inbox's alarm at most
 * every SWEEP_EVERY_MS (outbox.ts): each row deleted is a row written; a day's counts go whole, their table dropped.
 * A request on top leaves when the one rule says (retention.ts, keptUntil: AFTER_DAYS after the later of « Traitée »
 * and its visit; UNTOUCHED_DAYS after it came, with neither); its visits and its thread with it (schema-visits.ts).
 */

/** With nothing to send, the alarm still sweeps this often. */
export const SWEEP_EVERY_MS = 6 * HOUR_MS;
/** A request « À vérifier » leaves the inbox after this long all the same. */
export const MAX_KEEP_MS = UNTOUCHED_MS;

type Candidate = { id: string; received_at: number; first_taken_at: number | null; first_call_at: number | null; done_at: number | null };
const COLUMNS = 'id, received_at, first_taken_at, first_call_at, done_at';

/**
 * The requests on top whose time may be over, each through an index: done long enough ago, come long enough ago, or
 * whose visit is long enough past; then the rule decides, with their last visit.
 */
function overdue(sql: SqlStorage, settings: Settings, now: number): Candidate[] {
  const since = now - earliestEnd(settings.keep.doneDays);
  const found = new Map<string, Candidate>();
  const add = (rows: Candidate[]) => rows.forEach((row) => found.set(row.id, row));
  add(sql.exec<Candidate>(`SELECT ${COLUMNS} FROM requests WHERE done_at IS NOT NULL AND done_at < ?`, since).toArray());
  add(sql.exec<Candidate>(`SELECT ${COLUMNS} FROM requests WHERE held = 0 AND done_at IS NULL AND received_at < ?`, Math.min(since, now - UNTOUCHED_MS)).toArray());
  const past = sql.exec<{ request_id: string }>('SELECT DISTINCT request_id FROM visits WHERE at < ?', since).toArray();
  for (const { request_id: id } of past) if (!found.has(id)) add(sql.exec<Candidate>(`SELECT ${COLUMNS} FROM requests WHERE id = ? AND held = 0`, id).toArray());
  return [...found.values()].filter((row) => {
    const visit = lastVisitOf(sql, row.id);
    const visitAt = visit && visit.phase !== 'cancelled' ? visit.at : null;
    return keptUntil({ receivedAt: row.received_at, doneAt: row.done_at, visitAt }, settings.keep.doneDays) <= now;
  });
}

/** What the report keeps of a request leaving: its times, and every visit it had (report/visits.ts). */
function sweptOf(sql: SqlStorage, row: Candidate): Swept {
  const visits = sql.exec<VisitColumns>('SELECT * FROM visits WHERE request_id = ?', row.id).toArray().flatMap((one) => readVisitRow(one) ?? []);
  const messages = visits.length === 0 ? [] : sql.exec<MessageColumns>('SELECT * FROM messages WHERE request_id = ?', row.id).toArray().flatMap((one) => readMessageRow(one) ?? []);
  return {
    receivedAt: row.received_at,
    takenAt: row.first_taken_at,
    calledAt: row.first_call_at,
    doneAt: row.done_at,
    visits: visits.map((visit) => visitFactsOf({ ...visit, messages: messages.filter((one) => one.visitGen === visit.gen) })),
  };
}

/** What is kept no longer, as of an instant. */
export function sweep(sql: SqlStorage, settings: Settings, days: Days, now: number): void {
  // The report keeps the times of those still within its weeks (report-days.ts), nothing else of them.
  const over = overdue(sql, settings, now);
  if (over.length > 0) {
    foldSwept(sql, over.map((row) => sweptOf(sql, row)), now);
    sql.exec('DELETE FROM requests WHERE id IN (SELECT value FROM json_each(?))', JSON.stringify(over.map((row) => row.id)));
  }
  // « Indésirables » JUNK_HOURS after they went there, with their journals; the report keeps how many.
  foldJunkDeleted(sql, 'held = 2 AND junk_at < ?', [now - settings.keep.junkHours * HOUR_MS], now);
  sql.exec('DELETE FROM requests WHERE held = 2 AND junk_at < ?', now - settings.keep.junkHours * HOUR_MS);
  // « À vérifier » 90 days old: its groups counted again (a sweep that finds none writes nothing).
  if (sql.exec('SELECT 1 FROM groups WHERE first < ? LIMIT 1', now - MAX_KEEP_MS).toArray().length > 0) {
    sql.exec('DELETE FROM requests WHERE held = 1 AND received_at < ?', now - MAX_KEEP_MS);
    regroup(sql);
  }
  for (const table of ['gone', 'junk']) sql.exec(`DELETE FROM ${table} WHERE until < ?`, now);
  dropFoldedBefore(sql, now);
  days.dropBefore(doualaToday(new Date(now)));
}
