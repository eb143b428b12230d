import { isShown, type OutboxEntry } from './entry';
import { OUTBOX_CHANNEL, OUTBOX_OPENED_EVENT } from './exists';
import { flushOutbox } from './flush';
import { listRequests, type OutboxChange } from './store';

/*
 * The outbox as one page sees it, kept live: what waits, and what just left. It re-reads the store
 * whenever any tab or the worker changes it (BroadcastChannel), and sends what waits when the page
 * opens, when the browser says the connection is back, and every half minute while something waits
 * (a dead connection often still says « online », so the event alone would not do).
 */

export interface OutboxSnapshot {
  /** Oldest first: waiting requests and refused ones (not one its page is still sending the first time). */
  entries: OutboxEntry[];
  /** The last request this page saw leave, until the page is left. */
  lastSent: OutboxEntry | null;
}

const RETRY_MS = 30_000;
let snapshot: OutboxSnapshot = { entries: [], lastSent: null };
// Requests in the store, the quiet ones included: one whose page died mid-send must still be tried.
let stored = 0;
const listeners = new Set<(snapshot: OutboxSnapshot) => void>();
let started = false;
let flushing: Promise<unknown> | null = null;

function publish(next: OutboxSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener(snapshot);
}

async function refresh(change?: OutboxChange) {
  const sent = change?.change === 'sent' ? snapshot.entries.find((entry) => entry.id === change.id) : undefined;
  const all = await listRequests().catch(() => null);
  if (all) stored = all.length;
  const entries = all ? all.filter((entry) => isShown(entry)) : snapshot.entries;
  publish({ entries, lastSent: sent ?? snapshot.lastSent });
}

/** Sends what waits, once at a time in this page (the store keeps other tabs and the worker out). */
export function sendWaiting(): Promise<unknown> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  flushing ??= flushOutbox()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

function start() {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxChange>) => void refresh(event.data);
  }
  window.addEventListener('online', () => void sendWaiting());
  setInterval(() => {
    if (document.visibilityState === 'visible' && stored > 0) void sendWaiting().then(() => refresh());
  }, RETRY_MS);
  void refresh().then(sendWaiting);
  window.dispatchEvent(new Event(OUTBOX_OPENED_EVENT));
}

/** Follows the outbox (and starts watching it on the first call); returns the unsubscribe. */
export function subscribe(listener: (snapshot: OutboxSnapshot) => void): () => void {
  listeners.add(listener);
  start();
  listener(snapshot);
  return () => listeners.delete(listener);
}

/** Re-reads the store now: after this page added or removed a request itself. */
export function refreshOutbox(): Promise<void> {
  start();
  return refresh();
}

/** Forget the request this page saw leave (its confirmation has been read). */
export function forgetSent(): void {
  publish({ ...snapshot, lastSent: null });
}
