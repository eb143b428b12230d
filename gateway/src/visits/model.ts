import { isTimeOfDay } from '@/lib/calendar-format';
import { doualaInstant, isIsoDate } from '@/lib/douala-date';
import { minutesOf } from '@/lib/hours';
import {
  VISIT_ANSWERS,
  VISIT_MESSAGE_PURPOSES,
  VISIT_PLACES,
  VISIT_STATES,
  type GatewayVisit,
  type GatewayVisitView,
  type Locale,
  type VisitAnswer,
  type VisitMessagePurpose,
  type VisitPlace,
  type VisitState,
} from '@/lib/request/for-gateway';

/*
 * A visit (issue 77): the appointment agreed on the phone, kept in its request's own row (store/schema.ts, `visit`,
 * a line of JSON; `visit_at`, its instant, for the list « Rendez-vous » and the alarm; `visit_key`, its link's key),
 * written by the statement that writes the action anyway, as the journal is: no row of its own to write or delete.
 * What it holds, and how each part of it is read back from that JSON: every part of the right shape, or the visit is
 * not read (a page never fails). Its messages (confirm, reminder), each with where it stands on each channel, are
 * part of it. Pure.
 */

/** Why the staff cancel a visit (« Annuler »): the family reads only that it is. */
export const CANCEL_REASONS = ['family', 'centre', 'mistake'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What the staff do to a visit: move it (a new revision, a new confirmation), cancel it, say the family came or not. */
export const VISIT_STEPS = ['agreed', 'moved', 'cancelled', 'attended', 'missed'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/** The channels a message leaves by: WhatsApp first, SMS when WhatsApp cannot. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * Where one message stands on one channel:
 *   leaving    its row written, the provider called: found so by the next run (the run died), it is `unknown`
 *   accepted   the provider took it (WhatsApp's message id, Brevo's)
 *   sent, delivered, read   the provider's statuses, each only after the one before (statuses.ts)
 *   failed     the provider took it, then said it could not deliver it (WhatsApp's 131026: not on WhatsApp)
 *   refused    the provider said no at once (a template not approved, no credit, a bad number)
 *   unknown    no answer, or a run that died: it may have left; never sent again on this channel
 */
export const SEND_STATES = ['leaving', 'accepted', 'sent', 'delivered', 'read', 'failed', 'refused', 'unknown'] as const;
export type SendState = (typeof SEND_STATES)[number];

export interface ChannelSend {
  state: SendState;
  /** When it left (the fallback's 15 minutes count from it), or its last status came. */
  at: number;
  /** The provider's id of the message (WhatsApp's wamid, Brevo's messageId). */
  id?: string;
  /** What the provider said when it would not: its code and a few words, never anything the family typed. */
  error?: string;
}

/** One message of a visit: its revision and purpose (one of each, never twice), and each channel it was tried on. */
export interface VisitMessageRecord {
  rev: number;
  purpose: VisitMessagePurpose;
  whatsapp?: ChannelSend;
  sms?: ChannelSend;
  /** It could not be sent by any channel: when the holder's phone was told (once), and why. */
  notSent?: { at: number; why: string };
}

export interface StoredVisit {
  /** The visit's generation on this request (a new visit after a cancelled one is the next): its link's token derives from it (token.ts). */
  gen: number;
  /** 1 when agreed, one more at each move. */
  rev: number;
  date: string;
  time: string;
  place: VisitPlace;
  district?: string;
  /** The first name (STAFF_NAMES) of who comes or receives. */
  with?: string;
  state: VisitState;
  /** When this revision was agreed (its confirmation is due then; its reminder from it: schedule.ts). */
  agreedAt: number;
  reason?: CancelReason;
  /** The family's answers, each with its revision: « Je serai là » at most once and « Je dois changer » at most once a revision (answers.ts). */
  answers: { kind: VisitAnswer; at: number; rev: number }[];
  /** « Venu » or « Absent »: when, by whom. */
  marked?: { at: number; by: string };
  messages: VisitMessageRecord[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isShort = (value: unknown, max = 200): value is string => typeof value === 'string' && value.length <= max;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

function readSend(raw: unknown): ChannelSend | null {
  if (!isRecord(raw) || !oneOf(SEND_STATES, raw.state) || !isInstant(raw.at)) return null;
  if ((raw.id !== undefined && !isShort(raw.id)) || (raw.error !== undefined && !isShort(raw.error))) return null;
  return { state: raw.state, at: raw.at, ...(raw.id !== undefined ? { id: raw.id as string } : {}), ...(raw.error !== undefined ? { error: raw.error as string } : {}) };
}

function readMessage(raw: unknown): VisitMessageRecord | null {
  if (!isRecord(raw) || !isWhole(raw.rev) || !oneOf(VISIT_MESSAGE_PURPOSES, raw.purpose)) return null;
  const whatsapp = raw.whatsapp === undefined ? undefined : readSend(raw.whatsapp);
  const sms = raw.sms === undefined ? undefined : readSend(raw.sms);
  const notSent = raw.notSent;
  if (whatsapp === null || sms === null) return null;
  if (notSent !== undefined && !(isRecord(notSent) && isInstant(notSent.at) && isShort(notSent.why))) return null;
  return {
    rev: raw.rev,
    purpose: raw.purpose,
    ...(whatsapp ? { whatsapp } : {}),
    ...(sms ? { sms } : {}),
    ...(notSent ? { notSent: { at: notSent.at as number, why: notSent.why as string } } : {}),
  };
}

/** A visit as its row keeps it (`visit`, JSON), or null: none, or not of its shape. */
export function readStoredVisit(text: string | null | undefined): StoredVisit | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || !isWhole(raw.gen) || !isWhole(raw.rev) || !isInstant(raw.agreedAt)) return null;
  if (typeof raw.date !== 'string' || !isIsoDate(raw.date) || typeof raw.time !== 'string' || !isTimeOfDay(raw.time) || raw.time === '24:00') return null;
  if (!oneOf(VISIT_PLACES, raw.place) || !oneOf(VISIT_STATES, raw.state)) return null;
  if ((raw.district !== undefined && !isShort(raw.district)) || (raw.with !== undefined && !isShort(raw.with, 40))) return null;
  if (raw.reason !== undefined && !oneOf(CANCEL_REASONS, raw.reason)) return null;
  const marked = raw.marked;
  if (marked !== undefined && !(isRecord(marked) && isInstant(marked.at) && isShort(marked.by, 40))) return null;
  if (!Array.isArray(raw.answers) || !Array.isArray(raw.messages)) return null;
  const answers = raw.answers.flatMap((one: unknown) => (isRecord(one) && oneOf(VISIT_ANSWERS, one.kind) && isInstant(one.at) && isWhole(one.rev) ? [{ kind: one.kind, at: one.at, rev: one.rev }] : []));
  const messages = raw.messages.map(readMessage);
  if (answers.length !== raw.answers.length || messages.some((one) => one === null)) return null;
  return {
    gen: raw.gen,
    rev: raw.rev,
    date: raw.date,
    time: raw.time,
    place: raw.place,
    ...(raw.district !== undefined ? { district: raw.district as string } : {}),
    ...(raw.with !== undefined ? { with: raw.with as string } : {}),
    state: raw.state,
    agreedAt: raw.agreedAt,
    ...(raw.reason !== undefined ? { reason: raw.reason as CancelReason } : {}),
    answers,
    ...(marked ? { marked: { at: marked.at as number, by: marked.by as string } } : {}),
    messages: messages as VisitMessageRecord[],
  };
}

/** The visit's instant: its day and time, in Yaoundé. */
export const visitInstant = (visit: Pick<StoredVisit, 'date' | 'time'>) => doualaInstant(visit.date, minutesOf(visit.time));

/** The family's last answer to this revision of the visit, if any. */
export function answerOf(visit: StoredVisit): StoredVisit['answers'][number] | undefined {
  return visit.answers.filter((answer) => answer.rev === visit.rev).at(-1);
}

/** A message of the visit, by revision and purpose. */
export const messageOf = (visit: StoredVisit, rev: number, purpose: VisitMessagePurpose) => visit.messages.find((one) => one.rev === rev && one.purpose === purpose);

/** What the link of a message shows (and so what the message says): the visit, its reference, its page's language. */
export function visitViewOf(visit: StoredVisit, request: { reference: string; locale: Locale }): GatewayVisitView {
  const answer = answerOf(visit);
  return {
    reference: request.reference,
    locale: request.locale,
    revision: visit.rev,
    date: visit.date,
    time: visit.time,
    place: visit.place,
    ...(visit.place === 'home' && visit.district ? { district: visit.district } : {}),
    state: visit.state,
    ...(answer ? { answer: { kind: answer.kind, at: answer.at } } : {}),
  };
}

/** What the device that sent the request reads: the same, who comes or receives, and the link's token to share. */
export function gatewayVisitOf(visit: StoredVisit, token: string): GatewayVisit {
  const { reference, locale, ...view } = visitViewOf(visit, { reference: '', locale: 'fr' });
  void reference;
  void locale;
  return { ...view, ...(visit.with ? { with: visit.with } : {}), token };
}

/** The visits' places, states and answers, for a switch that must name each (a `never` check where one is left). */
export type { VisitAnswer, VisitPlace, VisitState };
