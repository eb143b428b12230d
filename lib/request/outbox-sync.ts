/*
 * Background Sync for the outbox: what the request (which asks for it when a request waits) and the
 * service worker (lib/service-worker/worker.ts, which answers it) share. It is the request's; the
 * worker reads its tag through the request's entry for the worker (for-worker.ts), and the request
 * never imports the worker.
 */

/** The Background Sync a page asks for when a request waits in the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox';

type SyncRegistration = ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };

async function syncRegistration(): Promise<SyncRegistration | null> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  return registration?.active && 'sync' in registration ? (registration as SyncRegistration) : null;
}

/** Whether this browser can send a waiting request with every tab closed (Background Sync: Chrome, Android). */
export async function canSyncInBackground(): Promise<boolean> {
  return Boolean(await syncRegistration());
}

/** Asks the browser to wake the worker when the connection is back, even if every tab is closed by then. */
export async function requestOutboxSync(): Promise<boolean> {
  try {
    const registration = await syncRegistration();
    await registration?.sync.register(OUTBOX_SYNC_TAG);
    return Boolean(registration);
  } catch {
    return false;
  }
}
