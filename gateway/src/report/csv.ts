import { doualaToday } from '@/lib/douala-date';
import { WEEKDAY_NAMES } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import type { ReportRow } from './compute';
import { measureOf } from './measures';
import type { ReportPage } from './model';
import { MEASURES, REPORT_WORDS, visitMeasureWords } from './words';
import { VISIT_MEASURES } from './visits';

/*
 * The report's rows as CSV (GET /inbox/report/report.csv), for a spreadsheet: the same rows as the page, a line each
 * (the weeks, the weekdays, the hours), times in whole minutes of the centre's open hours; counts and times alone,
 * no name, phone, message, address or reference, for there are none in what the report reads.
 */

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function reportCsv(report: ReportPage, locale: Locale): string {
  const words = REPORT_WORDS[locale];
  // A week's line carries its visits too (issue 77); a weekday's or an hour's leaves them empty.
  const visitsOf = (monday?: string) => {
    const week = monday === undefined ? undefined : report.visitWeeks.find((one) => one.monday === monday);
    return VISIT_MEASURES.map((measure) => (week ? week[measure] : null));
  };
  const line = (section: string, key: string, row: ReportRow, monday?: string) => [section, key, ...MEASURES.map((measure) => measureOf(row, measure)), ...visitsOf(monday)].map(cell).join(',');
  return [
    [words.csv.section, words.csv.key, ...MEASURES.map((measure) => words.measures[measure]), ...VISIT_MEASURES.map((measure) => visitMeasureWords(measure, locale))].map(cell).join(','),
    ...report.weeks.map((week) => line(words.csv.sections.week, week.monday, week, week.monday)),
    ...report.weekdays.map((day) => line(words.csv.sections.weekday, WEEKDAY_NAMES[locale][day.weekday], day)),
    ...report.hours.map((hour) => line(words.csv.sections.hour, `${String(hour.hour).padStart(2, '0')}:00`, hour)),
  ]
    .map((row) => `${row}\r\n`)
    .join('');
}

/** « rapport-2026-11-27.csv »: the day it was read. */
export const reportFileName = (report: ReportPage) => `rapport-${doualaToday(new Date(report.now))}.csv`;
