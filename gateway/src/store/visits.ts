import type { GatewayRequestStatus, VisitAnswer } from '@/lib/request/for-gateway';
import type { StaffMember } from '../inbox/model';
import { journalLine } from '../journal';
import type { VisitFacts } from '../visits/journal-facts';
import { answerOf, gatewayVisitOf, readStoredVisit, visitInstant, type CancelReason, type StoredVisit, type VisitStep } from '../visits/model';
import type { VisitWhere } from '../visits/fields';
import { visitToken } from '../visits/token';
import { statusOf, type RequestRow } from './rows';

/*
 * The visits' keeping (issue 77; docs/gateway-visits.md): a visit agreed on the phone, moved, cancelled, marked « Venu »
 * or « Absent », answered by the family, each written with its journal's line by the one statement that writes the
 * request's row (rows.ts, `visit`, `visit_at`, `visit_key`: schema.ts), so that a step costs one row (and an index
 * entry when the visit's instant or key changes). Run inside a transaction of the inbox (store/inbox.ts); what they
 * came to is said back for the page after them. Its messages leave from the alarm (visit-messages.ts).
 */

/** The most revisions a visit has: a move beyond it is refused (its JSON stays small). */
export const MAX_REVISIONS = 30;

export type VisitRow = Pick<RequestRow, 'id' | 'reference' | 'locale' | 'kind' | 'held' | 'state' | 'taken_by' | 'taken_email' | 'done_at' | 'values_json' | 'visit' | 'visit_at' | 'visit_key'>;
export const VISIT_COLUMNS = 'id, reference, locale, kind, held, state, taken_by, taken_email, done_at, values_json, visit, visit_at, visit_key';
const COLUMNS = VISIT_COLUMNS;

export const visitRowOf = (sql: SqlStorage, id: string) => sql.exec<VisitRow>(`SELECT ${COLUMNS} FROM requests WHERE id = ?`, id).toArray()[0];
export const visitRowByKey = (sql: SqlStorage, key: string) => sql.exec<VisitRow>(`SELECT ${COLUMNS} FROM requests WHERE visit_key = ?`, key).toArray()[0];

/** The generation a new visit of this row would have: the next after a cancelled one, else the first. */
export const nextGen = (row: Pick<VisitRow, 'visit'>) => (readStoredVisit(row.visit)?.gen ?? 0) + 1;

/** The journal's facts of a step. */
function factsOf(step: VisitStep, visit: StoredVisit): VisitFacts {
  const where = step === 'agreed' || step === 'moved';
  return {
    step,
    rev: visit.rev,
    ...(where ? { date: visit.date, time: visit.time, place: visit.place, ...(visit.district ? { district: visit.district } : {}), ...(visit.with ? { with: visit.with } : {}) } : {}),
    ...(step === 'cancelled' && visit.reason ? { reason: visit.reason } : {}),
  };
}

/**
 * The visit « Appelée » with a day and a time makes, or the move it is when one is booked already (a new revision,
 * a new confirmation): null when it changes nothing (the same day, time, place and who). `gen`, `key`: those of a new
 * visit, made before the transaction (token.ts is asynchronous), used when this row has none booked.
 */
export function visitOnCall(row: Pick<VisitRow, 'visit'>, where: VisitWhere, now: number, fresh: { gen: number }): { visit: StoredVisit; step: 'agreed' | 'moved' } | null {
  const current = readStoredVisit(row.visit);
  if (current && current.state === 'booked') return moved(current, where, now);
  return { step: 'agreed', visit: { gen: fresh.gen, rev: 1, ...where, state: 'booked', agreedAt: now, answers: [], messages: [] } };
}

function moved(current: StoredVisit, where: VisitWhere, now: number): { visit: StoredVisit; step: 'moved' } | null {
  const same = current.date === where.date && current.time === where.time && current.place === where.place && current.district === where.district && current.with === where.with;
  if (same || current.rev >= MAX_REVISIONS) return null;
  const { district, with: name, ...rest } = current;
  void district;
  void name;
  return { step: 'moved', visit: { ...rest, ...where, rev: current.rev + 1, agreedAt: now } };
}

/**
 * The columns a visit's new state writes: its instant and its key only when they change (each is in an index, and an
 * index entry named by an update is a row written: « Venu » writes the row alone).
 */
function setVisit(visit: StoredVisit, before: { at: number | null }, key?: string): { set: string; values: unknown[] } {
  const at = visit.state === 'cancelled' ? null : visitInstant(visit);
  const moves = at !== before.at;
  return { set: `visit = ?${moves ? ', visit_at = ?' : ''}${key ? ', visit_key = ?' : ''}`, values: [JSON.stringify(visit), ...(moves ? [at] : []), ...(key ? [key] : [])] };
}

/** The SET clause and values of a visit step, for the statement that writes the row anyway (the call's outcome, here). */
export function visitColumns(step: VisitStep, visit: StoredVisit, by: string, now: number, before: { at: number | null }, key?: string): { set: string; values: unknown[]; line: string } {
  const { set, values } = setVisit(visit, before, key);
  return { set, values, line: journalLine({ at: now, action: 'visit', by, visit: factsOf(step, visit) }) };
}

/** What a visit's own form came to: the step, or why not (no visit, or not one that can be so changed). */
export type VisitActed = { kind: 'visit'; reference: string; step: Exclude<VisitStep, 'agreed'> } | { kind: 'visit-refused'; reference: string } | { kind: 'gone'; reference: string };

export interface VisitAction {
  id: string;
  step: Exclude<VisitStep, 'agreed'>;
  /** « Déplacer »: the new day, time, place and who. */
  where?: VisitWhere | null;
  /** « Annuler »: why. */
  reason?: CancelReason | null;
  staff: StaffMember;
  now: number;
}

/** « Déplacer », « Annuler », « Venu », « Absent », by any member of staff (the journal names her): one statement. */
export function actOnVisit(sql: SqlStorage, { id, step, where, reason, staff, now }: VisitAction): VisitActed {
  const row = visitRowOf(sql, id);
  if (!row) return { kind: 'gone', reference: sql.exec<{ reference: string | null }>('SELECT reference FROM gone WHERE id = ?', id).toArray()[0]?.reference || '—' };
  const visit = readStoredVisit(row.visit);
  const refused = { kind: 'visit-refused', reference: row.reference } as const;
  if (!visit) return refused;
  const next = changed(visit, step, { where, reason, by: staff.name, now });
  if (!next) return refused;
  const { set, values, line } = visitColumns(step, next, staff.name, now, { at: row.visit_at });
  sql.exec(`UPDATE requests SET ${set}, journal = journal || ? WHERE id = ?`, ...values, line, id);
  return { kind: 'visit', reference: row.reference, step };
}

/** The visit after a step, or null when the step does not apply to it. */
function changed(visit: StoredVisit, step: Exclude<VisitStep, 'agreed'>, { where, reason, by, now }: { where?: VisitWhere | null | undefined; reason?: CancelReason | null | undefined; by: string; now: number }): StoredVisit | null {
  switch (step) {
    case 'moved':
      return visit.state === 'booked' && where ? (moved(visit, where, now)?.visit ?? null) : null;
    case 'cancelled':
      return visit.state === 'booked' && reason ? { ...visit, state: 'cancelled', reason } : null;
    case 'attended':
    case 'missed': {
      // From the visit's day on: the rounds' list is read that day, and a wrong tap is put right the same way.
      const started = now >= visitInstant({ date: visit.date, time: '00:00' });
      const marked = step === 'attended' ? 'attended' : 'missed';
      return started && visit.state !== 'cancelled' && visit.state !== marked ? { ...visit, state: marked, marked: { at: now, by } } : null;
    }
  }
}

/** What the family's answer came to: written (and whom to tell), the same again (nothing written), or refused (not a visit to come, or already « change »). */
export type Answered = { kind: 'answered'; visit: StoredVisit; row: VisitRow; back: boolean } | { kind: 'same'; visit: StoredVisit } | { kind: 'refused'; visit: StoredVisit | null };

/**
 * « Je serai là », « Je dois changer », by the link's key (the caller checked its token): once each a revision, and
 * nothing after « Je dois changer » until the visit is moved; only for a visit booked and not past. « Je dois
 * changer » brings the request back to its holder for a call (taken again, even if it was done: her name kept; or to
 * « À prendre » when nobody holds it), in the same statement.
 */
export function answerVisit(sql: SqlStorage, { row, answer, now }: { row: VisitRow; answer: VisitAnswer; now: number }): Answered {
  const visit = readStoredVisit(row.visit);
  if (!visit || visit.state !== 'booked' || now >= visitInstant(visit)) return { kind: 'refused', visit };
  const last = answerOf(visit);
  if (last?.kind === answer) return { kind: 'same', visit };
  if (last?.kind === 'change') return { kind: 'refused', visit };
  const next: StoredVisit = { ...visit, answers: [...visit.answers, { kind: answer, at: now, rev: visit.rev }] };
  const line = journalLine({ at: now, action: 'answered', answer: { kind: answer, rev: visit.rev } });
  const back = answer === 'change';
  // Back to her who held it (done or not), or to everyone when nobody holds it now.
  const holder = back ? (row.taken_email ? ", state = 'taken', done_at = NULL" : ", state = 'open', done_at = NULL") : '';
  sql.exec(`UPDATE requests SET visit = ?, journal = journal || ?${holder} WHERE id = ?`, JSON.stringify(next), line, row.id);
  return { kind: 'answered', visit: next, row, back };
}

/** What a family's page reads of its requests: each status (views.ts's), and, taken or done, its visit with its link's token. */
export async function statusesWithVisits(sql: SqlStorage, ids: readonly string[], secret: string): Promise<GatewayRequestStatus[]> {
  const rows = ids.map((id) => ({ id, row: sql.exec<RequestRow>('SELECT state, taken_by, taken_at, done_at, outcome, visit FROM requests WHERE id = ?', id).toArray()[0] }));
  return Promise.all(
    rows.map(async ({ id, row }) => {
      const status = statusOf(id, row);
      const visit = row ? readStoredVisit(row.visit) : null;
      if (!visit || (status.state !== 'taken' && status.state !== 'done') || !secret) return status;
      return { ...status, visit: gatewayVisitOf(visit, await visitToken(secret, id, visit.gen)) };
    }),
  );
}
