import { reportStart, type Counted, type RequestFacts } from '../report/compute';
import { readFolded } from './report-days';
import { HOUR_MS } from './tables';

/*
 * What the report reads (report/compute.ts), times and counts alone: the requests still in the inbox that came
 * within its five weeks (a family's, one by one; those still « À vérifier », counted by the hour they came, as a
 * flood's thousands are), and what it remembers of those that left (report-days.ts). Rows read: every request of
 * the five weeks, once, when a member of staff opens the report.
 */

type Row = { received_at: number; first_taken_at: number | null; first_call_at: number | null; done_at: number | null };

export function readReportFacts(sql: SqlStorage, now: number): { facts: RequestFacts[]; junk: Counted[]; held: Counted[] } {
  const start = reportStart(now);
  const live = sql
    .exec<Row>('SELECT received_at, first_taken_at, first_call_at, done_at FROM requests WHERE received_at >= ? AND (held = 0 OR first_taken_at IS NOT NULL)', start)
    .toArray()
    .map(
      (row): RequestFacts => ({
        receivedAt: row.received_at,
        ...(row.first_taken_at !== null ? { takenAt: row.first_taken_at } : {}),
        ...(row.first_call_at !== null ? { calledAt: row.first_call_at } : {}),
        ...(row.done_at !== null ? { doneAt: row.done_at } : {}),
      }),
    );
  const held = sql
    .exec<{ at: number; count: number }>(`SELECT received_at / ${HOUR_MS} * ${HOUR_MS} AS at, COUNT(*) AS count FROM requests WHERE held = 1 AND first_taken_at IS NULL AND received_at >= ? GROUP BY at`, start)
    .toArray();
  const folded = readFolded(sql, now);
  return { facts: [...live, ...folded.facts], junk: folded.junk, held };
}
