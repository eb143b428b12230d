import { membersOf } from '@/lib/closed-set';
import type { Locale, VisitState } from '@/lib/request/for-gateway';

/*
 * A visit's results (issue 83): what the staff mark once its hour has come, « Venu », « Absent », and any the centre
 * adds, each a line of this table, as the call's outcomes are (lib/request/gateway/outcome.ts):
 *   words       the button, the card's and the list's word, the report's column (fr, en)
 *   fromMinutes from when the staff may mark it, in minutes from the visit's hour (-30: half an hour before at most)
 *   attendance  whether the report's attendance, venu ÷ (venu + absent), counts it present, absent, or not at all
 *   family      what the family's page reads of it (protocol.ts, VISIT_STATES): it took place, or it did not
 * Adding a result is a line here, its words and its test (docs/records/2026-11-28-adding-a-visit-result.md). Pure.
 */

export const VISIT_RESULTS = {
  attended: {
    words: { fr: { mark: 'Venu', report: 'Venu' }, en: { mark: 'Came', report: 'Came' } },
    fromMinutes: -30,
    attendance: 'present',
    family: 'attended',
  },
  missed: {
    words: { fr: { mark: 'Absent', report: 'Absent' }, en: { mark: 'Did not come', report: 'Did not come' } },
    fromMinutes: 0,
    attendance: 'absent',
    family: 'missed',
  },
} as const satisfies Record<string, ResultLine>;

interface ResultLine {
  words: Record<Locale, { mark: string; report: string }>;
  fromMinutes: number;
  attendance: 'present' | 'absent' | 'none';
  family: Exclude<VisitState, 'booked' | 'cancelled'>;
}

export type VisitResult = keyof typeof VISIT_RESULTS;

/** Every result, in the order the card offers them. */
export const RESULT_KINDS = membersOf(VISIT_RESULTS);

/** The first instant a result may be marked, for a visit at `at`. */
export const markableFrom = (result: VisitResult, at: number) => at + VISIT_RESULTS[result].fromMinutes * 60_000;

/** The results the staff may mark now (the card offers these alone). */
export const markableNow = (at: number, now: number): VisitResult[] => RESULT_KINDS.filter((result) => now >= markableFrom(result, at));

/** What the report's attendance counts of a result. */
export const attendanceOf = (result: VisitResult) => VISIT_RESULTS[result].attendance;
