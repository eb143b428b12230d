import type { OutboxEntry, SendOutcome } from './entry';
import { OUTBOX_CHANNEL, OUTBOX_DB } from './exists';

/*
 * The outbox in IndexedDB: the one store a page and the service worker share. Every change that
 * decides who sends (a claim) is one readwrite transaction, and IndexedDB runs readwrite transactions
 * on the same store one after the other, across every tab and the worker: two contexts can never both
 * claim the same request. The store holds only requests not yet sent; each is deleted the moment
 * EmailJS has answered 200 or the visitor cancels it.
 */

const STORE = 'requests';
const VERSION = 1;

/** How long a claim holds without being renewed: a sender that died frees the request after this. */
export const LEASE_MS = 60_000;

/** Who changed what, posted on a BroadcastChannel so that every open page and the worker can follow. */
export type OutboxChange = { id: string; change: 'added' | 'sent' | 'refused' | 'released' | 'removed' };

function announce(message: OutboxChange) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB, VERSION);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => {
      const db = request.result;
      // Another context upgrading or deleting the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('outbox: database blocked'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction and resolves when the transaction has committed. */
async function transaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    let result: T;
    Promise.resolve(work(tx.objectStore(STORE))).then(
      (value) => {
        result = value;
      },
      (error: unknown) => {
        tx.abort();
        reject(error);
      },
    );
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('outbox: transaction aborted'));
  });
}

function requestValue<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Every request in the outbox, oldest first. */
export async function listRequests(): Promise<OutboxEntry[]> {
  const entries = await transaction('readonly', (store) => requestValue(store.getAll() as IDBRequest<OutboxEntry[]>));
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Keeps a new request. `claimedBy`: the page is about to send it itself; it holds the claim, and the
 * request stays quiet (no note, no panel anywhere) until that first send fails or takes too long.
 */
export async function addRequest(entry: OutboxEntry, { claimedBy, now = Date.now() }: { claimedBy?: string; now?: number } = {}): Promise<void> {
  const stored: OutboxEntry = claimedBy ? { ...entry, lockedUntil: now + LEASE_MS, owner: claimedBy, quiet: true } : entry;
  await transaction('readwrite', (store) => requestValue(store.add(stored)));
  announce({ id: entry.id, change: 'added' });
}

/**
 * Takes the right to send one request: only a waiting request that nobody holds can be claimed.
 * Resolves with the entry as stored, or null when it is gone, refused, or held by another sender.
 */
export function claimRequest(id: string, owner: string, now = Date.now()): Promise<OutboxEntry | null> {
  return transaction('readwrite', async (store) => {
    const entry = (await requestValue(store.get(id))) as OutboxEntry | undefined;
    if (!entry || entry.status !== 'waiting' || (entry.lockedUntil ?? 0) > now) return null;
    const claimed: OutboxEntry = { ...entry, lockedUntil: now + LEASE_MS, owner, quiet: false, attempts: entry.attempts + 1 };
    await requestValue(store.put(claimed));
    return claimed;
  });
}

/** Changes a request only while `owner` holds its claim: a sender whose lease ran out touches nothing. */
function whileOwned(id: string, owner: string, change: (entry: OutboxEntry) => OutboxEntry | null): Promise<boolean> {
  return transaction('readwrite', async (store) => {
    const entry = (await requestValue(store.get(id))) as OutboxEntry | undefined;
    if (!entry || entry.owner !== owner) return false;
    const next = change(entry);
    if (next) await requestValue(store.put(next));
    else await requestValue(store.delete(id));
    return true;
  });
}

/** Keeps the claim alive while a send is still on its way (a slow link can take minutes). */
export async function renewClaim(id: string, owner: string, now = Date.now()): Promise<void> {
  await whileOwned(id, owner, (entry) => ({ ...entry, lockedUntil: now + LEASE_MS }));
}

/** The first send is taking too long: the request is shown as waiting everywhere, its claim still held. */
export async function revealRequest(id: string, owner: string): Promise<void> {
  if (await whileOwned(id, owner, (entry) => ({ ...entry, quiet: false }))) announce({ id, change: 'added' });
}

/**
 * Records what a claimed send came to: deleted once sent, marked refused, or released for a later try.
 * A 200 deletes it whoever sent it (it has reached the centre); the other outcomes count only from
 * the sender that still holds the claim.
 */
export async function settleRequest(id: string, owner: string, outcome: SendOutcome): Promise<void> {
  const changed =
    outcome.kind === 'sent'
      ? await transaction('readwrite', (store) => requestValue(store.delete(id)).then(() => true))
      : await whileOwned(id, owner, (entry) => {
          const released: OutboxEntry = { ...entry, lockedUntil: undefined, owner: undefined, quiet: false };
          return outcome.kind === 'refused' ? { ...released, status: 'failed', refusal: { status: outcome.status, text: outcome.text } } : released;
        });
  if (changed) announce({ id, change: outcome.kind === 'sent' ? 'sent' : outcome.kind === 'refused' ? 'refused' : 'released' });
}

/** Deletes a request the visitor cancelled or took back into the form. A request being sent right now cannot be stopped. */
export async function removeRequest(id: string): Promise<void> {
  await transaction('readwrite', (store) => requestValue(store.delete(id)));
  announce({ id, change: 'removed' });
}
