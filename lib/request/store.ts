import { retryDelay, type Answer } from './answers';
import type { Failures } from './channels';
import { expired, isCurrent, readEntry, type KeptRequest, type StoredRequest } from './entry';
import { OUTBOX_CHANNEL, OUTBOX_DB } from './exists';
import { SEND_TIMEOUT_MS } from './channels/emailjs';
import type { NoticeEvent } from './notice/notice';

/*
 * The outbox in IndexedDB: the one store the pages and the service worker share, and the only code
 * that knows how requests are kept and claimed. Every change that decides who sends (a claim) is one
 * readwrite transaction, and IndexedDB runs readwrite transactions on the same store one after the
 * other, across every tab and the worker: two contexts never both claim a request.
 *
 * A claim is a lease with a fixed end, taken just before a POST: longer than the longest send (a send
 * is stopped at SEND_TIMEOUT_MS), so a live sender settles its try before the lease ends, and nothing
 * has to be renewed by a timer that a hidden tab would slow down. A lease that runs out unsettled means
 * the sender vanished with its POST on the way: the request may have arrived, so it is marked
 * unconfirmed and never posted again by itself; the answer of that POST, if it ever comes, still settles it.
 */

const STORE = 'requests';
const VERSION = 1;
// Tests open the database as another build left it: by these names, never retyped.
export { STORE as OUTBOX_STORE, VERSION as OUTBOX_VERSION };

/** How long a claim holds: the longest try (EmailJS, then the relay: channels/), and room for a slow device to hear its end. */
export const LEASE_MS = 2 * SEND_TIMEOUT_MS + 75_000;

/** Who changed what, posted on a BroadcastChannel so that every open page and the worker can follow. */
export type OutboxChange = { id: string; change: 'added' | 'sent' | 'refused' | 'released' | 'removed' | 'changed' };

/** What other tabs are told of a try that did not send: refused for good, or released to wait for the next. */
const SETTLED = { refused: 'refused', retry: 'released' } as const satisfies Record<Exclude<Answer['kind'], 'sent'>, OutboxChange['change']>;

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
    Promise.resolve()
      .then(() => work(tx.objectStore(STORE)))
      .then(
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

/** The entry without these fields (a field set to undefined would still be stored). */
function omit<T extends object, K extends keyof T>(entry: T, keys: K[]): Omit<T, K> {
  const copy = { ...entry };
  for (const key of keys) delete copy[key];
  return copy;
}

/** A waiting request whose lease ran out unsettled: its sender vanished mid-send. */
function lapsed(entry: StoredRequest, now: number): StoredRequest {
  return entry.status === 'waiting' && entry.attempt && entry.attempt.until <= now ? { ...entry, status: 'unconfirmed', quiet: false } : entry;
}

/** The entry as it stands at `now`: read in today's shape, its lease and its days counted. */
function current(raw: unknown, now: number): StoredRequest | null {
  const read = readEntry(raw, now);
  return read && expired(lapsed(read, now), now);
}

/**
 * Every request in the outbox, oldest first, as it stands at `now`. Reading also tidies: an entry an
 * older build wrote is written back in today's shape (so its new reference stays), a request past its
 * days loses what the visitor typed, and what cannot be read at all is deleted.
 */
export async function listRequests(now = Date.now()): Promise<StoredRequest[]> {
  const { entries, changed } = await transaction('readwrite', async (store) => {
    const [rows, keys] = await Promise.all([requestValue(store.getAll()), requestValue(store.getAllKeys())]);
    const kept: StoredRequest[] = [];
    let changed = false;
    for (const [index, raw] of rows.entries()) {
      const entry = current(raw, now);
      const key = keys[index]!;
      if (entry && entry.id === key && isCurrent(raw, entry)) {
        kept.push(entry);
        continue;
      }
      changed = true;
      if (!entry || entry.id !== key) await requestValue(store.delete(key));
      if (entry) {
        await requestValue(store.put(entry));
        kept.push(entry);
      }
    }
    return { entries: kept, changed };
  });
  if (changed) announce({ id: '', change: 'changed' });
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/** Keeps a new request (entry.ts, newEntry: claimed by the page that is about to send it). */
export async function addRequest(entry: KeptRequest): Promise<void> {
  await transaction('readwrite', (store) => requestValue(store.add(entry)));
  announce({ id: entry.id, change: 'added' });
}

/** Reads one request as it stands, and changes it (`change` returns it as it must be stored, or no `next` to leave it). */
function update<T>(id: string, now: number, change: (entry: StoredRequest | null) => { next?: StoredRequest; result: T }): Promise<T> {
  return transaction('readwrite', async (store) => {
    const entry = current(await requestValue(store.get(id)), now);
    const { next, result } = change(entry);
    if (next) await requestValue(store.put(next));
    return result;
  });
}

export interface ClaimOptions {
  /** The visitor asked for it: a request waiting for its next try goes now. */
  force?: boolean;
  /** The browser says the connection is back: a request that waits for lack of one goes now. */
  connectionBack?: boolean;
}

/**
 * Takes the right to post one request now, under `token`: only a waiting request that nobody is
 * posting, whose time has come. Resolves with the request as claimed, or null.
 */
export function claimRequest(id: string, token: string, now = Date.now(), { force = false, connectionBack = false }: ClaimOptions = {}): Promise<KeptRequest | null> {
  return update(id, now, (entry) => {
    // Gone, refused, unconfirmed (listRequests says so to every page), or being posted right now.
    if (!entry || entry.status !== 'waiting' || entry.attempt) return { result: null };
    // A connection back changes nothing for a service that could not take it, nor for a limit that holds it.
    const due = force || (connectionBack && entry.cause !== 'service' && entry.cause !== 'held') || (entry.retryAt ?? 0) <= now;
    if (!due) return { result: null };
    const claimed: KeptRequest = { ...entry, attempt: { token, until: now + LEASE_MS }, attempts: entry.attempts + 1, quiet: false };
    return { next: claimed, result: claimed };
  });
}

/**
 * Records what a POST came to. A 2xx deletes the request whoever posted it (it has reached the
 * centre). Any other answer counts only for the try it answers (`token`): not for a request cancelled
 * meanwhile, nor one someone else is posting now. A failed try waits for its next chance.
 *
 * Resolves with what the staff must be told of it (notice/), decided in the same transaction, so that
 * one sender alone tells it: `sent` for the one that deleted the request, `failing` the first time it
 * waits because no channel took it for the account's sake (the entry remembers it), else null.
 */
export async function settleRequest(id: string, token: string, answer: Answer, now = Date.now(), failures: Failures = {}): Promise<NoticeEvent | null> {
  if (answer.kind === 'sent') {
    // A failed delete must not let it be posted again: tried three times; if it still fails, the
    // lease runs out and the request shows as unconfirmed, never posted again by itself.
    let found = false;
    for (let tries = 0; ; tries += 1) {
      try {
        found = await transaction('readwrite', async (store) => {
          const there = (await requestValue(store.count(id))) > 0;
          if (there) await requestValue(store.delete(id));
          return there;
        });
        break;
      } catch (error) {
        if (tries === 2) throw error;
      }
    }
    announce({ id, change: 'sent' });
    // Gone already: another sender's answer deleted it, and told it.
    return found ? 'sent' : null;
  }
  const { changed, event } = await update(id, now, (entry): { next?: StoredRequest; result: { changed: boolean; event: NoticeEvent | null } } => {
    if (!entry || (entry.status !== 'waiting' && entry.status !== 'unconfirmed') || entry.attempt?.token !== token) return { result: { changed: false, event: null } };
    const rest = { ...omit(entry, ['attempt', 'quiet', 'retryAt']), ...(Object.keys(failures).length > 0 ? { channels: { ...entry.channels, ...failures } } : {}) };
    const failing = answer.kind === 'retry' && answer.cause === 'service' && !entry.failingTold;
    const next: KeptRequest =
      answer.kind === 'refused'
        ? { ...rest, status: 'refused', refusal: { status: answer.status, text: answer.text } }
        : answer.cause === 'offline'
          ? { ...rest, status: 'waiting', cause: answer.cause }
          : { ...rest, status: 'waiting', cause: answer.cause, retryAt: now + (answer.retryAfterMs ?? retryDelay(entry.attempts)), ...(failing ? { failingTold: true } : {}) };
    return { next, result: { changed: true, event: failing ? 'failing' : null } };
  });
  if (changed) announce({ id, change: SETTLED[answer.kind] });
  return event;
}

/** The first send is taking long: the request shows as waiting everywhere, still held by its page. */
export async function revealRequest(id: string, token: string, now = Date.now()): Promise<void> {
  const changed = await update(id, now, (entry) =>
    entry?.status === 'waiting' && entry.attempt?.token === token ? { next: { ...entry, quiet: false }, result: true } : { result: false },
  );
  if (changed) announce({ id, change: 'added' });
}

/** The visitor sends again a request that went unconfirmed: it waits for its next try, due now. */
export async function requeueRequest(id: string, now = Date.now()): Promise<void> {
  const changed = await update(id, now, (entry) => {
    if (entry?.status !== 'unconfirmed') return { result: false };
    return { next: { ...omit(entry, ['attempt', 'retryAt']), status: 'waiting' }, result: true };
  });
  if (changed) announce({ id, change: 'released' });
}

/** Deletes a request the visitor cancelled, took back into the form or read the end of. A POST already on its way cannot be stopped. */
export async function removeRequest(id: string): Promise<void> {
  await transaction('readwrite', (store) => requestValue(store.delete(id)));
  announce({ id, change: 'removed' });
}
