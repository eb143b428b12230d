import { memberOf } from '@/lib/closed-set';
import { addDays, doualaToday, isIsoDate } from '@/lib/douala-date';
import { isTimeOfDay } from '@/lib/calendar-format';
import { VISIT_PLACES } from '@/lib/request/for-gateway';
import { AGREED_WITHIN_DAYS } from '../outcome';
import { CANCEL_REASONS, type CancelReason, type Visit } from './model';
import { RESULT_KINDS, VISIT_RESULTS, type VisitResult } from './results';

/*
 * What the staff's forms say of a visit (issues 77, 83: « Appelée » with its day and time, « Déplacer », « Annuler »,
 * a result, « Ne plus envoyer de messages »), read into a visit's parts: their choices alone, each of the lists the
 * page offered (the places, the site's published districts, STAFF_NAMES' first names, the reasons, the results),
 * looked up as a table's own members (lib/closed-set.ts, memberOf: « toString » is in every object, issue 83), never
 * a text they typed. A district or a first name no longer offered (a page older than the list) is left out, never
 * refused; a place that is none (a form tampered with) refuses the visit. Pure.
 */

/** The fields of a visit's forms, as posted (inbox/model.ts, ACTION_FIELDS). */
export interface VisitFields {
  date?: string;
  time?: string;
  place?: string;
  district?: string;
  with?: string;
  reason?: string;
  result?: string;
}

/** What may be chosen: the districts the site publishes (none: any home visit is without one), the staff's first names. */
export interface VisitChoices {
  districts: readonly string[];
  names: readonly string[];
}

export type VisitWhere = Pick<Visit, 'date' | 'time' | 'place' | 'district' | 'with'>;

/** The day and time of a visit to come (today to AGREED_WITHIN_DAYS ahead), where, and who: or null when the day, the time or the place is not one. */
export function readVisitWhere(fields: VisitFields, choices: VisitChoices, now: number): VisitWhere | null {
  const date = (fields.date ?? '').trim();
  const time = (fields.time ?? '').trim();
  const today = doualaToday(new Date(now));
  if (!isIsoDate(date) || date < today || date > addDays(today, AGREED_WITHIN_DAYS)) return null;
  if (!isTimeOfDay(time) || time === '24:00') return null;
  const typed = (fields.place ?? '').trim();
  const place = typed === '' ? 'centre' : memberOf(VISIT_PLACES, typed);
  if (!place) return null;
  const district = (fields.district ?? '').trim();
  const name = (fields.with ?? '').trim();
  return {
    date,
    time,
    place,
    ...(place === 'home' && choices.districts.includes(district) ? { district } : {}),
    ...(choices.names.includes(name) ? { with: name } : {}),
  };
}

/** The steps a visit's own form posts (`step`): its agreement is « Appelée »'s. */
export const VISIT_FORM_STEPS = ['moved', 'cancelled', 'marked', 'consent'] as const;
export type VisitFormStep = (typeof VISIT_FORM_STEPS)[number];

/** What a step came to, as the flash says it: moved, cancelled, the consent withdrawn, or the result marked. */
export type VisitDone = Exclude<VisitFormStep, 'marked'> | VisitResult;
export const VISIT_DONE: readonly VisitDone[] = ['moved', 'cancelled', 'consent', ...RESULT_KINDS];

export const readStep = (typed: string | undefined): VisitFormStep | null => memberOf(VISIT_FORM_STEPS, typed) ?? null;
export const readReason = (typed: string | undefined): CancelReason | null => memberOf(CANCEL_REASONS, typed) ?? null;
export const readResult = (typed: string | undefined): VisitResult | null => memberOf(VISIT_RESULTS, typed) ?? null;
