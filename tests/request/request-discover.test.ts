import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForOutbox } from '@/lib/request/discover';
import { OUTBOX_DB, OUTBOX_OPENED_EVENT } from '@/lib/request/exists';

/*
 * Every page's watch for an outbox (lib/request/discover.ts): a page learns that this device keeps a request,
 * at idle, when the visitor comes back to the tab, when the connection returns, or at once when its own form
 * creates the outbox, and never after it stopped watching. The browser is an EventTarget for the window and one
 * for the document; the device's databases are what indexedDB.databases() lists.
 */

let databases: string[];
let reads: number;
let visibility: 'visible' | 'hidden';
let windowEvents: EventTarget;
let documentEvents: EventTarget;

beforeEach(() => {
  databases = [];
  reads = 0;
  visibility = 'visible';
  windowEvents = new EventTarget();
  documentEvents = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => visibility });
  vi.stubGlobal('window', windowEvents);
  vi.stubGlobal('document', documentEvents);
  vi.stubGlobal('indexedDB', {
    databases: async () => {
      reads += 1;
      return databases.map((name) => ({ name, version: 1 }));
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the check's read of the databases answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch() {
  const found = vi.fn();
  let idle: (() => void) | undefined;
  const stop = watchForOutbox(found, (work) => (idle = work));
  return { found, stop, idle: () => idle?.() };
}

describe('a page’s watch for a kept request', () => {
  it('looks when the page is idle, and finds an outbox only if this device has one', async () => {
    const none = watch();
    databases = ['another-site'];
    none.idle();
    await settle();
    expect(none.found).not.toHaveBeenCalled();
    none.stop();

    databases = [OUTBOX_DB];
    const kept = watch();
    expect(kept.found).not.toHaveBeenCalled();
    kept.idle();
    await settle();
    expect(kept.found).toHaveBeenCalledTimes(1);
  });

  it('looks again when the connection returns, and when the visitor comes back to the tab, not when they leave it', async () => {
    const { found } = watch();
    databases = [OUTBOX_DB];
    windowEvents.dispatchEvent(new Event('online'));
    await settle();
    expect(found).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(found).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(found).toHaveBeenCalledTimes(2);
  });

  it('knows at once when its own form creates the outbox, without reading the databases', () => {
    const { found } = watch();
    windowEvents.dispatchEvent(new Event(OUTBOX_OPENED_EVENT));
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('hears nothing once it stopped, even an answer already on its way, and reads the databases no more', async () => {
    databases = [OUTBOX_DB];
    const { found, stop, idle } = watch();
    idle();
    stop();
    await settle();
    windowEvents.dispatchEvent(new Event(OUTBOX_OPENED_EVENT));
    windowEvents.dispatchEvent(new Event('online'));
    documentEvents.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(found).not.toHaveBeenCalled();
    // Only the idle look's read: a page that stopped watching leaves no listener behind.
    expect(reads).toBe(1);
  });
});
