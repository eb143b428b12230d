import type { RequestKind } from '@/lib/request/values';
import { done, openSentDatabase, result, SENT_STORE } from './database';
import { newRecord } from './record';

/*
 * The one write the gateway's channel makes when the gateway has received a request (channels/gateway.ts, in
 * a page or the service worker): its record, for the pages to ask who has it. Nothing else comes with it.
 */

/** Keeps the record of a request the gateway has just received; one kept already (a repeat answered « already sent ») stays as it is. */
export async function keepSent(request: { id: string; reference: string; kind?: RequestKind | undefined }, now = Date.now()): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await openSentDatabase(true);
  if (!db) return;
  const tx = db.transaction(SENT_STORE, 'readwrite');
  const store = tx.objectStore(SENT_STORE);
  void result(store.count(request.id)).then((count) => {
    if (count === 0) store.put(newRecord(request, now));
  });
  await done(tx);
}
