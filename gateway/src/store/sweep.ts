import { doualaToday } from '@/lib/douala-date';
import type { Settings } from '../settings';
import type { Days } from './days';
import { regroup } from './groups';
import { dropFoldedBefore, foldJunkDeleted, foldSwept, SWEPT_DONE } from './report-days';
import { DAY_MS, HOUR_MS } from './tables';

/*
 * What is kept no longer (docs/gateway.md, « Kept no longer than needed »), deleted by the inbox's alarm at most
 * every SWEEP_EVERY_MS (outbox.ts): each row deleted is a row written; a day's counts go whole, their table dropped.
 */

/** With nothing to send, the alarm still sweeps this often. */
export const SWEEP_EVERY_MS = 6 * HOUR_MS;
/** A request nobody finished leaves the inbox after this long all the same. */
export const MAX_KEEP_MS = 90 * DAY_MS;

/** What is kept no longer, as of an instant. */
export function sweep(sql: SqlStorage, settings: Settings, days: Days, now: number): void {
  // The report keeps the times of those still within its weeks (report-days.ts), nothing else of them.
  // A request done is kept DONE_KEEP_DAYS after it was done, and after its visit's day when it has one to come (issue 77).
  const doneBefore = now - settings.keep.doneDays * DAY_MS;
  foldSwept(sql, doneBefore, now);
  sql.exec(`DELETE FROM requests WHERE ${SWEPT_DONE}`, doneBefore);
  sql.exec('DELETE FROM requests WHERE held = 0 AND done_at IS NULL AND received_at < ?1 AND (visit_at IS NULL OR visit_at < ?1)', now - MAX_KEEP_MS);
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
