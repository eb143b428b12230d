import { unreachable } from '@/lib/closed-set';
import { VISIT_MESSAGE_PURPOSES, type VisitAnswer, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import type { JournalEntry } from '../journal';
import type { VisitWhere } from './fields';
import type { VisitFacts } from './journal-facts';
import { messageId, visitInstant, type CancelReason, type MessageChannel, type MessagePurpose, type SendState, type ThreadMessage, type Visit, type VisitPhase, type VisitRecord } from './model';
import { markableFrom, type VisitResult } from './results';
import { advance } from './statuses';

/*
 * Every change of a visit, and of its messages, goes through here (issue 83): one pure function, a visit's state and
 * an event in, what to write and what to journal out, or « refused ». The store applies it in one transaction
 * (store/visits.ts, applyTransition) and no other code writes the visits' rows or their messages'.
 *
 *   from \ event   agree      move       cancel      mark       answer    withdraw   message    rekey
 *   none           booked*    —          —           —          —         none       —          —
 *   booked         booked     booked     cancelled   marked     booked    booked     booked     booked
 *   cancelled      booked*    —          —           —          —         cancelled  cancelled  cancelled
 *   marked         booked*    —          —           marked     —         marked     marked     marked
 * (* a new visit: the next generation, a new row, the old one kept.) Besides the table, each event's own rule: a move
 * that changes nothing is refused, one that changes only who comes keeps its revision (no message: nothing it says
 * changed); a result from its time on (results.ts); an answer before the visit's hour, the same one again writing
 * nothing, a change of mind allowed; a consent withdrawn once; a message's progress forward only (statuses.ts); a
 * link keyed anew, journaled by none (nothing a person did).
 */

export const VISIT_EVENTS = ['agree', 'move', 'cancel', 'mark', 'answer', 'withdraw', 'message', 'rekey'] as const;
export type VisitEventKind = (typeof VISIT_EVENTS)[number];

/** The visit's phase, or none: no visit yet on the request. */
export type VisitFrom = VisitPhase | 'none';

/** The table: for each phase and event, the phase after it, `new` (another visit), or null (refused). */
export const VISIT_TRANSITIONS = {
  none: { agree: 'new', move: null, cancel: null, mark: null, answer: null, withdraw: 'none', message: null, rekey: null },
  booked: { agree: 'booked', move: 'booked', cancel: 'cancelled', mark: 'marked', answer: 'booked', withdraw: 'booked', message: 'booked', rekey: 'booked' },
  cancelled: { agree: 'new', move: null, cancel: null, mark: null, answer: null, withdraw: 'cancelled', message: 'cancelled', rekey: 'cancelled' },
  marked: { agree: 'new', move: null, cancel: null, mark: 'marked', answer: null, withdraw: 'marked', message: 'marked', rekey: 'marked' },
} as const satisfies Record<VisitFrom, Record<VisitEventKind, VisitFrom | 'new' | null>>;

/** The most revisions a visit has: a move beyond it is refused. */
export const MAX_REVISIONS = 30;

/** A visit's purpose (its messages'), not the thread's others (issue 82's: the family's, the staff's). */
export const isVisitPurpose = (purpose: MessagePurpose): purpose is VisitMessagePurpose => (VISIT_MESSAGE_PURPOSES as readonly string[]).includes(purpose);

/** A message's progress, as the alarm and the providers make it. */
export type MessageProgress =
  /** Written before it leaves by this channel (never twice: its id is its row's key). */
  | { step: 'leaving'; rev: number; purpose: VisitMessagePurpose; channel: MessageChannel }
  /** What the provider answered on sending. */
  | { step: 'said'; id: string; state: Extract<SendState, 'accepted' | 'refused' | 'unknown'>; providerId?: string; error?: string }
  /** A provider's status (a webhook), forward only. */
  | { step: 'status'; id: string; state: Extract<SendState, 'sent' | 'delivered' | 'read' | 'failed'>; providerId?: string; error?: string }
  /** Left `leaving` by a run that died: it may have left. */
  | { step: 'lost'; id: string }
  /** No channel could send it: said once. */
  | { step: 'unsent'; rev: number; purpose: VisitMessagePurpose; why: string };

export type VisitEvent =
  | { kind: 'agree'; where: VisitWhere; by: string; linkKey: string }
  | { kind: 'move'; where: VisitWhere; by: string }
  | { kind: 'cancel'; reason: CancelReason; by: string }
  | { kind: 'mark'; result: VisitResult; by: string }
  | { kind: 'answer'; answer: VisitAnswer }
  /** Consent withdrawn: by a member of staff (her first name), or by the family (« STOP », issue 82). */
  | { kind: 'withdraw'; by: string | null }
  | { kind: 'message'; progress: MessageProgress }
  /** Its link keyed anew with the current secret: none of the secrets made its key any more (token.ts). */
  | { kind: 'rekey'; linkKey: string };

/** What the transition is applied to: the request's last visit (with its messages) and what of the request it reads. */
export interface VisitState {
  /** The request's last visit, if any. */
  visit: VisitRecord | null;
  request: { id: string; consented: boolean; consentOff: boolean };
  now: number;
}

/** What to write: the visit (a new row, or its row changed), a message (new, or changed), the request, the journal. */
export interface Writes {
  visit?: { insert: Visit } | { update: Visit; before: Visit };
  message?: { insert: ThreadMessage } | { update: ThreadMessage; before: ThreadMessage };
  /** The request back on top, nobody's (store/on-top.ts, BACK_ON_TOP): « Je dois changer » on a request nobody holds or done. */
  backOnTop?: true;
  /** Consent withdrawn, now. */
  consentOff?: number;
  journal: JournalEntry[];
}

export type Transition = { kind: 'refused' } | { kind: 'same' } | ({ kind: 'applied' } & Writes);

const REFUSED = { kind: 'refused' } as const;
const SAME = { kind: 'same' } as const;

/** The journal's facts of a visit's step. */
function factsOf(step: VisitFacts['step'], visit: Visit): VisitFacts {
  const where = step === 'agreed' || step === 'moved';
  return {
    step,
    rev: visit.rev,
    ...(where ? { date: visit.date, time: visit.time, place: visit.place, ...(visit.district ? { district: visit.district } : {}), ...(visit.with ? { with: visit.with } : {}) } : {}),
    ...(step === 'cancelled' && visit.reason ? { reason: visit.reason } : {}),
    ...(step === 'marked' && visit.result ? { result: visit.result } : {}),
  };
}

const placed = (where: VisitWhere) => ({ ...where, at: visitInstant(where) });

/** A new visit: the request's first, or the next generation after one cancelled or marked. */
function agreed(state: VisitState, event: Extract<VisitEvent, { kind: 'agree' }>): Transition {
  const { visit: last, request, now } = state;
  const { date, time, place, district, with: name } = event.where;
  const visit: Visit = {
    requestId: request.id,
    gen: (last?.gen ?? 0) + 1,
    rev: 1,
    // The calendar goes on from the last visit's sequence: the same event (its UID), a higher SEQUENCE.
    seq: last ? last.seq + 1 : 0,
    date,
    time,
    at: visitInstant({ date, time }),
    place,
    ...(district ? { district } : {}),
    ...(name ? { with: name } : {}),
    phase: 'booked',
    agreedAt: now,
    revAt: now,
    changedAt: now,
    unsent: [],
    linkKey: event.linkKey,
  };
  return { kind: 'applied', visit: { insert: visit }, journal: [{ at: now, action: 'visit', by: event.by, visit: factsOf('agreed', visit) }] };
}

/** A move: a new revision when what the messages say changes (day, time, place), else who comes alone. */
function moved({ visit, now }: VisitState & { visit: VisitRecord }, where: VisitWhere, by: string): Transition {
  const says = visit.date !== where.date || visit.time !== where.time || visit.place !== where.place || visit.district !== where.district;
  const who = visit.with !== where.with;
  if (!says && !who) return REFUSED;
  if (says && visit.rev >= MAX_REVISIONS) return REFUSED;
  const { district, with: name, withAt, ...rest } = withoutMessages(visit);
  void district;
  void name;
  // Who comes is on the family's page, never in a message: its change is said on the card, with when.
  const changedWho = who ? now : withAt;
  const next: Visit = { ...rest, ...placed(where), seq: visit.seq + 1, changedAt: now, ...(says ? { rev: visit.rev + 1, revAt: now } : {}), ...(changedWho !== undefined ? { withAt: changedWho } : {}) };
  return { kind: 'applied', visit: { update: withoutMessages(next), before: withoutMessages(visit) }, journal: [{ at: now, action: 'visit', by, visit: factsOf('moved', next) }] };
}

const withoutMessages = (visit: Visit | VisitRecord): Visit => {
  const { messages, ...rest } = visit as VisitRecord;
  void messages;
  return rest;
};

function answered({ visit, request, now }: VisitState & { visit: VisitRecord }, answer: VisitAnswer, holder: { done: boolean; held: boolean }): Transition {
  // Until the visit's hour: after it, its page says it took place or passed.
  if (now >= visit.at) return REFUSED;
  const current = visit.answer && visit.answer.rev === visit.rev ? visit.answer : undefined;
  if (current?.kind === answer) return SAME;
  const next: Visit = {
    ...withoutMessages(visit),
    answer: { kind: answer, at: now, rev: visit.rev },
    ...(answer === 'coming' ? { comingAt: visit.comingAt ?? now } : { changeAt: visit.changeAt ?? now }),
  };
  void request;
  return {
    kind: 'applied',
    visit: { update: next, before: withoutMessages(visit) },
    // « Je dois changer »: someone must call; a request nobody holds, or done, goes back on top by the one road.
    ...(answer === 'change' && !holder.held ? { backOnTop: true as const } : {}),
    journal: [{ at: now, action: 'answered', answer: { kind: answer, rev: visit.rev } }],
  };
}

function message({ visit, now }: VisitState & { visit: VisitRecord }, progress: MessageProgress): Transition {
  // The visit's own messages (its generation's, of a visit's purpose): the thread's others are not the visit's to change.
  const find = (id: string) => visit.messages.find((one): one is ThreadMessage & { purpose: VisitMessagePurpose } => one.id === id && isVisitPurpose(one.purpose));
  const line = (one: ThreadMessage & { purpose: VisitMessagePurpose }, state: SendState): JournalEntry => ({ at: now, action: 'message', message: { rev: one.rev ?? visit.rev, purpose: one.purpose, channel: one.channel, state } });
  switch (progress.step) {
    case 'leaving': {
      const id = messageId(visit.gen, progress.rev, progress.purpose, progress.channel);
      if (find(id)) return REFUSED;
      const insert: ThreadMessage = { requestId: visit.requestId, id, visitGen: visit.gen, direction: 'out', channel: progress.channel, purpose: progress.purpose, rev: progress.rev, state: 'leaving', at: now, stateAt: now };
      return { kind: 'applied', message: { insert }, journal: [] };
    }
    case 'said':
    case 'status': {
      const before = find(progress.id);
      if (!before) return REFUSED;
      const said = { state: progress.state, at: now, ...(progress.providerId ? { id: progress.providerId } : {}), ...(progress.error ? { error: progress.error } : {}) };
      const current = { state: before.state, at: before.stateAt, ...(before.providerId ? { id: before.providerId } : {}), ...(before.error ? { error: before.error } : {}) };
      // The provider's answer after a status that came first (its webhook before its answer) keeps the status, with the id.
      const next = progress.step === 'said' && before.state === 'leaving' ? said : advance(current, said);
      if (!next) return SAME;
      const update = { ...before, state: next.state, stateAt: next.at, ...(next.id ? { providerId: next.id } : {}), ...(next.error ? { error: next.error } : {}) };
      // The gateway's doing and what went wrong are journaled; a receipt (sent, delivered, read) is the row's alone.
      const journaled = next.state !== before.state && (next.state === 'accepted' || next.state === 'refused' || next.state === 'unknown' || next.state === 'failed');
      return { kind: 'applied', message: { update, before }, journal: journaled ? [line(update, next.state)] : [] };
    }
    case 'lost': {
      const before = find(progress.id);
      if (!before || before.state !== 'leaving') return SAME;
      // Its time stays the one it left at: the SMS's wait counts from it.
      const update = { ...before, state: 'unknown' as const, error: 'envoi interrompu' };
      return { kind: 'applied', message: { update, before }, journal: [line(update, 'unknown')] };
    }
    case 'unsent': {
      if (visit.unsent.some((one) => one.rev === progress.rev && one.purpose === progress.purpose)) return SAME;
      const next: Visit = { ...withoutMessages(visit), unsent: [...visit.unsent, { rev: progress.rev, purpose: progress.purpose, at: now, why: progress.why.slice(0, 200) }] };
      return { kind: 'applied', visit: { update: next, before: withoutMessages(visit) }, journal: [{ at: now, action: 'message', message: { rev: progress.rev, purpose: progress.purpose, channel: 'none', state: 'not-sent' } }] };
    }
    default:
      return unreachable(progress);
  }
}

/**
 * The one transition: the request's visit (or none) and an event, and what the request's holder is (`holder`: held
 * by someone now, not done; a change asked brings back the others). What to write and journal, or refused, or the
 * same (nothing to write).
 */
export function transition(state: VisitState, event: VisitEvent, holder: { held: boolean; done: boolean } = { held: false, done: false }): Transition {
  const { visit, request, now } = state;
  const from: VisitFrom = visit?.phase ?? 'none';
  const to = VISIT_TRANSITIONS[from][event.kind];
  if (to === null) return REFUSED;
  switch (event.kind) {
    case 'agree':
      // « Appelée » again with a day on a visit booked: a move.
      return visit?.phase === 'booked' ? moved({ ...state, visit }, event.where, event.by) : agreed(state, event);
    case 'move':
      return visit ? moved({ ...state, visit }, event.where, event.by) : REFUSED;
    case 'cancel': {
      if (!visit) return REFUSED;
      const next: Visit = { ...withoutMessages(visit), phase: 'cancelled', reason: event.reason, seq: visit.seq + 1, changedAt: now };
      return { kind: 'applied', visit: { update: next, before: withoutMessages(visit) }, journal: [{ at: now, action: 'visit', by: event.by, visit: factsOf('cancelled', next) }] };
    }
    case 'mark': {
      if (!visit || now < markableFrom(event.result, visit.at) || (visit.phase === 'marked' && visit.result === event.result)) return REFUSED;
      const next: Visit = { ...withoutMessages(visit), phase: 'marked', result: event.result, markedBy: event.by, changedAt: now };
      return { kind: 'applied', visit: { update: next, before: withoutMessages(visit) }, journal: [{ at: now, action: 'visit', by: event.by, visit: factsOf('marked', next) }] };
    }
    case 'answer':
      return visit ? answered({ ...state, visit }, event.answer, holder) : REFUSED;
    case 'withdraw':
      if (!request.consented || request.consentOff) return SAME;
      return { kind: 'applied', consentOff: now, journal: [{ at: now, action: 'consent', ...(event.by ? { by: event.by } : {}) }] };
    case 'message':
      return visit ? message({ ...state, visit }, event.progress) : REFUSED;
    case 'rekey':
      return visit ? { kind: 'applied', visit: { update: { ...withoutMessages(visit), linkKey: event.linkKey }, before: withoutMessages(visit) }, journal: [] } : REFUSED;
    default:
      return unreachable(event);
  }
}
