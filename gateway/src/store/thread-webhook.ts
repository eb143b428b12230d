import { visitAnswerNotice } from '@/lib/request/for-gateway';
import { marksOf } from '../marks';
import { tellStaff } from '../providers';
import type { Settings } from '../settings';
import { senderOf } from '../thread/sender';
import type { ThreadStatus } from '../thread/statuses';
import type { InboundMessage } from '../whatsapp/inbound-kinds';
import { now as clockNow } from './clock';
import type { Days } from './days';
import { actOnMessage, messageOfProvider, messageOfRow } from './thread';
import { whatsappContent } from './thread-accept';
import { keepInbound, type InboundKept } from './thread-inbound';

/*
 * What Meta's webhook brings for the families' threads (issue 82; routes/webhooks.ts reads it, signature first): the
 * family's messages kept once each on their card (thread-inbound.ts, one transaction for the whole post), and the
 * statuses of the centre's messages that are no visit's (a reply, the re-engagement template, the answer to « STOP »).
 * The marks a new request is triaged by are made before the transaction (marks.ts is asynchronous), once a sender.
 */

export interface WebhookContext {
  storage: DurableObjectStorage;
  days: Days;
  settings: Settings;
  transaction<T>(work: () => T): T;
}

/** The first message of each sender of the post, as its request would carry it: its marks (a stranger's 500 messages: one sender, one hash). */
async function marksBySender(messages: readonly InboundMessage[], settings: Settings): Promise<Map<string, readonly string[]>> {
  const marks = new Map<string, readonly string[]>();
  for (const message of [...messages].sort((a, b) => a.at - b.at)) {
    const sender = senderOf(message);
    if (message.direction !== 'in' || marks.has(sender.key)) continue;
    const content = whatsappContent({ phone: sender.phone, account: sender.account, message: message.content.kind === 'text' ? message.content.body : '' });
    marks.set(sender.key, await marksOf(content, settings.proof.secret));
  }
  return marks;
}

/** The family's messages of one post, kept; the answers counted told to their holder (the reference, never the day). */
export async function inboundCall({ storage, days, settings, transaction }: WebhookContext, messages: readonly InboundMessage[]): Promise<InboundKept> {
  const marks = await marksBySender(messages, settings);
  const kept = transaction(() => keepInbound({ sql: storage.sql, days, settings }, messages, marks, clockNow()));
  for (const day of new Set(kept.days)) days.add(day);
  for (const answer of kept.answers) await tellStaff(settings, visitAnswerNotice(answer, settings.inboxUrl));
  return kept;
}

/** Meta's statuses of the thread's own messages: by the reference each was sent with, else by its wamid; how many moved one. */
export function threadStatusesCall({ storage, transaction }: Pick<WebhookContext, 'storage' | 'transaction'>, statuses: readonly ThreadStatus[]): number {
  const { sql } = storage;
  const now = clockNow();
  return transaction(() => {
    let moved = 0;
    for (const status of statuses) {
      const message = status.ref ? messageOfRow(sql, status.ref.requestId, status.ref.id) : messageOfProvider(sql, status.wamid);
      // A visit's message is the visit's (visits/statuses.ts): the thread's transition refuses it.
      if (!message || message.visitGen !== undefined) continue;
      const event = { kind: 'status', state: status.state, ...(status.error ? { error: status.error } : {}) } as const;
      if (actOnMessage(sql, message.requestId, message.id, event, now).kind === 'applied') moved += 1;
    }
    return moved;
  });
}
