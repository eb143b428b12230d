import { isKept, readRecord } from './asking';
import { done, openSentDatabase, result, SENT_STORE } from './database';
import type { SentRecord } from './record';

/* The records as the pages' watch reads and writes them (sent-status.ts); the gateway's channel only adds one (keep.ts). */

/** Every record the device still keeps; what is past its days, or cannot be read, is deleted as it is read. */
export async function readSent(now = Date.now()): Promise<SentRecord[]> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await openSentDatabase(false);
  if (!db) return [];
  const tx = db.transaction(SENT_STORE, 'readwrite');
  const store = tx.objectStore(SENT_STORE);
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
  const db = records.length > 0 && typeof indexedDB !== 'undefined' ? await openSentDatabase(false) : null;
  if (!db) return;
  const tx = db.transaction(SENT_STORE, 'readwrite');
  const store = tx.objectStore(SENT_STORE);
  for (const record of records) {
    void result(store.count(record.id)).then((count) => {
      if (count > 0) store.put(record);
    });
  }
  await done(tx);
}

/** The family closed its line: the device forgets the request (there is nothing more it would ask). */
export async function removeSent(id: string): Promise<void> {
  const db = typeof indexedDB !== 'undefined' ? await openSentDatabase(false) : null;
  if (!db) return;
  const tx = db.transaction(SENT_STORE, 'readwrite');
  tx.objectStore(SENT_STORE).delete(id);
  await done(tx);
}
