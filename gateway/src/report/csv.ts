import { doualaToday } from '@/lib/douala-date';
import { WEEKDAY_NAMES } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import type { ReportRow } from './compute';
import { measureOf } from './measures';
import type { ReportPage } from './model';
import { MEASURES, REPORT_WORDS, visitMeasureWords } from './words';
import { MADE_MEASURES, VISIT_MEASURES, type MadeMeasure, type VisitMeasure } from './visits';

/*
 * The report's rows as CSV (GET /inbox/report/report.csv), for a spreadsheet: the same rows as the page, a line each
 * (the weeks, the weekdays, the hours), times in whole minutes of the centre's open hours; counts and times alone,
 * no name, phone, message, address or reference, for there are none in what the report reads. Written for French
 * Excel and LibreOffice as the centre opens it (issue 83): `;` between cells (the list separator where the comma is
 * the decimal mark: a comma-separated file opens as one column), and a UTF-8 byte order mark first (without it, Excel
 * reads the file in the computer's code page: « RÃ©ception »). A visit's column says the week it counts in.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
const row = (cells: readonly (string | number | null)[]) => cells.map(cell).join(SEPARATOR);
const isMade = (measure: VisitMeasure): measure is MadeMeasure => (MADE_MEASURES as readonly VisitMeasure[]).includes(measure);

export function reportCsv(report: ReportPage, locale: Locale): string {
  const words = REPORT_WORDS[locale];
  // A week's line carries its visits too (issue 77); a weekday's or an hour's leaves them empty.
  const visitsOf = (monday?: string) => {
    const week = monday === undefined ? undefined : report.visitWeeks.find((one) => one.monday === monday);
    return VISIT_MEASURES.map((measure) => (week ? week[measure] : null));
  };
  const line = (section: string, key: string, counts: ReportRow, monday?: string) => row([section, key, ...MEASURES.map((measure) => measureOf(counts, measure)), ...visitsOf(monday)]);
  // The week it was agreed, or the week of its day (visits.ts).
  const visitColumn = (measure: VisitMeasure) => `${visitMeasureWords(measure, locale)} [${isMade(measure) ? words.csv.made : words.csv.held}]`;
  return `${BOM}${[
    row([words.csv.section, words.csv.key, ...MEASURES.map((measure) => words.measures[measure]), ...VISIT_MEASURES.map(visitColumn)]),
    ...report.weeks.map((week) => line(words.csv.sections.week, week.monday, week, week.monday)),
    ...report.weekdays.map((day) => line(words.csv.sections.weekday, WEEKDAY_NAMES[locale][day.weekday], day)),
    ...report.hours.map((hour) => line(words.csv.sections.hour, `${String(hour.hour).padStart(2, '0')}:00`, hour)),
  ]
    .map((text) => `${text}\r\n`)
    .join('')}`;
}

/** « rapport-2026-11-27.csv »: the day it was read. */
export const reportFileName = (report: ReportPage) => `rapport-${doualaToday(new Date(report.now))}.csv`;
