import { VISIT_ANSWERS, VISIT_MESSAGE_PURPOSES, VISIT_PLACES, type VisitAnswer, type VisitMessagePurpose, type VisitPlace } from '@/lib/request/for-gateway';
import { memberOf } from '@/lib/closed-set';
import { isPositiveWhole, isRecord } from '@/lib/unknown-value';
import { CANCEL_REASONS, MESSAGE_CHANNELS, SEND_STATES, VISIT_STEPS, type CancelReason, type MessageChannel, type SendState, type VisitStep } from './model';

/*
 * What a request's journal (journal.ts) keeps of its visit (issue 77): each step the staff took, each message's fate,
 * each answer of the family; read back as untrusted JSON (a line this build cannot read is skipped). Pure.
 */

/** A visit agreed, moved (its new day, time, place and who), cancelled (why), or marked « Venu » / « Absent ». */
export interface VisitFacts {
  step: VisitStep;
  rev: number;
  date?: string;
  time?: string;
  place?: VisitPlace;
  district?: string;
  with?: string;
  reason?: CancelReason;
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

export function readVisitFacts(raw: unknown): VisitFacts | null {
  const step = isRecord(raw) ? memberOf(VISIT_STEPS, raw.step) : undefined;
  if (!isRecord(raw) || !step || !isPositiveWhole(raw.rev)) return null;
  const place = memberOf(VISIT_PLACES, raw.place);
  const reason = memberOf(CANCEL_REASONS, raw.reason);
  const date = text(raw.date, 10);
  const time = text(raw.time, 5);
  const district = text(raw.district);
  const name = text(raw.with, 40);
  return {
    step,
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
  const purpose = isRecord(raw) ? memberOf(VISIT_MESSAGE_PURPOSES, raw.purpose) : undefined;
  if (!isRecord(raw) || !isPositiveWhole(raw.rev) || !purpose) return null;
  const channel = memberOf([...MESSAGE_CHANNELS, 'none'] as const, raw.channel);
  const state = memberOf([...SEND_STATES, 'not-sent'] as const, raw.state);
  return channel && state ? { rev: raw.rev, purpose, channel, state } : null;
}

export function readAnswerFacts(raw: unknown): AnswerFacts | null {
  const kind = isRecord(raw) ? memberOf(VISIT_ANSWERS, raw.kind) : undefined;
  return isRecord(raw) && kind && isPositiveWhole(raw.rev) ? { kind, rev: raw.rev } : null;
}
