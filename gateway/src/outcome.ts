import { addDays, doualaInstant, doualaMinutes, doualaToday, isIsoDate } from '@/lib/douala-date';
import { isTimeOfDay } from '@/lib/calendar-format';
import { HORIZON_DAYS, minutesOf, timeOf, type OpenDays } from '@/lib/hours';
import { afterOpen } from '@/lib/open-time';
import { memberOf } from '@/lib/closed-set';
import { OUTCOME_KINDS, type GatewayOutcome, type GatewayOutcomeKind, type OutcomeOf } from '@/lib/request/for-gateway';

/*
 * A call's outcome as a member of staff records it in the inbox (« Appelée », « Pas de réponse » with « Je rappelle à
 * … », « Message WhatsApp envoyé »: inbox/card.ts's forms), read from the form's fields into what the family reads
 * (protocol.ts, GatewayOutcome): her choices, never a text she typed. Times are Yaoundé's. Pure.
 */

/** « Je rappelle à … » by default: an hour on, to the nearest five minutes (10 h 22 → 11 h 20). */
export const CALL_AGAIN_AFTER_MS = 60 * 60_000;
const STEP_MS = 5 * 60_000;

/** An hour after `now`, to the nearest five minutes. */
export const hourOn = (now: number) => Math.round((now + CALL_AGAIN_AFTER_MS) / STEP_MS) * STEP_MS;

/**
 * The instant she calls again by default: an hour on, within the centre's open hours (store/centre-days.ts, the
 * site's): at the next opening when the centre is closed then (at 2 h, 8 h, not 3 h; issue 78.8). By the clock
 * without the hours.
 */
export const defaultCallback = (now: number, days: OpenDays | null) => afterOpen(hourOn(now), 0, days) ?? hourOn(now);

/** Whether the centre is open at an instant. */
const openAt = (at: number, days: OpenDays) => afterOpen(at, 0, days) === at;

/** HH:MM in Yaoundé of an instant: what a time field shows. */
export const timeFieldOf = (at: number) => timeOf(doualaMinutes(new Date(at)));

/**
 * « Je rappelle à 14:00 »: the next 14:00 in Yaoundé after `now` at which the centre is open (today's, tomorrow's
 * once it is past, Monday's on a Saturday afternoon: the day the time offered was meant for); a time it is never
 * open at, her choice all the same, the next one. Null for no time.
 */
export function callbackAt(typed: string, now: number, days: OpenDays | null): number | null {
  const time = typed.trim();
  if (!isTimeOfDay(time) || time === '24:00') return null;
  const today = doualaToday(new Date(now));
  const on = (ahead: number) => doualaInstant(addDays(today, ahead), minutesOf(time));
  const first = on(0) > now ? 0 : 1;
  for (let ahead = first; days && ahead <= first + HORIZON_DAYS; ahead += 1) if (openAt(on(ahead), days)) return on(ahead);
  return on(first);
}

/** The furthest ahead an appointment agreed on the phone may be. */
export const AGREED_WITHIN_DAYS = 366;

/** The day (and time) agreed on the phone, as typed in the form's fields; none when the day is not a day to come. */
function agreedOf(date: string, time: string, now: number): { date: string; time?: string } | undefined {
  const day = date.trim();
  const today = doualaToday(new Date(now));
  if (!isIsoDate(day) || day < today || day > addDays(today, AGREED_WITHIN_DAYS)) return undefined;
  const hour = time.trim();
  return isTimeOfDay(hour) && hour !== '24:00' ? { date: day, time: hour } : { date: day };
}

/** The form's fields, as posted. */
export interface OutcomeFields {
  result: string;
  /** « Pas de réponse »: HH:MM she calls again at (the time offered, defaultCallback, when left empty or unreadable). */
  callback?: string;
  /** « Appelée »: the day (YYYY-MM-DD) and time (HH:MM) agreed, both optional. */
  date?: string;
  time?: string;
  /** « Appelée » with a day and a time (issue 77: visits/fields.ts): where (`centre`, `home` and its district) and who comes or receives. */
  place?: string;
  district?: string;
  with?: string;
}

/** Each outcome as its form's fields make it (OUTCOME_KINDS, lib/request/gateway/outcome.ts: a new one has its line here). */
const FROM_FIELDS: { [K in GatewayOutcomeKind]: (fields: Required<Pick<OutcomeFields, 'result' | 'callback' | 'date' | 'time'>>, now: number, days: OpenDays | null) => OutcomeOf<K> } = {
  called: ({ date, time }, now) => {
    const appointment = agreedOf(date, time, now);
    return appointment ? { kind: 'called', at: now, appointment } : { kind: 'called', at: now };
  },
  'no-answer': ({ callback }, now, days) => ({ kind: 'no-answer', at: now, callback: callbackAt(callback, now, days) ?? defaultCallback(now, days) }),
  whatsapp: (_, now) => ({ kind: 'whatsapp', at: now }),
};

/** What the family reads of the fields, in the centre's open hours (`days`: null when never read): null when the result is no outcome (a stranger's form may say anything). */
export function readOutcomeFields({ result, callback = '', date = '', time = '' }: OutcomeFields, now: number, days: OpenDays | null): GatewayOutcome | null {
  const kind = memberOf(OUTCOME_KINDS, result);
  return kind ? FROM_FIELDS[kind]({ result, callback, date, time }, now, days) : null;
}
