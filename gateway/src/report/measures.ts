import { unreachable } from '@/lib/closed-set';
import type { ReportRow } from './compute';
import type { Measure } from './words';

/* What each measure of a report's row reads (report/render.ts, report/csv.ts): a count, or a time in whole minutes (null: none). */

const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

export function measureOf(row: ReportRow, measure: Measure): number | null {
  switch (measure) {
    case 'received':
    case 'taken':
    case 'done':
    case 'junk':
    case 'waitedOverHour':
      return row[measure];
    case 'takeMedian':
      return minutes(row.toTake.median);
    case 'takeP90':
      return minutes(row.toTake.p90);
    case 'callMedian':
      return minutes(row.toCall.median);
    case 'callP90':
      return minutes(row.toCall.p90);
    default:
      return unreachable(measure);
  }
}
