import { reportStart, type Counted, type RequestFacts } from '../report/compute';
import { visitFactsOf, type VisitFacts } from '../report/visits';
import { readMessageRow, readVisitRow, type MessageColumns, type VisitColumns } from './visit-rows';
import { heldWaiting } from './groups';
import { readFolded } from './report-days';
import { HOUR_MS } from './tables';

/*
 * What the report reads (report/compute.ts), times and counts alone: the requests still in the inbox that came
 * within its five weeks, through the open and the done lists' indexes (schema.ts), so that those waiting « À
 * vérifier » (a flood's thousands) are not read one by one at each report: they are counted by their groups' rows,
 * and in the report once taken or marked junk; those « Indésirables », counted by the hour they came; the visits
 * (every one still kept: a few weeks' worth, read whole, as they are counted by the day they were agreed as well as
 * by their own); and what it remembers of those that left (report-days.ts).
 */

type Row = { received_at: number; first_taken_at: number | null; first_call_at: number | null; done_at: number | null };

const factsOf = (row: Row): RequestFacts => ({
  receivedAt: row.received_at,
  ...(row.first_taken_at !== null ? { takenAt: row.first_taken_at } : {}),
  ...(row.first_call_at !== null ? { calledAt: row.first_call_at } : {}),
  ...(row.done_at !== null ? { doneAt: row.done_at } : {}),
});

/** Every visit the inbox holds (those agreed or held in the five weeks among them), with those that left it (report-days.ts). */
function readVisits(sql: SqlStorage, folded: readonly VisitFacts[]): VisitFacts[] {
  const messages = sql.exec<MessageColumns>("SELECT * FROM messages WHERE visit_gen IS NOT NULL AND direction = 'out'").toArray().flatMap((row) => readMessageRow(row) ?? []);
  const visits = sql.exec<VisitColumns>('SELECT * FROM visits').toArray().flatMap((row) => readVisitRow(row) ?? []);
  return [...visits.map((visit) => visitFactsOf({ ...visit, messages: messages.filter((one) => one.requestId === visit.requestId && one.visitGen === visit.gen) })), ...folded];
}

export function readReportFacts(sql: SqlStorage, now: number): { facts: RequestFacts[]; junk: Counted[]; toCheck: number; visits: VisitFacts[] } {
  const start = reportStart(now);
  const columns = 'received_at, first_taken_at, first_call_at, done_at';
  // Done after it came: a request of the five weeks done within them (the done list's index, by done_at).
  const open = sql.exec<Row>(`SELECT ${columns} FROM requests WHERE held = 0 AND done_at IS NULL AND received_at >= ?`, start).toArray();
  const done = sql.exec<Row>(`SELECT ${columns} FROM requests WHERE done_at IS NOT NULL AND done_at >= ? AND received_at >= ?`, start, start).toArray();
  // « Indésirables », kept a day before they are deleted: counted by the hour they came (their list's index).
  const junk = sql.exec<{ at: number; count: number }>(`SELECT received_at / ${HOUR_MS} * ${HOUR_MS} AS at, COUNT(*) AS count FROM requests WHERE held = 2 AND received_at >= ? GROUP BY at`, start).toArray();
  const folded = readFolded(sql, now);
  return { facts: [...open.map(factsOf), ...done.map(factsOf), ...folded.facts], junk: [...junk, ...folded.junk], toCheck: heldWaiting(sql).count, visits: readVisits(sql, folded.visits) };
}
