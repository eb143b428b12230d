import { addDays, doualaInstant, doualaToday } from '@/lib/douala-date';
import { readStoredVisit } from '../visits/model';
import type { RequestRow } from './rows';
import { DAY_MS } from './tables';

/*
 * The list « Rendez-vous » (issue 77; `?view=visits`): today's visits, tomorrow's, the next seven days', and those
 * past not yet marked « Venu » or « Absent » (a month back at most), in time order, through the visits' index
 * (schema.ts, `requests_visits`): a few dozen rows read, whatever else the inbox holds. A visit cancelled has left it.
 */

/** How far back a visit not yet marked is still listed. */
export const UNMARKED_DAYS = 30;
/** Days listed after today. */
export const AHEAD_DAYS = 7;

export function visitsOf(sql: SqlStorage, now: number): RequestRow[] {
  const today = doualaToday(new Date(now));
  const from = doualaInstant(today, 0);
  const until = doualaInstant(addDays(today, AHEAD_DAYS + 2), 0);
  return sql
    .exec<RequestRow>('SELECT * FROM requests WHERE visit_at IS NOT NULL AND visit_at >= ? AND visit_at < ? ORDER BY visit_at LIMIT 500', from - UNMARKED_DAYS * DAY_MS, until)
    .toArray()
    .filter((row) => {
      const visit = readStoredVisit(row.visit);
      if (!visit) return false;
      // Today's and the week's, whatever their state; those before today while they wait to be marked.
      return visit.date >= today ? visit.date <= addDays(today, AHEAD_DAYS + 1) : visit.state === 'booked';
    });
}
