import { memberOf } from '@/lib/closed-set';
import { isCount, isInstant, isPositiveWhole } from '@/lib/unknown-value';
import { isTimeOfDay } from '@/lib/calendar-format';
import { isIsoDate } from '@/lib/douala-date';
import { VISIT_ANSWERS, VISIT_MESSAGE_PURPOSES, VISIT_PLACES } from '@/lib/request/for-gateway';
import { VISIT_RESULTS } from '../visits/results';
import { CANCEL_REASONS, MESSAGE_CHANNELS, MESSAGE_DIRECTIONS, MESSAGE_PURPOSES, SEND_STATES, VISIT_PHASES, type ThreadMessage, type Unsent, type Visit } from '../visits/model';

/*
 * A visit and a message as their rows hold them (schema.ts, `visits` and `messages`), written whole and read back:
 * every part of the right shape, or the row is not read (a page never fails). Pure.
 */

const short = (value: unknown, max = 200): string | undefined => (typeof value === 'string' && value !== '' && value.length <= max ? value : undefined);
const instant = (value: unknown) => (isInstant(value) ? value : undefined);

/** A visit's row as the table holds it (schema.ts): the columns named as the record's fields hold its types. */
export type VisitColumns = Pick<Visit, 'gen' | 'rev' | 'seq' | 'date' | 'time' | 'at'> & {
  request_id: string;
  place: string;
  district: string | null;
  with_name: string | null;
  phase: string;
  result: string | null;
  agreed_at: number;
  rev_at: number;
  changed_at: number;
  with_at: number | null;
  reason: string | null;
  marked_by: string | null;
  answer: string | null;
  answer_at: number | null;
  answer_rev: number | null;
  coming_at: number | null;
  change_at: number | null;
  unsent: string | null;
  link_key: string | null;
};

function readUnsent(text: string | null): Unsent[] {
  if (!text) return [];
  try {
    const raw = JSON.parse(text) as unknown;
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((one: unknown) => {
      const record = (typeof one === 'object' && one !== null ? one : {}) as Record<string, unknown>;
      const purpose = memberOf(VISIT_MESSAGE_PURPOSES, record.purpose);
      const why = short(record.why);
      return isPositiveWhole(record.rev) && purpose && isInstant(record.at) && why ? [{ rev: record.rev, purpose, at: record.at, why }] : [];
    });
  } catch {
    return [];
  }
}

/** A visit's row read back, or null: not of its shape. */
export function readVisitRow(row: VisitColumns | undefined): Visit | null {
  if (!row || typeof row.request_id !== 'string' || !isPositiveWhole(row.gen) || !isPositiveWhole(row.rev) || !isCount(row.seq) || !isInstant(row.at)) return null;
  if (!isIsoDate(row.date) || !isTimeOfDay(row.time) || row.time === '24:00') return null;
  const place = memberOf(VISIT_PLACES, row.place);
  const phase = memberOf(VISIT_PHASES, row.phase);
  if (!place || !phase || !isInstant(row.agreed_at) || !isInstant(row.rev_at) || !isInstant(row.changed_at)) return null;
  const result = memberOf(VISIT_RESULTS, row.result);
  const reason = memberOf(CANCEL_REASONS, row.reason);
  const answer = memberOf(VISIT_ANSWERS, row.answer);
  const district = short(row.district);
  const name = short(row.with_name, 40);
  const markedBy = short(row.marked_by, 40);
  const [withAt, comingAt, changeAt] = [instant(row.with_at), instant(row.coming_at), instant(row.change_at)];
  return {
    requestId: row.request_id,
    gen: row.gen,
    rev: row.rev,
    seq: row.seq,
    date: row.date,
    time: row.time,
    at: row.at,
    place,
    ...(district ? { district } : {}),
    ...(name ? { with: name } : {}),
    phase,
    ...(result ? { result } : {}),
    agreedAt: row.agreed_at,
    revAt: row.rev_at,
    changedAt: row.changed_at,
    ...(withAt ? { withAt } : {}),
    ...(reason ? { reason } : {}),
    ...(markedBy ? { markedBy } : {}),
    ...(answer && isInstant(row.answer_at) && isPositiveWhole(row.answer_rev) ? { answer: { kind: answer, at: row.answer_at, rev: row.answer_rev } } : {}),
    ...(comingAt ? { comingAt } : {}),
    ...(changeAt ? { changeAt } : {}),
    unsent: readUnsent(row.unsent),
    linkKey: short(row.link_key, 40) ?? null,
  };
}

/** A visit as its row's columns (store/visits.ts writes them). */
export function visitColumnsOf(visit: Visit): VisitColumns {
  return {
    request_id: visit.requestId,
    gen: visit.gen,
    rev: visit.rev,
    seq: visit.seq,
    date: visit.date,
    time: visit.time,
    at: visit.at,
    place: visit.place,
    district: visit.district ?? null,
    with_name: visit.with ?? null,
    phase: visit.phase,
    result: visit.result ?? null,
    agreed_at: visit.agreedAt,
    rev_at: visit.revAt,
    changed_at: visit.changedAt,
    with_at: visit.withAt ?? null,
    reason: visit.reason ?? null,
    marked_by: visit.markedBy ?? null,
    answer: visit.answer?.kind ?? null,
    answer_at: visit.answer?.at ?? null,
    answer_rev: visit.answer?.rev ?? null,
    coming_at: visit.comingAt ?? null,
    change_at: visit.changeAt ?? null,
    unsent: visit.unsent.length > 0 ? JSON.stringify(visit.unsent) : null,
    link_key: visit.linkKey,
  };
}

/** A message's row as the table holds it. */
export type MessageColumns = {
  request_id: string;
  id: string;
  visit_gen: number | null;
  direction: string;
  channel: string;
  purpose: string;
  rev: number | null;
  provider_id: string | null;
  state: string;
  at: number;
  state_at: number;
  by_name: string | null;
  error: string | null;
  body: string | null;
};

export function readMessageRow(row: MessageColumns | undefined): ThreadMessage | null {
  if (!row || typeof row.request_id !== 'string' || typeof row.id !== 'string') return null;
  const direction = memberOf(MESSAGE_DIRECTIONS, row.direction);
  const channel = memberOf(MESSAGE_CHANNELS, row.channel);
  const purpose = memberOf(MESSAGE_PURPOSES, row.purpose);
  const state = memberOf(SEND_STATES, row.state);
  if (!direction || !channel || !purpose || !state || !isInstant(row.at) || !isInstant(row.state_at)) return null;
  const [providerId, by, error] = [short(row.provider_id), short(row.by_name, 40), short(row.error)];
  return {
    requestId: row.request_id,
    id: row.id,
    ...(isPositiveWhole(row.visit_gen) ? { visitGen: row.visit_gen } : {}),
    direction,
    channel,
    purpose,
    ...(isPositiveWhole(row.rev) ? { rev: row.rev } : {}),
    ...(providerId ? { providerId } : {}),
    state,
    at: row.at,
    stateAt: row.state_at,
    ...(by ? { by } : {}),
    ...(error ? { error } : {}),
    ...(typeof row.body === 'string' && row.body ? { body: row.body } : {}),
  };
}

export function messageColumnsOf(message: ThreadMessage): MessageColumns {
  return {
    request_id: message.requestId,
    id: message.id,
    visit_gen: message.visitGen ?? null,
    direction: message.direction,
    channel: message.channel,
    purpose: message.purpose,
    rev: message.rev ?? null,
    provider_id: message.providerId ?? null,
    state: message.state,
    at: message.at,
    state_at: message.stateAt,
    by_name: message.by ?? null,
    error: message.error ?? null,
    body: message.body ?? null,
  };
}
