import { doualaInstant } from '@/lib/douala-date';
import { minutesOf } from '@/lib/hours';
import {
  VISIT_MESSAGE_PURPOSES,
  type GatewayVisit,
  type GatewayVisitView,
  type Locale,
  type VisitAnswer,
  type VisitMessagePurpose,
  type VisitPlace,
  type VisitState,
} from '@/lib/request/for-gateway';
import { THREAD_PURPOSES } from '../thread/model';
import { VISIT_RESULTS, type VisitResult } from './results';

/*
 * A visit (issues 77, 83): the appointment agreed on the phone, a row of its own (store/schema.ts, `visits`: one a
 * visit; a new one after a cancel is a new row, the old kept for the report), and its messages, rows of the family's
 * thread (`messages`). Changed by one transition function alone (transition.ts). What each holds; their rows are
 * store/visit-rows.ts's. Pure.
 */

/** Why the staff cancel a visit (« Annuler »): the family reads only that it is. */
export const CANCEL_REASONS = ['family', 'centre', 'mistake'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Where a visit stands: to come (moved or not), cancelled, or marked with one of its results (results.ts). */
export const VISIT_PHASES = ['booked', 'cancelled', 'marked'] as const;
export type VisitPhase = (typeof VISIT_PHASES)[number];

/** The channels a message leaves (or comes) by: WhatsApp first, SMS when WhatsApp cannot. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** A message goes to the family (out), or comes from it (in: issue 82's, on the same table). */
export const MESSAGE_DIRECTIONS = ['out', 'in'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Why a message of the thread was written: a visit's purposes (lib/request/visit/words.ts), then issue 82's (thread/model.ts: the family's, an echo, the staff's). */
export const MESSAGE_PURPOSES = [...VISIT_MESSAGE_PURPOSES, ...THREAD_PURPOSES] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

/**
 * Where one message stands on its channel:
 *   leaving    its row written, the provider called: found so by the next run (the run died), it is `unknown`
 *   accepted   the provider took it (WhatsApp's message id, Brevo's)
 *   sent, delivered, read   the provider's statuses, each only after the one before (statuses.ts)
 *   failed     the provider took it, then said it could not deliver it (WhatsApp's 131026: not on WhatsApp)
 *   refused    the provider said no at once (a template not approved, no credit, a bad number)
 *   unknown    no answer, or a run that died: it may have left; never sent again on this channel
 */
export const SEND_STATES = ['leaving', 'accepted', 'sent', 'delivered', 'read', 'failed', 'refused', 'unknown'] as const;
export type SendState = (typeof SEND_STATES)[number];

/** Where a message stands, when it last moved, the provider's id, and what the provider said when it would not. */
export interface ChannelSend {
  state: SendState;
  /** When it left (the fallback's wait counts from it), or its last status came. */
  at: number;
  id?: string;
  error?: string;
}

/** A message that no channel could send: which, and why (the card says it; the holder's phone told once). */
export interface Unsent {
  rev: number;
  purpose: VisitMessagePurpose;
  at: number;
  why: string;
}

export interface Visit {
  requestId: string;
  /** The visit's generation on its request (a new visit after a cancelled one is the next): its link derives from it (token.ts). */
  gen: number;
  /** What its messages say: 1 when agreed, one more at each move of its day, time or place (a message is sent once a revision and purpose). */
  rev: number;
  /** The calendar's SEQUENCE: one more at every change the family sees, across the request's generations (protocol.ts). */
  seq: number;
  date: string;
  time: string;
  /** Its instant (date and time in Yaoundé). */
  at: number;
  place: VisitPlace;
  district?: string;
  /** The first name (STAFF_NAMES) of who comes or receives. */
  with?: string;
  phase: VisitPhase;
  result?: VisitResult;
  /** When it was first agreed (the report's week of agreements). */
  agreedAt: number;
  /** When this revision was agreed: its message is due then, its reminder from it (schedule.ts). */
  revAt: number;
  /** When it last changed at the staff's hand (a move, who comes, a cancel: its message is due then; a mark). */
  changedAt: number;
  /** Who comes changed with no message: when (the card says it). */
  withAt?: number;
  reason?: CancelReason;
  markedBy?: string;
  /** The family's answer, to which revision: a change of mind allowed until the visit's hour. */
  answer?: { kind: VisitAnswer; at: number; rev: number };
  /** The first « Je serai là » and « Je dois changer » ever said (the report). */
  comingAt?: number;
  changeAt?: number;
  unsent: Unsent[];
  /** Its link's key (token.ts): the family's page and the providers' statuses find it by it. */
  linkKey: string | null;
}

/** One message of the family's thread (store/schema.ts, `messages`). */
export interface ThreadMessage {
  requestId: string;
  /** Its id on its request: a visit's `<gen>.<rev>.<purpose>.<channel>` (never written twice); issue 82's its own. */
  id: string;
  /** Its visit (the request's and this generation), or none. */
  visitGen?: number;
  direction: MessageDirection;
  channel: MessageChannel;
  purpose: MessagePurpose;
  /** The visit's revision it says. */
  rev?: number;
  /** The provider's id (WhatsApp's wamid, Brevo's messageId): one message per id (a unique index). */
  providerId?: string;
  state: SendState;
  /** Its own time: written (out), or sent by the family (in). */
  at: number;
  /** When its state last moved. */
  stateAt: number;
  /** Who wrote it: a member of staff's first name; none for the gateway's own (a visit's) and the family's. */
  by?: string;
  error?: string;
  /** Its text, when it is not a template's (issue 82's replies and the family's messages); none for a visit's. */
  body?: string;
}

/** A visit with the messages of its generation. */
export interface VisitRecord extends Visit {
  messages: ThreadMessage[];
}

/** The id of a visit's message: its generation, revision, purpose and channel, once each. */
export const messageId = (gen: number, rev: number, purpose: MessagePurpose, channel: MessageChannel) => `${gen}.${rev}.${purpose}.${channel}`;

/** The visit's instant: its day and time, in Yaoundé. */
export const visitInstant = (visit: Pick<Visit, 'date' | 'time'>) => doualaInstant(visit.date, minutesOf(visit.time));

/** A message of a visit's revision and purpose, on each channel tried, and whether none could send it. */
export interface VisitMessageRecord {
  rev: number;
  purpose: VisitMessagePurpose;
  whatsapp?: ChannelSend;
  sms?: ChannelSend;
  unsent?: Unsent;
}

const sendOf = (message: ThreadMessage): ChannelSend => ({ state: message.state, at: message.stateAt, ...(message.providerId ? { id: message.providerId } : {}), ...(message.error ? { error: message.error } : {}) });

/** A message of the visit, by revision and purpose, on each channel (none tried: undefined). */
export function messageOf(visit: VisitRecord, rev: number, purpose: VisitMessagePurpose): VisitMessageRecord | undefined {
  const rows = visit.messages.filter((one) => one.direction === 'out' && one.visitGen === visit.gen && one.rev === rev && one.purpose === purpose);
  const unsent = visit.unsent.find((one) => one.rev === rev && one.purpose === purpose);
  if (rows.length === 0 && !unsent) return undefined;
  const whatsapp = rows.find((one) => one.channel === 'whatsapp');
  const sms = rows.find((one) => one.channel === 'sms');
  return { rev, purpose, ...(whatsapp ? { whatsapp: sendOf(whatsapp) } : {}), ...(sms ? { sms: sendOf(sms) } : {}), ...(unsent ? { unsent } : {}) };
}

/** The family's answer to this revision of the visit, if any. */
export const answerOf = (visit: Pick<Visit, 'answer' | 'rev'>) => (visit.answer && visit.answer.rev === visit.rev ? visit.answer : undefined);

/** What the family's page reads of a visit's phase: booked, cancelled, or what its result says (results.ts). */
export function familyState(visit: Pick<Visit, 'phase' | 'result'>): VisitState {
  switch (visit.phase) {
    case 'booked':
    case 'cancelled':
      return visit.phase;
    case 'marked':
      return visit.result ? VISIT_RESULTS[visit.result].family : 'attended';
  }
}

/** What a message's link shows, and the family's open page too (one view, issue 83): the visit, who comes, its reference, its page's language. */
export function visitViewOf(visit: Visit, request: { reference: string; locale: Locale }): GatewayVisitView {
  const answer = answerOf(visit);
  return {
    reference: request.reference,
    locale: request.locale,
    revision: visit.rev,
    sequence: visit.seq,
    date: visit.date,
    time: visit.time,
    place: visit.place,
    ...(visit.place === 'home' && visit.district ? { district: visit.district } : {}),
    ...(visit.with ? { with: visit.with } : {}),
    state: familyState(visit),
    ...(answer ? { answer: { kind: answer.kind, at: answer.at } } : {}),
  };
}

/** What the device that sent the request reads: the same view, and the link's token to share. */
export function gatewayVisitOf(visit: Visit, token: string): GatewayVisit {
  const { reference, locale, ...view } = visitViewOf(visit, { reference: '', locale: 'fr' });
  void reference;
  void locale;
  return { ...view, token };
}

/** The visits' places, answers and purposes, for a switch that must name each. */
export type { VisitAnswer, VisitPlace, VisitMessagePurpose };
