import { wantsVisitMessages } from '@/lib/request/for-gateway';
import { journalLine } from '../journal';
import { type ThreadMessage, type Visit, type VisitRecord } from '../visits/model';
import { messageColumnsOf, readMessageRow, readVisitRow, visitColumnsOf, type MessageColumns, type VisitColumns } from './visit-rows';
import { transition, type Transition, type VisitEvent, type Writes } from '../visits/transition';
import { insertRow } from './schema-visits';
import { BACK_ON_TOP, REOPENED } from './on-top';
import { contentOf, type RequestRow } from './rows';

/*
 * The visits' one writer (issue 83; docs/gateway-visits.md): a request's visit read with its messages, an event put
 * through the transition function (visits/transition.ts), and what it says written in one transaction of the inbox
 * (the caller's): the visit's row, a message's row, the request's (its journal's lines, its consent, its way back on
 * top) in one statement each, each naming only the columns that change (an index entry named is a row written). No
 * other code writes the `visits` and `messages` tables (the sweep deletes them with their request: schema-visits.ts).
 */

/** What a visit's event reads of its request. */
export type VisitRequest = Pick<RequestRow, 'id' | 'reference' | 'locale' | 'kind' | 'held' | 'state' | 'taken_by' | 'taken_email' | 'taken_at' | 'done_at' | 'values_json' | 'consent_off' | 'journal'>;
const REQUEST_COLUMNS = 'id, reference, locale, kind, held, state, taken_by, taken_email, taken_at, done_at, values_json, consent_off, journal';

export const visitRequestOf = (sql: SqlStorage, id: string) => sql.exec<VisitRequest>(`SELECT ${REQUEST_COLUMNS} FROM requests WHERE id = ?`, id).toArray()[0];

/** The messages of a request's visit of a generation (the thread's rows of that visit). */
function messagesOf(sql: SqlStorage, requestId: string, gen: number): ThreadMessage[] {
  return sql
    .exec<MessageColumns>('SELECT * FROM messages WHERE request_id = ? AND visit_gen = ?', requestId, gen)
    .toArray()
    .flatMap((row) => readMessageRow(row) ?? []);
}

const withMessages = (sql: SqlStorage, visit: Visit | null): VisitRecord | null => (visit ? { ...visit, messages: messagesOf(sql, visit.requestId, visit.gen) } : null);

/** A request's last visit (its highest generation), with its messages, or null. */
export function lastVisitOf(sql: SqlStorage, requestId: string): VisitRecord | null {
  return withMessages(sql, readVisitRow(sql.exec<VisitColumns>('SELECT * FROM visits WHERE request_id = ? ORDER BY gen DESC LIMIT 1', requestId).toArray()[0]));
}

/** The visit a link's key names (its index), with its messages, or null. */
export function visitByKey(sql: SqlStorage, key: string): VisitRecord | null {
  return withMessages(sql, readVisitRow(sql.exec<VisitColumns>('SELECT * FROM visits WHERE link_key = ?', key).toArray()[0]));
}

/** The columns of `after` that differ from `before`, and their values. */
function changed<T extends object>(before: T, after: T): [string, SqlStorageValue][] {
  return Object.entries(after).filter(([name, value]) => (before as Record<string, unknown>)[name] !== value) as [string, SqlStorageValue][];
}

function update(sql: SqlStorage, table: 'visits' | 'messages', set: [string, SqlStorageValue][], where: string, ...keys: SqlStorageValue[]): void {
  if (set.length > 0) sql.exec(`UPDATE ${table} SET ${set.map(([name]) => `${name} = ?`).join(', ')} WHERE ${where}`, ...set.map(([, value]) => value), ...keys);
}

/** What the caller's own statement on the request writes with the transition's (« Appelée »: its outcome), in one. */
export interface RequestSet {
  set: string;
  values: unknown[];
  /** Its journal's lines, before the transition's. */
  lines: string;
}

/** The transition's writes, applied: each table's row in one statement; nothing for the request when it changes nothing. */
export function applyWrites(sql: SqlStorage, request: Pick<VisitRequest, 'id' | 'done_at'>, writes: Writes, now: number, also?: RequestSet): void {
  const { visit, message } = writes;
  if (visit && 'insert' in visit) insertRow(sql, 'visits', visitColumnsOf(visit.insert));
  if (visit && 'update' in visit) update(sql, 'visits', changed(visitColumnsOf(visit.before), visitColumnsOf(visit.update)), 'request_id = ? AND gen = ?', visit.update.requestId, visit.update.gen);
  if (message && 'insert' in message) insertRow(sql, 'messages', messageColumnsOf(message.insert));
  if (message && 'update' in message) update(sql, 'messages', changed(messageColumnsOf(message.before), messageColumnsOf(message.update)), 'request_id = ? AND id = ?', message.update.requestId, message.update.id);
  const set: string[] = also ? [also.set] : [];
  const values: unknown[] = also ? [...also.values] : [];
  if (writes.backOnTop) {
    // The one road back to « À prendre » (on-top.ts): « Traitée » undone when it was.
    set.push(request.done_at !== null ? REOPENED : BACK_ON_TOP);
    values.push(now);
  }
  if (writes.consentOff !== undefined) {
    set.push('consent_off = ?');
    values.push(writes.consentOff);
  }
  const lines = (also?.lines ?? '') + writes.journal.map(journalLine).join('');
  if (lines) {
    set.push('journal = journal || ?');
    values.push(lines);
  }
  if (set.length > 0) sql.exec(`UPDATE requests SET ${set.join(', ')} WHERE id = ?`, ...values, request.id);
}

/** Whether the family ticked the box, and whether it was withdrawn since. */
export const consentOf = (request: Pick<VisitRequest, 'values_json' | 'locale' | 'reference' | 'kind' | 'consent_off'>) => ({ consented: wantsVisitMessages(contentOf(request).values), consentOff: request.consent_off !== null });

/** An event on a request's visit, in the caller's transaction: the transition, applied; what it came to. */
export function actOnVisit(sql: SqlStorage, request: VisitRequest, event: VisitEvent, now: number, also?: RequestSet): Transition {
  const visit = lastVisitOf(sql, request.id);
  const result = transition({ visit, request: { id: request.id, ...consentOf(request) }, now }, event, { held: request.state === 'taken' && request.done_at === null, done: request.done_at !== null });
  if (result.kind === 'applied') applyWrites(sql, request, result, now, also);
  else if (also) applyWrites(sql, request, { journal: [] }, now, also);
  return result;
}
