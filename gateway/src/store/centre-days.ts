import { doualaToday } from '@/lib/douala-date';
import type { ClosedSpan, OpenDays } from '@/lib/hours';
import { readOpenDays } from '@/lib/request/for-gateway';
import { reportStart } from '../report/compute';
import type { DaysSource } from '../report/model';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import { metaOf, setMeta } from './tables';

/*
 * The centre's open hours as the inbox counts its waits (store/claims.ts, the report): the one set the site
 * publishes for every promise to a family (DECISIONS, « Hours »: the appointments' and call-backs' hours, less the
 * days closed), read from the site's rules (rules.ts) like the request's checks. The inbox keeps the last it read
 * (meta `hours`, a row written when they change), with the days closed it has seen over the report's weeks (the
 * site publishes them from its build's day on, and the report counts past weeks). When the site cannot be read:
 * the hours kept; never read at all: every minute counts (a raise at night rather than none), and the report says so.
 */

export interface CentreDays {
  days: OpenDays | null;
  source: DaysSource;
}

const key = (closure: ClosedSpan) => `${closure.from}|${closure.to}|${closure.reason}`;

/** The hours the inbox last read from the site (null: never read), without asking the site again. */
export function keptDays(sql: SqlStorage): OpenDays | null {
  try {
    return readOpenDays(JSON.parse(metaOf(sql, 'hours') ?? 'null'));
  } catch {
    return null;
  }
}

/** The hours the inbox counts in now, and where they came from. */
export async function centreDays(sql: SqlStorage, settings: Pick<Settings, 'siteUrl'>, now: number): Promise<CentreDays> {
  const rules = await siteRules(settings);
  const before = keptDays(sql);
  if (!rules) return before ? { days: before, source: 'kept' } : { days: null, source: 'clock' };
  // The days closed the site publishes now, and those it published before that the report's weeks still count.
  const since = doualaToday(new Date(reportStart(now)));
  const closures = new Map<string, ClosedSpan>();
  for (const closure of [...(before?.closures ?? []), ...rules.closures]) if (closure.to >= since) closures.set(key(closure), closure);
  const days: OpenDays = { hours: rules.hours, closures: [...closures.values()].sort((a, b) => a.from.localeCompare(b.from)) };
  const text = JSON.stringify(days);
  if (text !== metaOf(sql, 'hours')) setMeta(sql, 'hours', text);
  return { days, source: 'site' };
}
