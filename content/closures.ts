import { knownHolidays } from '@/lib/holidays';
import type { Text } from '@/lib/i18n';
import { publicationDay } from '@/lib/publication';
import { HOLIDAY_NAMES } from './schema/hours';
import type { Centre } from './load';

/*
 * The days the centre is closed, as pages and promises read them: the closures staff entered, and
 * Cameroon's public holidays (the fixed ones and Easter's, known every year; the lunar feasts once
 * staff dated them), less the holidays staff marked as worked. From the build's day (BUILD_DATE, in
 * Yaoundé: lib/publication.ts) through the next year, in order; a holiday keeps the emergency line.
 */

/** Days closed, in both languages (perLocale gives each page its ClosedDays: lib/hours.ts). */
export interface ClosedDaysSource {
  from: string;
  to: string;
  reason: Text;
  emergencyLine: boolean;
  /** A public holiday: pages announce it a few days ahead, a closure staff entered from the day it is entered (site/closure-notice.ts). */
  holiday?: true;
}

export function closedDays({ closures, holidays }: Pick<Centre, 'closures' | 'holidays'>, today: string = publicationDay()): ClosedDaysSource[] {
  const year = Number(today.slice(0, 4));
  const worked = new Set(holidays.worked);
  const holidayDays = [...knownHolidays(year), ...knownHolidays(year + 1), ...holidays.feasts.map(({ feast, date }) => ({ id: feast, date }))]
    .filter(({ date }) => !worked.has(date))
    .map(({ id, date }) => ({ from: date, to: date, reason: HOLIDAY_NAMES[id], emergencyLine: true, holiday: true as const }));
  return [...closures, ...holidayDays].filter((closure) => closure.to >= today).sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}
