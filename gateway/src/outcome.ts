import { addDays, doualaInstant, doualaMinutes, doualaToday, isIsoDate } from '@/lib/douala-date';
import { isTimeOfDay } from '@/lib/calendar-format';
import { minutesOf, timeOf } from '@/lib/hours';
import type { GatewayOutcome, GatewayOutcomeKind } from '@/lib/request/for-gateway';

/*
 * A call's outcome as a member of staff records it in the inbox (« Appelée », « Pas de réponse » with « Je rappelle à
 * … », « Message WhatsApp envoyé »: inbox/card.ts's forms), read from the form's fields into what the family reads
 * (protocol.ts, GatewayOutcome): her choices, never a text she typed. Times are Yaoundé's. Pure.
 */

export const OUTCOME_KINDS: readonly GatewayOutcomeKind[] = ['called', 'no-answer', 'whatsapp'];

/** « Je rappelle à … » by default: an hour on, to the nearest five minutes (10 h 22 → 11 h 20). */
export const CALL_AGAIN_AFTER_MS = 60 * 60_000;
const STEP_MS = 5 * 60_000;

/** The instant she calls again by default, an hour after `now`. */
export const defaultCallback = (now: number) => Math.round((now + CALL_AGAIN_AFTER_MS) / STEP_MS) * STEP_MS;

/** HH:MM in Yaoundé of an instant: what a time field shows. */
export const timeFieldOf = (at: number) => timeOf(doualaMinutes(new Date(at)));

/** « Je rappelle à 14:00 »: the next 14:00 in Yaoundé after `now` (today's, or tomorrow's once it is past); null for no time. */
export function callbackAt(typed: string, now: number): number | null {
  const time = typed.trim();
  if (!isTimeOfDay(time) || time === '24:00') return null;
  const today = doualaToday(new Date(now));
  const at = doualaInstant(today, minutesOf(time));
  return at > now ? at : doualaInstant(addDays(today, 1), minutesOf(time));
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
  /** « Pas de réponse »: HH:MM she calls again at (an hour on when left empty or unreadable). */
  callback?: string;
  /** « Appelée »: the day (YYYY-MM-DD) and time (HH:MM) agreed, both optional. */
  date?: string;
  time?: string;
  /** « Appelée » with a day and a time (issue 77: visits/fields.ts): where (`centre`, `home` and its district) and who comes or receives. */
  place?: string;
  district?: string;
  with?: string;
}

/** What the family reads of the fields: null when the result is none of the three. */
export function readOutcomeFields({ result, callback = '', date = '', time = '' }: OutcomeFields, now: number): GatewayOutcome | null {
  switch (result) {
    case 'called': {
      const appointment = agreedOf(date, time, now);
      return appointment ? { kind: 'called', at: now, appointment } : { kind: 'called', at: now };
    }
    case 'no-answer':
      return { kind: 'no-answer', at: now, callback: callbackAt(callback, now) ?? defaultCallback(now) };
    case 'whatsapp':
      return { kind: 'whatsapp', at: now };
    default:
      return null;
  }
}
