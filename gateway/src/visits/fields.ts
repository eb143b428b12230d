import { addDays, doualaToday, isIsoDate } from '@/lib/douala-date';
import { isTimeOfDay } from '@/lib/calendar-format';
import { AGREED_WITHIN_DAYS } from '../outcome';
import { CANCEL_REASONS, VISIT_STEPS, type CancelReason, type StoredVisit, type VisitPlace, type VisitStep } from './model';

/*
 * What the staff's forms say of a visit (issue 77: « Appelée » with its day and time, « Déplacer », « Annuler »,
 * « Venu », « Absent »), read into a visit's parts: their choices alone, each of the lists the page offered (the
 * site's published districts, STAFF_NAMES' first names, the reasons), never a text they typed. A district or a
 * first name no longer offered (a page older than the list) is left out, never refused: the visit is still agreed.
 * Pure.
 */

/** The fields of a visit's forms, as posted (inbox/model.ts, ACTION_FIELDS). */
export interface VisitFields {
  date?: string;
  time?: string;
  place?: string;
  district?: string;
  with?: string;
  reason?: string;
}

/** What may be chosen: the districts the site publishes (none: any home visit is without one), the staff's first names. */
export interface VisitChoices {
  districts: readonly string[];
  names: readonly string[];
}

export type VisitWhere = Pick<StoredVisit, 'date' | 'time' | 'place' | 'district' | 'with'>;

const PLACES: Record<string, VisitPlace> = { centre: 'centre', home: 'home' };

/** The day and time of a visit to come (today to AGREED_WITHIN_DAYS ahead), where, and who: or null when the day or time is not one. */
export function readVisitWhere(fields: VisitFields, choices: VisitChoices, now: number): VisitWhere | null {
  const date = (fields.date ?? '').trim();
  const time = (fields.time ?? '').trim();
  const today = doualaToday(new Date(now));
  if (!isIsoDate(date) || date < today || date > addDays(today, AGREED_WITHIN_DAYS)) return null;
  if (!isTimeOfDay(time) || time === '24:00') return null;
  const place = PLACES[(fields.place ?? '').trim()] ?? 'centre';
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

/** The steps a visit's own form posts (`step`): all but its agreement, which « Appelée » makes. */
export const readStep = (typed: string | undefined): Exclude<VisitStep, 'agreed'> | null =>
  VISIT_STEPS.find((step): step is Exclude<VisitStep, 'agreed'> => step !== 'agreed' && step === typed) ?? null;

export const readReason = (typed: string | undefined): CancelReason | null => CANCEL_REASONS.find((reason) => reason === typed) ?? null;
