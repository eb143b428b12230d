import type { Locale } from '@/lib/i18n';
import type { Report } from './compute';

/** Where the hours the report's times were counted in came from: the site now, the last read (the site unreachable), none (by the clock). */
export const DAYS_SOURCES = ['site', 'kept', 'clock'] as const;
export type DaysSource = (typeof DAYS_SOURCES)[number];

/*
 * The centre's report as its page shows it (report/render.ts) and its CSV writes it (report/csv.ts): the report's
 * rows (report/compute.ts), and which hours its times were counted in.
 */

export interface ReportPage extends Report {
  /** The hours read from the site now, the last ones the inbox read (the site unreachable), or none (counted by the clock). */
  source: DaysSource;
}

export interface ReportView {
  locale: Locale;
  report: ReportPage;
}
