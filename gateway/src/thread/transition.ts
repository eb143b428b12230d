import { unreachable } from '@/lib/closed-set';
import type { JournalEntry } from '../journal';
import type { SendState, ThreadMessage } from '../visits/model';
import { advance } from '../visits/statuses';
import { readThreadBody, writeThreadBody, type FileState, type ThreadPurpose } from './model';

/*
 * Every change of a thread's message that is no visit's (issue 82; a visit's own go through visits/transition.ts) goes
 * through here: one pure function, the message as it stands (or none) and an event in, what to write and journal out,
 * or « refused », or « same » (nothing to write). The store applies it (store/thread.ts, actOnMessage); no other code
 * writes these rows.
 *
 *   event     from                          to
 *   arrive    none                          the family's message (delivered), an echo (sent); a wamid known: same
 *   leaving   none                          a reply, the template, the answer to STOP, written before it leaves;
 *                                           its id known: refused (a form posted twice, a run that ran twice)
 *   said      leaving                       accepted (its wamid), refused, unknown: what Meta answered, journaled;
 *                                           after a status that came first, its wamid alone
 *   status    accepted… (forward only)      sent, delivered, read, failed (131047: the window was closed), a
 *                                           failure journaled; replayed or out of order: same (visits/statuses.ts)
 *   lost      leaving                       unknown: a run died between its row and Meta's answer; never sent again
 *   read      delivered (a family's)        read: a person opened the card (Meta is told so once)
 *   file      a family's media              its file's next state: waiting, stored, too large, refused, expired, lost
 */

export type ThreadEvent =
  | { kind: 'arrive'; message: ThreadMessage }
  | { kind: 'leaving'; message: ThreadMessage }
  | { kind: 'said'; state: Extract<SendState, 'accepted' | 'refused' | 'unknown'>; providerId?: string; error?: string }
  | { kind: 'status'; state: Extract<SendState, 'sent' | 'delivered' | 'read' | 'failed'>; error?: string }
  | { kind: 'lost' }
  | { kind: 'read' }
  | { kind: 'file'; file: FileState };

export type ThreadTransition = { kind: 'refused' } | { kind: 'same' } | { kind: 'applied'; insert?: ThreadMessage; update?: { before: ThreadMessage; after: ThreadMessage }; journal: JournalEntry[] };

const REFUSED = { kind: 'refused' } as const;
const SAME = { kind: 'same' } as const;

/** What a member of staff's message, or the gateway's answer to STOP, came to: its journal's line (a receipt is the row's alone). */
function line(message: ThreadMessage, state: SendState, now: number): JournalEntry[] {
  const purpose = message.purpose as ThreadPurpose;
  return [{ at: now, action: 'wrote', ...(message.by ? { by: message.by } : {}), wrote: { purpose, state, ...(message.error ? { error: message.error } : {}) } }];
}

const isThreads = (message: ThreadMessage) => message.visitGen === undefined;

/** The one transition of a thread's message (none: not written yet). */
export function threadTransition(message: ThreadMessage | null, event: ThreadEvent, now: number): ThreadTransition {
  if (message && !isThreads(message)) return REFUSED;
  switch (event.kind) {
    case 'arrive':
    case 'leaving': {
      if (message) return event.kind === 'arrive' ? SAME : REFUSED;
      if (!isThreads(event.message)) return REFUSED;
      return { kind: 'applied', insert: event.message, journal: [] };
    }
    case 'said': {
      if (!message || message.direction !== 'out') return REFUSED;
      // Meta's status came before its answer (found by the send's reference): the status stays, the wamid is kept.
      if (message.state !== 'leaving') return event.providerId && !message.providerId ? { kind: 'applied', update: { before: message, after: { ...message, providerId: event.providerId } }, journal: [] } : SAME;
      const after: ThreadMessage = { ...message, state: event.state, stateAt: now, ...(event.providerId ? { providerId: event.providerId } : {}), ...(event.error ? { error: event.error } : {}) };
      return { kind: 'applied', update: { before: message, after }, journal: line(after, event.state, now) };
    }
    case 'status': {
      if (!message || message.direction !== 'out') return REFUSED;
      const current = { state: message.state, at: message.stateAt, ...(message.error ? { error: message.error } : {}) };
      const next = advance(current, { state: event.state, at: now, ...(event.error ? { error: event.error } : {}) });
      if (!next || next.state === message.state) return SAME;
      const after: ThreadMessage = { ...message, state: next.state, stateAt: next.at, ...(next.error ? { error: next.error } : {}) };
      return { kind: 'applied', update: { before: message, after }, journal: next.state === 'failed' ? line(after, 'failed', now) : [] };
    }
    case 'lost': {
      if (!message || message.state !== 'leaving') return SAME;
      const after: ThreadMessage = { ...message, state: 'unknown', stateAt: now, error: 'envoi interrompu' };
      return { kind: 'applied', update: { before: message, after }, journal: line(after, 'unknown', now) };
    }
    case 'read': {
      if (!message || message.direction !== 'in') return REFUSED;
      if (message.state !== 'delivered') return SAME;
      return { kind: 'applied', update: { before: message, after: { ...message, state: 'read', stateAt: now } }, journal: [] };
    }
    case 'file': {
      const body = message ? readThreadBody(message.purpose, message.body) : null;
      if (!message || !body || body.purpose !== 'family') return REFUSED;
      if (body.file && body.file.state !== 'waiting') return SAME;
      return { kind: 'applied', update: { before: message, after: { ...message, body: writeThreadBody({ ...body, file: event.file }) } }, journal: [] };
    }
    default:
      return unreachable(event);
  }
}
