import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import type { InboxRequest } from '../inbox/model';
import { readVisitRow, type VisitColumns } from './visit-rows';
import { inboxRequestOf, type RequestRow } from './rows';
import { DAY_MS } from './tables';
import { lastVisitOf } from './visits';

/*
 * The list « Rendez-vous » (issues 77, 83; `?view=visits`): today's visits, tomorrow's, the next seven days', and those
 * past not yet marked (a month back at most), in time order, through the visits' index (schema-visits.ts,
 * `visits_at`): a few dozen rows read, whatever else the inbox holds. A visit cancelled, or replaced by its request's
 * next one, has left it; each line its request with that visit.
 */

/** How far back a visit not yet marked is still listed. */
export const UNMARKED_DAYS = 30;
/** Days listed after today. */
export const AHEAD_DAYS = 7;

export function visitsOf(sql: SqlStorage, now: number): InboxRequest[] {
  const today = doualaToday(new Date(now));
  const from = doualaInstant(today, 0);
  const until = doualaInstant(addDays(today, AHEAD_DAYS + 2), 0);
  const rows = sql
    .exec<VisitColumns>("SELECT * FROM visits WHERE at >= ? AND at < ? AND phase != 'cancelled' ORDER BY at LIMIT 500", from - UNMARKED_DAYS * DAY_MS, until)
    .toArray()
    .flatMap((row) => readVisitRow(row) ?? []);
  return rows.flatMap((row) => {
    // Today's and the week's, whatever their state; those before today while they wait to be marked.
    const listed = row.date >= today ? row.date <= addDays(today, AHEAD_DAYS + 1) : row.phase === 'booked';
    const visit = listed ? lastVisitOf(sql, row.requestId) : null;
    const request = visit?.gen === row.gen ? sql.exec<RequestRow>('SELECT * FROM requests WHERE id = ?', row.requestId).toArray()[0] : undefined;
    return visit && request ? [inboxRequestOf(request, visit)] : [];
  });
}
