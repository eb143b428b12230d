import { OUTBOX_SYNC_TAG } from './messages';

/* Background Sync, asked for by the form when a request waits: apart from the registration, which every page loads. */

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
