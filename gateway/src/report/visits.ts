import { addDays, doualaToday } from '@/lib/douala-date';
import { memberOf } from '@/lib/closed-set';
import type { Locale } from '@/lib/i18n';
import { messageOf, type ChannelSend, type VisitRecord } from '../visits/model';
import { attendanceOf, RESULT_KINDS, VISIT_RESULTS, type VisitResult } from '../visits/results';

/*
 * The report's visits (issues 77, 83), week by week, in two tables, each saying which week it counts a visit in:
 *   made   the agreements, in the week they were MADE on the phone (a Monday's agreement for Tuesday counts on
 *          Monday's week), with how many were cancelled since, and their confirmation: delivered by WhatsApp, by SMS,
 *          or not at all when the family asked for messages (a visit without consent counts in none of the three)
 *   held   the visits, in the week of their DAY (the cancelled aside): reminded, « Je serai là », a change asked,
 *          each result (results.ts), and the attendance, venu ÷ (venu + absent), as a percentage beside them
 * Counts alone: no name, no number, no reference. Pure.
 */

/** What the report keeps of one visit: the day it was agreed, its day, and what became of it. */
export interface VisitFacts {
  /** The Yaoundé day it was first agreed. */
  agreedDay: string;
  day: string;
  cancelled: boolean;
  /** The message that told it as it stands (its confirmation, or its move's): delivered by WhatsApp, by SMS, not delivered; null: the family asked for none. */
  confirm: 'whatsapp' | 'sms' | 'not' | null;
  reminded: boolean;
  coming: boolean;
  change: boolean;
  result: VisitResult | null;
}

export const MADE_MEASURES = ['agreed', 'cancelled', 'confirmedWhatsapp', 'confirmedSms', 'notConfirmed'] as const;
export type MadeMeasure = (typeof MADE_MEASURES)[number];
const HELD_COUNTS = ['visits', 'reminded', 'coming', 'changeAsked'] as const;
/** The visits of the week: their counts, a column a result (results.ts), and the attendance. */
export type HeldMeasure = (typeof HELD_COUNTS)[number] | VisitResult | 'attendance';
export const HELD_MEASURES: readonly HeldMeasure[] = [...HELD_COUNTS, ...RESULT_KINDS, 'attendance'];
export type VisitMeasure = MadeMeasure | HeldMeasure;
export const VISIT_MEASURES: readonly VisitMeasure[] = [...MADE_MEASURES, ...HELD_MEASURES];
/** A week's counts, and its attendance in whole percent (null: nobody marked present or absent). */
export type VisitRow = Record<VisitMeasure, number | null>;

const delivered = (send: ChannelSend | undefined) => send?.state === 'delivered' || send?.state === 'read';

/** A visit's facts, from its row and its messages. */
export function visitFactsOf(visit: VisitRecord): VisitFacts {
  const told = messageOf(visit, visit.rev, 'confirm') ?? messageOf(visit, visit.rev, 'moved');
  const reminder = messageOf(visit, visit.rev, 'reminder');
  return {
    agreedDay: doualaToday(new Date(visit.agreedAt)),
    day: visit.date,
    cancelled: visit.phase === 'cancelled',
    confirm: !told ? null : delivered(told.whatsapp) ? 'whatsapp' : delivered(told.sms) ? 'sms' : 'not',
    reminded: delivered(reminder?.whatsapp) || delivered(reminder?.sms),
    coming: visit.comingAt !== undefined,
    change: visit.changeAt !== undefined,
    result: visit.phase === 'marked' ? (visit.result ?? null) : null,
  };
}

/** Facts kept by the report's days (store/report-days.ts), read back; issue 77's kept no day of agreement, nor a result of its own: read as they were. */
export function readVisitFacts(raw: unknown): VisitFacts | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const one = raw as Record<string, unknown>;
  if (typeof one.day !== 'string') return null;
  const confirm = one.confirm === 'whatsapp' || one.confirm === 'sms' || one.confirm === 'not' ? one.confirm : null;
  const result = memberOf(VISIT_RESULTS, one.result) ?? memberOf(VISIT_RESULTS, one.attendance) ?? null;
  return {
    agreedDay: typeof one.agreedDay === 'string' ? one.agreedDay : one.day,
    day: one.day,
    cancelled: one.cancelled === true,
    confirm,
    reminded: one.reminded === true,
    coming: one.coming === true,
    change: one.change === true,
    result,
  };
}

const emptyRow = (): VisitRow => Object.fromEntries(VISIT_MEASURES.map((measure) => [measure, 0])) as VisitRow;
const inWeek = (day: string, monday: string) => day >= monday && day <= addDays(monday, 6);
const add = (row: VisitRow, measure: VisitMeasure) => (row[measure] = (row[measure] ?? 0) + 1);

/** The weeks' rows, this week first, each from its Monday (the same weeks as the report's). */
export function visitWeeks(facts: readonly VisitFacts[], mondays: readonly string[]): (VisitRow & { monday: string })[] {
  return mondays.map((monday) => {
    const row = emptyRow();
    let present = 0;
    let absent = 0;
    for (const one of facts) {
      if (inWeek(one.agreedDay, monday)) {
        add(row, 'agreed');
        if (one.cancelled) add(row, 'cancelled');
        if (one.confirm === 'whatsapp') add(row, 'confirmedWhatsapp');
        if (one.confirm === 'sms') add(row, 'confirmedSms');
        if (one.confirm === 'not') add(row, 'notConfirmed');
      }
      if (!inWeek(one.day, monday) || one.cancelled) continue;
      add(row, 'visits');
      if (one.reminded) add(row, 'reminded');
      if (one.coming) add(row, 'coming');
      if (one.change) add(row, 'changeAsked');
      if (one.result) {
        add(row, one.result);
        if (attendanceOf(one.result) === 'present') present += 1;
        if (attendanceOf(one.result) === 'absent') absent += 1;
      }
    }
    row.attendance = present + absent > 0 ? Math.round((100 * present) / (present + absent)) : null;
    return { ...row, monday };
  });
}

/** The report's column of a result: its table's words. */
export const resultColumn = (result: VisitResult, locale: Locale) => VISIT_RESULTS[result].words[locale].report;
