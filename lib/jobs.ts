/*
 * A position the centre posts (content/jobs/<slug>.yml), as far as pure logic goes: when it is on the
 * site, how search engines name its contract, and how many years of experience a candidate typed.
 * Days are Yaoundé's (lib/publication.ts gives the build's day); no words of the interface here.
 */

import { addDays } from './douala-date';

/** The contracts the centre offers: CDI (permanent), CDD (fixed term), vacations (paid by the shift), stage (internship). */
export const CONTRACTS = ['cdi', 'cdd', 'vacations', 'stage'] as const;
export type Contract = (typeof CONTRACTS)[number];

/** schema.org's employmentType for each contract, beside the schedule (Google's JobPosting: FULL_TIME, TEMPORARY, PER_DIEM, INTERN). */
export const EMPLOYMENT_TYPES: Record<Contract, string> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  vacations: 'PER_DIEM',
  stage: 'INTERN',
};

/**
 * Google's employmentType, an array: the schedule (PART_TIME, else FULL_TIME for a contract that has
 * one) and the kind of contract. A part-time CDD is PART_TIME and TEMPORARY; a CDI is FULL_TIME alone (a
 * permanent post is no contract type of Google's); shifts (PER_DIEM) have no schedule unless part-time.
 */
export function employmentTypes({ contract, partTime }: { contract: Contract; partTime: boolean }): string[] {
  const schedule = partTime ? 'PART_TIME' : contract === 'vacations' ? undefined : 'FULL_TIME';
  const kind = contract === 'cdi' ? undefined : EMPLOYMENT_TYPES[contract];
  return [schedule, kind].filter((type): type is string => type !== undefined);
}

/** What the pay is counted by: the centre's words in copy/careers.ts, Google's unitText here. */
export const PAY_PERIODS = ['month', 'week', 'day', 'hour'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_UNIT_TEXT: Record<PayPeriod, string> = { month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' };

/** A position's pay, in FCFA: a figure (`min`) or a range (`min` to `max`), by the period. */
export interface Pay {
  min: number;
  max?: number;
  per: PayPeriod;
}

/** How many days a closed position's address still answers, by default (content/settings/centre.yml, « Recrutement »). */
export const CLOSED_POST_DAYS = 60;

/** How many working days the centre usually takes to call a candidate back, by default (same file). */
export const REPLY_WORKING_DAYS = 5;

/**
 * Whether a position posted on `datePosted` and open through `validThrough` (YYYY-MM-DD) is on the site
 * built on `today` (Yaoundé's day): from the day it is posted to the last day it is open, both included.
 * The daily rebuild takes it down the morning after its last day.
 */
export function isOpen({ datePosted, validThrough }: { datePosted: string; validThrough: string }, today: string): boolean {
  return datePosted <= today && today <= validThrough;
}

/**
 * Whether the address of a position closed on `validThrough` still answers on `today`: for `graceDays`
 * after its last day, its page says it is filled or closed (noindex), so a link shared on WhatsApp last
 * month never ends on a 404. Then the page goes, as a position's always went.
 */
export function isRecentlyClosed({ validThrough }: { validThrough: string }, today: string, graceDays: number): boolean {
  return validThrough < today && today <= addDays(validThrough, graceDays);
}

/**
 * The address of the « filled or closed » notice with no position named: always exported (noindex), so
 * the positions' route has a page even when none is open or recently closed (Next refuses a dynamic
 * route without one under output: export). No position file may take this name (content/load/jobs.ts).
 */
export const CLOSED_NOTICE_SLUG = 'offre-close';

/** A position's anchor on /recrutement/ and the value of ?poste= that chooses it in the form. */
export function jobAnchor(slug: string): string {
  return `poste-${slug}`;
}

/** The most years a working life holds: beyond, it is a slip of the finger (« 25 » for « 2,5 » stays readable, « 250 » does not). */
export const MAX_YEARS = 50;

const WORD_NUMBERS: Record<string, number> = {
  un: 1, une: 1, one: 1, deux: 2, two: 2, trois: 3, three: 3, quatre: 4, four: 4, cinq: 5, five: 5,
  six: 6, sept: 7, seven: 7, huit: 8, eight: 8, neuf: 9, nine: 9, dix: 10, ten: 10,
};

/**
 * Years of experience as people type them: « 3 », « 3 ans », « 2,5 », « 2.5 years », « 18 mois »,
 * « six mois », « deux ans et demi », « moins d'un an » (0.5), « aucune » / « none » (0). Undefined when it
 * cannot be read: the form then sends the words as typed, never refuses them.
 */
export function readYears(typed: string): number | undefined {
  const text = typed.trim().toLowerCase().normalize('NFC');
  if (text === '') return undefined;
  if (/^(aucune?|pas encore|none|no|non|0)$/.test(text) || /^(débutante?|debutante?|beginner)$/.test(text)) return 0;
  if (/^(moins d['’]un an|less than (a|one) year)$/.test(text)) return 0.5;
  const match = /^(\d+(?:[.,]\d+)?|[a-zé]+)\s*(ans?|années?|annees?|years?|yrs?|mois|months?)?(\s+(et|and a)\s+(demi|half))?\.?$/.exec(text);
  if (!match) return undefined;
  const [, amount = '', unit = '', half] = match;
  const count = /^\d/.test(amount) ? Number(amount.replace(',', '.')) : WORD_NUMBERS[amount];
  if (count === undefined || !Number.isFinite(count)) return undefined;
  const months = /^(mois|months?)$/.test(unit);
  const years = (months ? count / 12 : count) + (half ? 0.5 : 0);
  if (years > MAX_YEARS) return undefined;
  return Math.round(years * 10) / 10;
}
