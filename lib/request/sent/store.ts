import type { RequestKind } from '@/lib/request/values';
import { isKept, newRecord, readRecord, type SentRecord } from './record';

/*
 * Where a device keeps the requests the gateway received (record.ts): a database of its own, apart from the
 * outbox's, so that a tab still open on an older build (which reads every outbox entry as a request, and
 * would set this one aside as damaged) never meets it, and the outbox keeps its version. Written by whichever
 * context the gateway answered (a page, or the service worker sending what waited: channels/gateway.ts), read
 * by the pages' watch (sent-status.ts). Reading never creates it: a device that never sent through a gateway
 * has none.
 */

export const SENT_DB = 'aide-vie-sent';
const STORE = 'sent';
const VERSION = 1;

let opened: Promise<IDBDatabase> | null = null;

/** The database; `create` false: null when it does not exist (its creation is aborted, nothing is left behind). */
function openDatabase(create: boolean): Promise<IDBDatabase | null> {
  if (opened) return opened;
  const opening = new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = create ? indexedDB.open(SENT_DB, VERSION) : indexedDB.open(SENT_DB);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(STORE, { keyPath: 'id' });
      else request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        opened = null;
      };
      resolve(db);
    };
    request.onerror = () => (create ? reject(request.error) : resolve(null));
    request.onblocked = () => reject(new Error('sent: database blocked'));
  });
  // Only an open database is remembered: one that did not exist yet may exist at the next look.
  void opening.then(
    (db) => {
      if (db) opened = Promise.resolve(db);
    },
    () => {},
  );
  return opening;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('sent: transaction aborted'));
  });
}

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Keeps the record of a request the gateway has just received; one kept already (a repeat answered « already sent ») stays as it is. */
export async function keepSent(request: { id: string; reference: string; kind?: RequestKind | undefined }, now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await openDatabase(true);
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  void result(store.count(request.id)).then((count) => {
    if (count === 0) store.put(newRecord(request, now));
  });
  await done(tx);
}

/** Every record the device still keeps; what is past its days, or cannot be read, is deleted as it is read. */
export async function readSent(now = Date.now()): Promise<SentRecord[]> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await openDatabase(false);
  if (!db) return [];
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  const [rows, keys] = await Promise.all([result(store.getAll()), result(store.getAllKeys())]);
  const kept: SentRecord[] = [];
  rows.forEach((raw: unknown, index) => {
    const record = readRecord(raw);
    if (record && record.id === keys[index] && isKept(record, now)) kept.push(record);
    else store.delete(keys[index]!);
  });
  await done(tx);
  return kept;
}

/** Writes what the asking learnt, for the records still there (one the family closed meanwhile stays gone). */
export async function saveSent(records: readonly SentRecord[]): Promise<void> {
  const db = records.length > 0 && typeof indexedDB !== 'undefined' ? await openDatabase(false) : null;
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  for (const record of records) {
    void result(store.count(record.id)).then((count) => {
      if (count > 0) store.put(record);
    });
  }
  await done(tx);
}

/** The family closed its line: the device forgets the request (there is nothing more it would ask). */
export async function removeSent(id: string): Promise<void> {
  const db = typeof indexedDB !== 'undefined' ? await openDatabase(false) : null;
  if (!db) return;
  const tx = db.transaction(STORE, 'readwrite');
  tx.objectStore(STORE).delete(id);
  await done(tx);
}
