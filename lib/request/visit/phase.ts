import { unreachable } from '@/lib/closed-set';
import { doualaInstant } from '@/lib/douala-date';
import type { GatewayVisitView } from '@/lib/request/gateway/protocol';

/*
 * Where a visit stands for its family at a moment (issue 83), read from the visit and the clock alone, the same on
 * its link's page and on the device that sent the request: what the page says first, whether it still takes an
 * answer, which calendar file it offers, and how often the page asks the gateway again while it is on screen.
 *
 *   upcoming   booked, its hour not come (Yaoundé): « Je serai là », « Je dois changer », the calendar file
 *   passed     booked and its hour come, or marked « Absent »: « Ce rendez-vous est passé » (never why)
 *   attended   marked « Venu »: « Ce rendez-vous a eu lieu »
 *   cancelled  « Ce rendez-vous a été annulé » (never why), and the file that takes it out of a calendar
 *
 * A visit marked « Absent » reads as one not yet marked: the family learns nothing of the staff's mark but
 * « Venu », which it knows.
 */

export const VISIT_PHASES = {
  upcoming: { answers: true, calendar: 'add', tone: 'plain' },
  passed: { answers: false, calendar: null, tone: 'past' },
  attended: { answers: false, calendar: null, tone: 'past' },
  cancelled: { answers: false, calendar: 'remove', tone: 'ended' },
} as const satisfies Record<string, { answers: boolean; calendar: 'add' | 'remove' | null; tone: 'plain' | 'past' | 'ended' }>;
export type VisitPhase = keyof typeof VISIT_PHASES;

/** While a visit is to come, a page on screen asks again every minute: a move, a cancel or another phone's answer shows within a minute. */
export const FOLLOW_EVERY_MS = 60_000;
/** Once its hour has come and until the staff mark it (at most MARK_WAIT_MS), every ten minutes: « Ce rendez-vous a eu lieu ». */
export const FOLLOW_AFTER_EVERY_MS = 10 * 60_000;
export const MARK_WAIT_MS = 24 * 60 * 60_000;

type Timed = Pick<GatewayVisitView, 'state' | 'date' | 'time'>;

/** The instant a visit begins (ms), its day and hour read in Yaoundé. */
export const visitStart = ({ date, time }: Pick<GatewayVisitView, 'date' | 'time'>): number => doualaInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

export function visitPhase(visit: Timed, now: number): VisitPhase {
  switch (visit.state) {
    case 'booked':
      return now < visitStart(visit) ? 'upcoming' : 'passed';
    case 'missed':
      return 'passed';
    case 'attended':
      return 'attended';
    case 'cancelled':
      return 'cancelled';
    default:
      return unreachable(visit.state);
  }
}

/** Whether the family may still answer: booked, its hour not come. */
export const isToCome = (visit: Timed | undefined, now: number): boolean => visit !== undefined && visitPhase(visit, now) === 'upcoming';

/** How long until a page on screen asks the gateway again about this visit, or null: nothing more will change. */
export function followEvery(visit: Timed | undefined, now: number): number | null {
  if (!visit) return null;
  if (isToCome(visit, now)) return FOLLOW_EVERY_MS;
  // Its hour come, not marked yet: « Venu » may still come, for a day.
  return visit.state === 'booked' && now < visitStart(visit) + MARK_WAIT_MS ? FOLLOW_AFTER_EVERY_MS : null;
}
