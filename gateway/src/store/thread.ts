import { journalLine } from '../journal';
import { serviceWindow } from '../whatsapp/service-window';
import { threadTransition, type ThreadEvent, type ThreadTransition } from '../thread/transition';
import { THREAD_PREVIEW, type ThreadSummary } from '../thread/summary';
import { type ThreadMessage } from '../visits/model';
import { messageColumnsOf, readMessageRow, type MessageColumns } from './visit-rows';

export { summaryOfRows, THREAD_PREVIEW, type ThreadSummary } from '../thread/summary';
import { insertRow } from './schema-visits';

/*
 * The thread's one writer for the messages that are no visit's (issue 82; a visit's own: store/visits.ts): a message
 * read, an event put through the transition function (thread/transition.ts), and what it says written in the caller's
 * transaction: its row (one statement, naming only the columns that change: an index entry named is a row written),
 * its journal's lines on the request's row. And what the card reads of a thread (threadSummaryOf), in one pass over
 * the request's rows (its key's prefix: no index more to write for each message).
 */

export const messageOfRow = (sql: SqlStorage, requestId: string, id: string): ThreadMessage | null => readMessageRow(sql.exec<MessageColumns>('SELECT * FROM messages WHERE request_id = ? AND id = ?', requestId, id).toArray()[0]);

/** The message a provider's id names (messages_provider, unique), whichever request it is on. */
export const messageOfProvider = (sql: SqlStorage, providerId: string): ThreadMessage | null =>
  providerId ? readMessageRow(sql.exec<MessageColumns>('SELECT * FROM messages WHERE provider_id = ?', providerId).toArray()[0]) : null;

/** The columns of `after` that differ from `before`, and their values. */
function changed(before: ThreadMessage, after: ThreadMessage): [string, SqlStorageValue][] {
  const old = messageColumnsOf(before) as Record<string, unknown>;
  return Object.entries(messageColumnsOf(after)).filter(([name, value]) => old[name] !== value) as [string, SqlStorageValue][];
}

/** The transition's writes, applied in the caller's transaction. */
export function applyThreadWrites(sql: SqlStorage, requestId: string, result: ThreadTransition): void {
  if (result.kind !== 'applied') return;
  if (result.insert) insertRow(sql, 'messages', messageColumnsOf(result.insert));
  if (result.update) {
    const set = changed(result.update.before, result.update.after);
    if (set.length > 0) sql.exec(`UPDATE messages SET ${set.map(([name]) => `${name} = ?`).join(', ')} WHERE request_id = ? AND id = ?`, ...set.map(([, value]) => value), requestId, result.update.after.id);
  }
  if (result.journal.length > 0) sql.exec('UPDATE requests SET journal = journal || ? WHERE id = ?', result.journal.map(journalLine).join(''), requestId);
}

/** An event on one message of a request's thread (`id`: the message's, none for a new one), in the caller's transaction: what it came to. */
export function actOnMessage(sql: SqlStorage, requestId: string, id: string | null, event: ThreadEvent, now: number): ThreadTransition {
  const message = id === null ? null : messageOfRow(sql, requestId, id);
  const result = threadTransition(message, event, now);
  applyThreadWrites(sql, requestId, result);
  return result;
}

/** Every message of a request's thread, in the order of their own times (Meta's timestamps, not their arrival). */
export function threadRows(sql: SqlStorage, requestId: string): ThreadMessage[] {
  return sql
    .exec<MessageColumns>('SELECT * FROM messages WHERE request_id = ? ORDER BY at, id', requestId)
    .toArray()
    .flatMap((row) => readMessageRow(row) ?? []);
}

/**
 * What a card shows of a thread, read as a list reads it: its counts in one pass of the request's rows (their key's
 * prefix), and only its last few rows whole (a stranger's 500 messages are not read at every page). Null while no
 * message is the thread's own (a visit's alone: its panel shows them).
 */
export function threadSummaryOf(sql: SqlStorage, requestId: string): ThreadSummary | null {
  const head = sql
    .exec<{ own: number; n: number; unread: number; last_in: number | null; unread_at: number | null }>(
      `SELECT COUNT(*) AS n, COUNT(CASE WHEN visit_gen IS NULL THEN 1 END) AS own, COUNT(CASE WHEN direction = 'in' AND state = 'delivered' THEN 1 END) AS unread,
        MAX(CASE WHEN direction = 'in' THEN at END) AS last_in, MAX(CASE WHEN direction = 'in' AND state = 'delivered' THEN at END) AS unread_at
       FROM messages WHERE request_id = ?`,
      requestId,
    )
    .one();
  if (head.own === 0) return null;
  const last = sql
    .exec<MessageColumns>(`SELECT * FROM messages WHERE request_id = ? ORDER BY at DESC, id DESC LIMIT ${THREAD_PREVIEW}`, requestId)
    .toArray()
    .reverse()
    .flatMap((row) => readMessageRow(row) ?? []);
  return { count: head.n, unread: head.unread, last, related: [], lastInboundAt: head.last_in, unreadAt: head.unread_at };
}

/** Whether a free reply may leave now: WhatsApp's window, from the family's last message (whatsapp/service-window.ts). */
export const windowOf = (summary: Pick<ThreadSummary, 'lastInboundAt'> | null, now: number) => serviceWindow(summary?.lastInboundAt ?? null, now);
