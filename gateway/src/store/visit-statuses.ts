import { messageId } from '../visits/model';
import type { StatusUpdate } from '../visits/statuses';
import { actOnVisit, visitByKey, visitRequestOf } from './visits';

/*
 * A provider's statuses of a visit's messages (issues 77, 83): WhatsApp's webhook, Brevo's SMS events
 * (routes/webhooks.ts, which checked their signature first), each applied to the message it names through the
 * visits' one writer, forward only (visits/statuses.ts): a status replayed, or out of order, writes nothing. A
 * receipt (sent, delivered, read) writes the message's row alone; a failure its journal's line too; none for a message
 * the inbox never sent (a key, revision or purpose it does not hold).
 */

export interface Applied {
  /** Statuses that moved a message. */
  moved: number;
  /** A message failed: the alarm is to look at once (its SMS leaves now). */
  failed: boolean;
}

export function applyStatuses(storage: DurableObjectStorage, updates: readonly StatusUpdate[], now: number): Applied {
  let moved = 0;
  let failed = false;
  storage.transactionSync(() => {
    for (const update of updates) {
      const visit = visitByKey(storage.sql, update.key);
      const request = visit ? visitRequestOf(storage.sql, visit.requestId) : undefined;
      if (!visit || !request) continue;
      const id = messageId(visit.gen, update.rev, update.purpose, update.channel);
      const progress = { step: 'status', id, state: update.state, ...(update.id ? { providerId: update.id } : {}), ...(update.error ? { error: update.error } : {}) } as const;
      if (actOnVisit(storage.sql, request, { kind: 'message', progress }, now).kind !== 'applied') continue;
      moved += 1;
      if (update.state === 'failed') failed = true;
    }
  });
  return { moved, failed };
}
