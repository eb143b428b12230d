import { unreachable } from '@/lib/closed-set';
import type { GatewayVisitView, VisitAnswer } from '@/lib/request/gateway/protocol';
import type { VisitCall } from '@/lib/request/visit';
import { visitPhase } from './phase';

/*
 * What the family's tap on « Je serai là » or « Je dois changer » came to (issue 83), read from what the gateway
 * answered, the same on the link's page and on the sending device: a refusal is never silent. The gateway answers a
 * known token with the visit as it then stands, whether it took the answer or not; the page compares it with what
 * was asked and with what it showed, and says which:
 *
 *   answered     taken: the visit carries this answer
 *   moved        the visit changed meanwhile (another day, hour or place than the one on screen): to check
 *   not-taken    another answer stands (the page says which)
 *   cancelled    the visit was cancelled meanwhile
 *   passed       its hour has come, or it was marked: no more answers
 *   unknown      the link opens nothing now (the same words as a wrong link)
 *   offline, limited, unavailable   nothing came back to read (lib/request/visit.ts, VisitCallFailure)
 *
 * Each member's entry says whether the page says it as a fault (in the danger's colour).
 */
export const ANSWER_OUTCOMES = {
  answered: 'said',
  moved: 'fault',
  'not-taken': 'fault',
  cancelled: 'fault',
  passed: 'fault',
  unknown: 'fault',
  offline: 'fault',
  limited: 'fault',
  unavailable: 'fault',
} as const;
export type AnswerOutcome = keyof typeof ANSWER_OUTCOMES;

type Shown = Pick<GatewayVisitView, 'date' | 'time' | 'place' | 'district'>;

/** Whether the visit says another day, hour or place than the one on screen when the family tapped. */
const isMoved = (visit: Shown, shown: Shown) => visit.date !== shown.date || visit.time !== shown.time || visit.place !== shown.place || visit.district !== shown.district;

export function answerOutcome(asked: VisitAnswer, shown: Shown, call: VisitCall, now: number): AnswerOutcome {
  if ('failed' in call) return call.failed;
  if (call.reply.state === 'unknown') return 'unknown';
  const visit = call.reply.visit;
  const phase = visitPhase(visit, now);
  switch (phase) {
    case 'cancelled':
      return 'cancelled';
    case 'passed':
    case 'attended':
      return 'passed';
    case 'upcoming':
      if (isMoved(visit, shown)) return 'moved';
      return visit.answer?.kind === asked ? 'answered' : visit.answer ? 'not-taken' : 'unavailable';
    default:
      return unreachable(phase);
  }
}
