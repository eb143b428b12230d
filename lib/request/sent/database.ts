/*
 * Where a device keeps the requests the gateway received (record.ts): a database of its own, apart from the
 * outbox's, so that a tab still open on an older build (which reads every outbox entry as a request, and
 * would set this one aside as damaged) never meets it, and the outbox keeps its version. Written by whichever
 * context the gateway answered (a page, or the service worker sending what waited: keep.ts), read by the
 * pages' watch (store.ts, sent-status.ts). Reading never creates it: a device that never sent through a
 * gateway has none.
 */

export const SENT_DB = 'aide-vie-sent';
export const SENT_STORE = 'sent';
const VERSION = 1;

let opened: Promise<IDBDatabase> | null = null;

/** The database; `create` false: null when it does not exist (its creation is aborted, nothing is left behind). */
export function openSentDatabase(create: boolean): Promise<IDBDatabase | null> {
  if (opened) return opened;
  const opening = new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = create ? indexedDB.open(SENT_DB, VERSION) : indexedDB.open(SENT_DB);
    request.onupgradeneeded = () => {
      if (create) request.result.createObjectStore(SENT_STORE, { keyPath: 'id' });
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

export function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('sent: transaction aborted'));
  });
}

export const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
