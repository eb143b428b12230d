import { sendWaiting } from './deliver';
import { OUTBOX_CHANNEL, OUTBOX_OPENED_EVENT } from './exists';
import { requestOutboxSync } from './outbox-sync';
import { deviceKeeping, type DeviceKeeping } from './keep-on-device';
import { listRequests, removeRequest, requeueRequest, type OutboxChange } from './store';
import { isShown, viewOf, type RequestView } from './view';

/*
 * The kept requests as one page sees them, live: what waits, what was refused or went unconfirmed,
 * what expired, and what just left. It reads the outbox again whenever any tab or the worker changes
 * it (BroadcastChannel), and sends what waits when the page opens, when the browser says the
 * connection is back, and every DUE_LOOKUP_INTERVAL_MS while something waits (a dead connection often still
 * says « online », so the event alone would not do). The form's panel and the note on every page
 * follow it; neither knows how the outbox stores or claims.
 */

export interface RequestsSnapshot {
  /** Oldest first; not one its page is still sending the first time. */
  requests: RequestView[];
  /** The last request this page saw leave, until the page is left. */
  lastSent: RequestView | null;
  /** What this browser does for a kept request (keep-on-device.ts). */
  device: DeviceKeeping;
}

/** How often an open page looks for a kept request that is due (when it is due is retryDelay's, answers.ts). */
export const DUE_LOOKUP_INTERVAL_MS = 30_000;
let snapshot: RequestsSnapshot = { requests: [], lastSent: null, device: { sendsInBackground: false, keepsData: false } };
// Requests waiting in the store, the quiet ones included: one whose page died mid-send must still be seen to.
let waitingStored = 0;
const listeners = new Set<(snapshot: RequestsSnapshot) => void>();
let started = false;
// Sends run one after another in a page. A routine one (timer, page open) joins one that waits its turn, not
// one under way: that one read the clock before, and a phone that slept (its clock jumped) would find its
// request due only at the look after, half a minute later.
let queue: Promise<unknown> = Promise.resolve();
let routineWaiting: Promise<unknown> | null = null;

function publish(next: RequestsSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener(snapshot);
}

async function refresh(change?: OutboxChange) {
  const sent = change?.change === 'sent' ? snapshot.requests.find((request) => request.id === change.id) : undefined;
  const now = Date.now();
  const all = await listRequests(now).catch(() => null);
  if (all) waitingStored = all.filter((entry) => entry.status === 'waiting').length;
  const requests = all ? all.filter((entry) => isShown(entry, now)).map(viewOf) : snapshot.requests;
  publish({ ...snapshot, requests, lastSent: sent ?? snapshot.lastSent });
}

/** Sends what waits, one round at a time in this page (the outbox keeps other tabs and the worker out). */
function sendNow(options: { force?: boolean; connectionBack?: boolean } = {}): Promise<unknown> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return Promise.resolve();
  const asked = Boolean(options.force || options.connectionBack);
  if (!asked && routineWaiting) return routineWaiting;
  // A try that failed asks for Background Sync again: Chromium gives up on one after about three tries.
  const round: Promise<unknown> = queue
    .then(() => {
      if (routineWaiting === round) routineWaiting = null;
      return sendWaiting(options);
    })
    .then(async (result) => {
      if (result.waiting > 0) await requestOutboxSync();
      return result;
    })
    .catch(() => undefined);
  queue = round;
  if (!asked) routineWaiting = round;
  return round;
}

function start() {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(OUTBOX_CHANNEL).onmessage = (event: MessageEvent<OutboxChange>) => void refresh(event.data);
  }
  window.addEventListener('online', () => void sendNow({ connectionBack: true }));
  setInterval(() => {
    if (document.visibilityState === 'visible' && waitingStored > 0) void sendNow().then(() => refresh());
  }, DUE_LOOKUP_INTERVAL_MS);
  void deviceKeeping().then((device) => publish({ ...snapshot, device }));
  void refresh().then(() => sendNow());
  window.dispatchEvent(new Event(OUTBOX_OPENED_EVENT));
}

/** Follows the kept requests (and starts watching them on the first call); returns the unsubscribe. */
export function follow(listener: (snapshot: RequestsSnapshot) => void): () => void {
  listeners.add(listener);
  start();
  listener(snapshot);
  return () => listeners.delete(listener);
}

/** Reads the outbox again now: after this page changed it itself. */
export function refreshRequests(): Promise<void> {
  start();
  return refresh();
}

/** The visitor's « Réessayer maintenant »: sends what waits without waiting for its next try; true when something still waits. */
export async function retryNow(): Promise<boolean> {
  await sendNow({ force: true });
  const left = await listRequests().catch(() => []);
  return left.some((entry) => entry.status === 'waiting');
}

/** The visitor sends again a request that went unconfirmed (the same reference: the centre sees a repeat). */
export async function sendAgain(id: string): Promise<void> {
  await requeueRequest(id);
  await sendNow({ force: true });
  await refresh();
}

/** Deletes a request from the device: cancelled, taken back into the form, or its end read. */
export async function deleteRequest(id: string): Promise<void> {
  await removeRequest(id);
  await refresh();
}

/** This page's own what-just-happened, after the form kept a request: the device's promises are known now. */
export function keptWith(device: DeviceKeeping): void {
  publish({ ...snapshot, device });
}

/** Forget the request this page saw leave (its confirmation has been read). */
export function forgetSent(): void {
  publish({ ...snapshot, lastSent: null });
}
