import { journalLine } from '../journal';
import { messageOf, readStoredVisit, type StoredVisit } from '../visits/model';
import { advance, type StatusUpdate } from '../visits/statuses';
import { visitRowByKey } from './visits';

/*
 * A provider's statuses of a visit's messages (issue 77): WhatsApp's webhook, Brevo's SMS events (routes/webhooks.ts,
 * which checked their signature first), each applied to the message it names, forward only (visits/statuses.ts): a
 * status replayed, or out of order, writes nothing. Each that moves a message writes its row once, with its journal's
 * line; none for a message the inbox never sent (a key, revision or purpose it does not hold).
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
      const row = visitRowByKey(storage.sql, update.key);
      const visit = row ? readStoredVisit(row.visit) : null;
      const message = visit ? messageOf(visit, update.rev, update.purpose) : undefined;
      if (!row || !visit || !message) continue;
      const next = advance(message[update.channel], { state: update.state, at: now, ...(update.id ? { id: update.id } : {}), ...(update.error ? { error: update.error } : {}) });
      if (!next) continue;
      const changed: StoredVisit = { ...visit, messages: visit.messages.map((one) => (one === message ? { ...one, [update.channel]: next } : one)) };
      const moves = next.state !== message[update.channel]?.state;
      const line = moves ? journalLine({ at: now, action: 'message', message: { rev: update.rev, purpose: update.purpose, channel: update.channel, state: next.state } }) : '';
      storage.sql.exec('UPDATE requests SET visit = ?, journal = journal || ? WHERE id = ?', JSON.stringify(changed), line, row.id);
      moved += 1;
      if (next.state === 'failed') failed = true;
    }
  });
  return { moved, failed };
}
