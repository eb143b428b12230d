/*
 * Whether this device has an outbox at all, asked without opening it: opening a database creates it,
 * and most visitors never need one. Every page asks this; the outbox's own code loads only if so.
 */

export const OUTBOX_DB = 'aide-vie-outbox';

/** Where every change to the outbox is announced, to the other tabs and the worker (store.ts). */
export const OUTBOX_CHANNEL = 'aide-vie-outbox';

/** Browsers without indexedDB.databases() are given the benefit of the doubt: the outbox is opened. */
export async function outboxExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === OUTBOX_DB);
  } catch {
    return true;
  }
}

/** Dispatched on window when this page starts following the outbox (the form has just created it). */
export const OUTBOX_OPENED_EVENT = 'aide-vie:outbox-opened';
