import { memberOf } from '@/lib/closed-set';
import { VISIT_ANSWERS, VISIT_MESSAGE_PURPOSES, VISIT_PLACES, type VisitAnswer, type VisitMessagePurpose, type VisitPlace } from '@/lib/request/for-gateway';
import { CANCEL_REASONS, MESSAGE_CHANNELS, SEND_STATES, type CancelReason, type MessageChannel, type SendState } from './model';
import { VISIT_RESULTS, type VisitResult } from './results';
import { isPositiveWhole, isRecord } from '@/lib/unknown-value';

/*
 * What a request's journal (journal.ts) keeps of its visit (issues 77, 83): each step the staff took, each message's
 * fate, each answer of the family; read back as untrusted JSON (a line this build cannot read is skipped). Pure.
 */

/** The staff's steps on a visit: agreed, moved (its day, time, place or who), cancelled, marked with a result (results.ts). */
export const VISIT_STEPS = ['agreed', 'moved', 'cancelled', 'marked'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/** A visit agreed, moved (its new day, time, place and who), cancelled (why), or marked (its result). */
export interface VisitFacts {
  step: VisitStep;
  rev: number;
  date?: string;
  time?: string;
  place?: VisitPlace;
  district?: string;
  with?: string;
  reason?: CancelReason;
  result?: VisitResult;
}

/** A message of the visit: its revision, purpose, channel (none: it could not leave at all) and where it stands. */
export interface MessageFacts {
  rev: number;
  purpose: VisitMessagePurpose;
  channel: MessageChannel | 'none';
  state: SendState | 'not-sent';
}

export interface AnswerFacts {
  kind: VisitAnswer;
  rev: number;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max ? value : undefined);

/** A step as written, and as issue 77's journal wrote a result (« attended », « missed »: a step of its own then). */
function stepOf(raw: Record<string, unknown>): { step: VisitStep; result?: VisitResult } | null {
  const step = memberOf(VISIT_STEPS, raw.step);
  if (step) {
    const result = memberOf(VISIT_RESULTS, raw.result);
    return step === 'marked' && !result ? null : { step, ...(step === 'marked' && result ? { result } : {}) };
  }
  const result = memberOf(VISIT_RESULTS, raw.step);
  return result ? { step: 'marked', result } : null;
}

export function readVisitFacts(raw: unknown): VisitFacts | null {
  const step = isRecord(raw) ? stepOf(raw) : null;
  if (!isRecord(raw) || !step || !isPositiveWhole(raw.rev)) return null;
  const date = text(raw.date, 10);
  const time = text(raw.time, 5);
  const district = text(raw.district);
  const name = text(raw.with, 40);
  const place = memberOf(VISIT_PLACES, raw.place);
  const reason = memberOf(CANCEL_REASONS, raw.reason);
  return {
    ...step,
    rev: raw.rev,
    ...(date ? { date } : {}),
    ...(time ? { time } : {}),
    ...(place ? { place } : {}),
    ...(district ? { district } : {}),
    ...(name ? { with: name } : {}),
    ...(reason ? { reason } : {}),
  };
}

export function readMessageFacts(raw: unknown): MessageFacts | null {
  if (!isRecord(raw) || !isPositiveWhole(raw.rev)) return null;
  const purpose = memberOf(VISIT_MESSAGE_PURPOSES, raw.purpose);
  const channel = raw.channel === 'none' ? 'none' : memberOf(MESSAGE_CHANNELS, raw.channel);
  const state = raw.state === 'not-sent' ? 'not-sent' : memberOf(SEND_STATES, raw.state);
  return purpose && channel && state ? { rev: raw.rev, purpose, channel, state } : null;
}

export function readAnswerFacts(raw: unknown): AnswerFacts | null {
  const kind = isRecord(raw) ? memberOf(VISIT_ANSWERS, raw.kind) : undefined;
  return isRecord(raw) && kind && isPositiveWhole(raw.rev) ? { kind, rev: raw.rev } : null;
}
