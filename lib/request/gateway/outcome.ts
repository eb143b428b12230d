import { isTimeOfDay } from '@/lib/calendar-format';
import { memberOf, membersOf } from '@/lib/closed-set';
import { isIsoDate } from '@/lib/douala-date';
import { isInstant, isRecord } from '@/lib/unknown-value';

/*
 * The outcome of a call a member of staff records in the inbox, in a tap (issue 73): her choices alone, never
 * anything she typed as text. One table (OUTCOMES): each outcome and how what it carries beside its kind and its
 * time (`at`, ms) is read from untrusted JSON (by a family's page from the gateway's answer and from what its device
 * kept, by the gateway from its own rows); GatewayOutcome, the protocol's (protocol.ts), is derived from it.
 *   called     she spoke with the family; `appointment`: the day (ISO, Yaoundé) and time (HH:MM) agreed, if fixed
 *   no-answer  nobody answered; she calls again around `callback` (ms)
 *   whatsapp   she sent a WhatsApp message
 * A new outcome is a line here: the compiler then names every place that must say something of it (the inbox's
 * button and card, the form's reading, the family's sentence).
 */

type Raw = Record<string, unknown>;
type AgreedDay = { date: string; time?: string };


const OUTCOMES = {
  called: (raw: Raw): { appointment?: AgreedDay } | null => {
    const agreed = raw.appointment;
    if (agreed === undefined) return {};
    if (!isRecord(agreed) || typeof agreed.date !== 'string' || !isIsoDate(agreed.date)) return null;
    if (agreed.time !== undefined && !(typeof agreed.time === 'string' && isTimeOfDay(agreed.time) && agreed.time !== '24:00')) return null;
    return { appointment: { date: agreed.date, ...(agreed.time !== undefined ? { time: agreed.time } : {}) } };
  },
  'no-answer': (raw: Raw): { callback: number } | null => (isInstant(raw.callback) ? { callback: raw.callback } : null),
  whatsapp: () => ({}),
};

export type GatewayOutcomeKind = keyof typeof OUTCOMES;

/** One outcome: its kind, its time, and what it carries. */
export type OutcomeOf<K extends GatewayOutcomeKind> = { kind: K; at: number } & NonNullable<ReturnType<(typeof OUTCOMES)[K]>>;

export type GatewayOutcome = { [K in GatewayOutcomeKind]: OutcomeOf<K> }[GatewayOutcomeKind];

/** Every outcome, in the order the inbox offers them. */
export const OUTCOME_KINDS = membersOf(OUTCOMES);

/** An outcome read as untrusted JSON: all of it, of the right shape, or null (an outcome this build does not know included). */
export function readOutcome(raw: unknown): GatewayOutcome | null {
  if (!isRecord(raw) || !isInstant(raw.at)) return null;
  const kind = memberOf(OUTCOMES, raw.kind);
  const carried = kind ? OUTCOMES[kind](raw) : null;
  // The table's reader made `carried` for this `kind`: the one place the two are put together.
  return kind && carried ? ({ kind, at: raw.at, ...carried } as GatewayOutcome) : null;
}
