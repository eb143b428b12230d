import type { ThreadMessage } from '../visits/model';
import type { ThreadSummary } from './model';

/*
 * What a card shows of a family's thread (issue 82), read in one pass over its rows (store/thread.ts reads them): how
 * many, how many not yet read, the last few with what they answer, the family's last message (WhatsApp's 24-hour
 * window counts from it). Pure.
 */

export type { ThreadSummary } from './model';

/** The messages a card shows; the rest on the thread's own page. */
export const THREAD_PREVIEW = 3;

/** Whether a message answers (a reply's context) or reacts to another, by its provider's id. */
export const relatedIds = (messages: readonly ThreadMessage[]) => new Set(messages.flatMap((one) => relatedIdOf(one) ?? []));

/** The provider's id of the message this one answers or reacts to, when it says one. */
export function relatedIdOf(message: ThreadMessage): string | null {
  if (message.purpose !== 'family' || !message.body) return null;
  try {
    const body = JSON.parse(message.body) as { replyTo?: unknown; content?: { kind?: unknown; messageId?: unknown } };
    const id = body.content?.kind === 'reaction' ? body.content.messageId : body.replyTo;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/** A thread in one pass: its count, its unread, its last messages (null: no message at all). */
export function summaryOfRows(rows: readonly ThreadMessage[], preview = THREAD_PREVIEW): ThreadSummary | null {
  if (rows.length === 0) return null;
  const inbound = rows.filter((one) => one.direction === 'in');
  const unread = inbound.filter((one) => one.state === 'delivered');
  const last = rows.slice(-preview);
  const wanted = relatedIds(last);
  const shown = new Set(last.map((one) => one.providerId));
  return {
    count: rows.length,
    unread: unread.length,
    last,
    related: rows.filter((one) => one.providerId && wanted.has(one.providerId) && !shown.has(one.providerId)),
    lastInboundAt: inbound.at(-1)?.at ?? null,
    unreadAt: unread.at(-1)?.at ?? null,
  };
}

