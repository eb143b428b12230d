import { VISIT_ANSWERS, VISIT_MESSAGE_PURPOSES, VISIT_PLACES, type VisitAnswer, type VisitMessagePurpose, type VisitPlace } from '@/lib/request/for-gateway';
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRev = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const text = (value: unknown, max = 200) => (typeof value === 'string' && value.length <= max ? value : undefined);

export function readVisitFacts(raw: unknown): VisitFacts | null {
  if (!isRecord(raw) || !oneOf(VISIT_STEPS, raw.step) || !isRev(raw.rev)) return null;
  const date = text(raw.date, 10);
  const time = text(raw.time, 5);
  const district = text(raw.district);
  const name = text(raw.with, 40);
  return {
    step: raw.step,
    rev: raw.rev,
    ...(date ? { date } : {}),
    ...(time ? { time } : {}),
    ...(oneOf(VISIT_PLACES, raw.place) ? { place: raw.place } : {}),
    ...(district ? { district } : {}),
    ...(name ? { with: name } : {}),
    ...(oneOf(CANCEL_REASONS, raw.reason) ? { reason: raw.reason } : {}),
  };
}

export function readMessageFacts(raw: unknown): MessageFacts | null {
  if (!isRecord(raw) || !isRev(raw.rev) || !oneOf(VISIT_MESSAGE_PURPOSES, raw.purpose)) return null;
  const channel = raw.channel === 'none' ? 'none' : oneOf(MESSAGE_CHANNELS, raw.channel) ? raw.channel : null;
  const state = raw.state === 'not-sent' ? 'not-sent' : oneOf(SEND_STATES, raw.state) ? raw.state : null;
  return channel && state ? { rev: raw.rev, purpose: raw.purpose, channel, state } : null;
}

export function readAnswerFacts(raw: unknown): AnswerFacts | null {
  return isRecord(raw) && oneOf(VISIT_ANSWERS, raw.kind) && isRev(raw.rev) ? { kind: raw.kind, rev: raw.rev } : null;
}
