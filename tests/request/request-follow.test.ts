import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_VARIABLES } from '@/lib/request/emailjs-config';
import { EMAILJS_SEND_URL } from '@/lib/request/channels/emailjs';
import { OUTBOX_OPENED_EVENT } from '@/lib/request/exists';
import { newEntry, KEEP_MS } from '@/lib/request/entry';
import type { RequestsSnapshot } from '@/lib/request/follow';
import { addRequest, claimRequest, LEASE_MS, listRequests, removeRequest, settleRequest } from '@/lib/request/store';
import { marieValues } from './appointment-request';

/*
 * The kept requests as a page follows them (lib/request/follow.ts): the form's panel and the note on every page.
 * A page made up here: its window, its visibility, its connection, the other tabs' messages (a BroadcastChannel
 * that delivers to the page's own) and EmailJS (a fetch that answers as told). follow.ts keeps its state for the
 * page's life, so each test loads it anew.
 */

class PageChannel {
  static open = new Set<PageChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    PageChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of PageChannel.open) if (other !== this && other.name === this.name) queueMicrotask(() => other.onmessage?.({ data } as MessageEvent));
  }
  close() {
    PageChannel.open.delete(this);
  }
}

let emailjs: number[];
let posts: number;
let page: { window: EventTarget; document: { visibilityState: string }; navigator: { onLine: boolean; serviceWorker?: unknown; storage?: unknown } };
const t0 = Date.now();

/** Real time for IndexedDB's own timers, which the fake clock does not move: a round the page started has ended. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function loadFollow() {
  vi.resetModules();
  return import('@/lib/request/follow');
}

/** A request kept for lack of a connection: waiting, due now. */
async function keptOffline(createdAt: number, message = '') {
  const entry = newEntry({ values: marieValues(message), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: createdAt + LEASE_MS }, createdAt);
  await addRequest(entry);
  await settleRequest(entry.id, 'form', { kind: 'retry', cause: 'offline' }, createdAt);
  return entry;
}

/** Everything the page's follower is told, the last one last. */
function listen(follow: (listener: (snapshot: RequestsSnapshot) => void) => () => void) {
  const seen: RequestsSnapshot[] = [];
  follow((snapshot) => seen.push(snapshot));
  return { seen, last: () => seen.at(-1)! };
}

beforeEach(async () => {
  for (const entry of await listRequests()) await removeRequest(entry.id);
  // Intervals and the clock are the test's; IndexedDB's own timers stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: t0 });
  emailjs = [503];
  posts = 0;
  page = { window: new EventTarget(), document: { visibilityState: 'visible' }, navigator: { onLine: true } };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', page.document);
  vi.stubGlobal('navigator', page.navigator);
  vi.stubGlobal('BroadcastChannel', PageChannel);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== EMAILJS_SEND_URL) return new Response('', { status: 404 });
    const status = emailjs[Math.min(posts++, emailjs.length - 1)]!;
    return new Response(status === 200 ? 'OK' : 'down', { status });
  });
  vi.stubEnv(EMAILJS_VARIABLES.serviceId, 'service_test');
  vi.stubEnv(EMAILJS_VARIABLES.templateId, 'template_test');
  vi.stubEnv(EMAILJS_VARIABLES.publicKey, 'public_test');
});

afterEach(() => {
  PageChannel.open.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('a page following the kept requests', () => {
  it('says at once what it knows, then the kept requests oldest first, tries them once, and tells the page the outbox is open', async () => {
    const older = await keptOffline(t0 - 2_000, 'Première.');
    const newer = await keptOffline(t0 - 1_000, 'Seconde.');
    let opened = 0;
    page.window.addEventListener(OUTBOX_OPENED_EVENT, () => (opened += 1));
    const { follow } = await loadFollow();
    const { seen, last } = listen(follow);
    expect(seen[0]).toEqual({ requests: [], lastSent: null, device: { sendsInBackground: false, keepsData: false } });
    expect(opened).toBe(1);
    await vi.waitFor(() => expect(posts).toBe(2));
    await vi.waitFor(() => expect(last().requests.map((request) => request.id)).toEqual([older.id, newer.id]));
    expect(last().requests.map((request) => request.status)).toEqual(['waiting', 'waiting']);
    // A second follower starts nothing more.
    listen(follow);
    expect(opened).toBe(1);
  });

  it('hides a request its page is still sending the first time', async () => {
    await addRequest(newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: t0 + LEASE_MS }, t0));
    const { refreshRequests, follow } = await loadFollow();
    const { last } = listen(follow);
    await refreshRequests();
    expect(last().requests).toEqual([]);
  });

  it('a request another tab or the worker sent: the last one sent, until its confirmation is read', async () => {
    await keptOffline(t0 - 2_000);
    const entry = await keptOffline(t0 - 1_000);
    const { follow, forgetSent } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().requests).toHaveLength(2));
    // A try of the worker that failed changes the request, and is no « sent ».
    const worker = await claimRequest(entry.id, 'worker', Date.now(), { force: true });
    expect(worker).not.toBeNull();
    await settleRequest(entry.id, 'worker', { kind: 'retry', cause: 'network' });
    await settle();
    expect(last().lastSent).toBeNull();
    await settleRequest(entry.id, 'worker', { kind: 'sent' });
    // The one sent, not the oldest of the list.
    await vi.waitFor(() => expect(last().lastSent).toMatchObject({ id: entry.id, reference: 'AV-7K3Q' }));
    expect(last().requests).toHaveLength(1);
    forgetSent();
    expect(last().lastSent).toBeNull();
  });

  it('« Réessayer maintenant » sends what waits without waiting its turn, and says whether something still waits', async () => {
    await keptOffline(t0 - 1_000);
    emailjs = [503, 503, 200];
    const { retryNow, follow } = await loadFollow();
    listen(follow);
    await vi.waitFor(() => expect(posts).toBe(1));
    // The first try failed: not due for half a minute, yet the visitor's « Réessayer » goes now.
    expect(await retryNow()).toBe(true);
    expect(posts).toBe(2);
    expect(await retryNow()).toBe(false);
    expect(posts).toBe(3);
  });

  it('offline, as the browser says: nothing is posted, and the request still waits', async () => {
    // Its last try found no network: its next turn is half a minute away.
    const entry = newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: t0 + LEASE_MS }, t0 - 1_000);
    await addRequest(entry);
    await settleRequest(entry.id, 'form', { kind: 'retry', cause: 'network' }, t0 - 1_000);
    page.navigator.onLine = false;
    const { retryNow, refreshRequests } = await loadFollow();
    await refreshRequests();
    expect(await retryNow()).toBe(true);
    await settle();
    expect(posts).toBe(0);
    // The connection is back: the page sends at once, before its turn.
    page.navigator.onLine = true;
    emailjs = [200];
    page.window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listRequests()).toEqual([]));
    expect(posts).toBe(1);
  });

  it('looks every 30 seconds for what is due while the page is seen, never while it is hidden or nothing waits', async () => {
    await keptOffline(t0 - 1_000);
    const { follow, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
    listen(follow);
    await vi.waitFor(() => expect(posts).toBe(1));
    // The failed try makes it due a minute later (retryDelay): hidden all that minute, the page posts nothing.
    page.document.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(2 * DUE_LOOKUP_INTERVAL_MS);
    await settle();
    expect(posts).toBe(1);
    page.document.visibilityState = 'visible';
    emailjs = [200];
    await vi.advanceTimersByTimeAsync(DUE_LOOKUP_INTERVAL_MS);
    await vi.waitFor(() => expect(posts).toBe(2));
    await vi.waitFor(async () => expect(await listRequests()).toEqual([]));
    await vi.advanceTimersByTimeAsync(KEEP_MS / 1_000);
    await settle();
    expect(posts).toBe(2);
  });

  it('the form kept one: its page says what the browser promised; a request deleted leaves the list', async () => {
    const entry = await keptOffline(t0 - 1_000);
    const { follow, keptWith, deleteRequest } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().requests).toHaveLength(1));
    keptWith({ sendsInBackground: true, keepsData: true });
    expect(last().device).toEqual({ sendsInBackground: true, keepsData: true });
    await deleteRequest(entry.id);
    expect(last().requests).toEqual([]);
    expect(await listRequests()).toEqual([]);
  });

  it('« Réessayer » while the 30-second look is on its way still goes now, not only when due', async () => {
    await keptOffline(t0 - 1_000);
    emailjs = [503, 200];
    const { follow, retryNow, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().requests[0]?.cause).toBe('service'));
    // The look finds it not due (a minute after its failed try) while the visitor presses « Réessayer ».
    vi.advanceTimersByTime(DUE_LOOKUP_INTERVAL_MS);
    expect(await retryNow()).toBe(false);
    expect(posts).toBe(2);
  });

  it('a look that comes while one begun before the clock jumped (a phone waking) is still reading: it looks again then, with the time as it is now, once', async () => {
    // Its last try found no answer: due half a minute later.
    const entry = newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: t0 + LEASE_MS }, t0);
    await addRequest(entry);
    await settleRequest(entry.id, 'form', { kind: 'retry', cause: 'network' }, t0);
    // The rounds themselves held by the test: when each began, and the end of the first one in its hands.
    const began: number[] = [];
    let endFirst = () => {};
    vi.doMock('@/lib/request/deliver', () => ({
      sendWaiting: () => {
        began.push(Date.now());
        const result = { sent: 0, refused: 0, waiting: 1 };
        return began.length === 1 ? new Promise((resolve) => (endFirst = () => resolve(result))) : Promise.resolve(result);
      },
    }));
    try {
      const { refreshRequests, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
      await refreshRequests();
      await vi.waitFor(() => expect(began).toEqual([t0]));
      // The phone slept two minutes: its looks come at once, while the round begun before still reads.
      vi.advanceTimersByTime(4 * DUE_LOOKUP_INTERVAL_MS);
      endFirst();
      await vi.waitFor(() => expect(began).toHaveLength(2));
      expect(began[1]).toBeGreaterThanOrEqual(t0 + 4 * DUE_LOOKUP_INTERVAL_MS);
      await settle();
      expect(began).toHaveLength(2);
    } finally {
      vi.doUnmock('@/lib/request/deliver');
    }
  });

  it('a page where nothing waits leaves the outbox alone (no read every 30 seconds), and « Réessayer » says nothing waits', async () => {
    const entry = newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: t0 + LEASE_MS }, t0 - 1_000);
    await addRequest(entry);
    await settleRequest(entry.id, 'form', { kind: 'refused', status: 413, text: 'too large' }, t0 - 1_000);
    const { follow, retryNow, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().requests.map((request) => request.status)).toEqual(['refused']));
    await settle();
    const reads = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await vi.advanceTimersByTimeAsync(2 * DUE_LOOKUP_INTERVAL_MS);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect(await retryNow()).toBe(false);
    expect(posts).toBe(0);
  });

  it('with Background Sync the page says so, and asks for it again after a round that left a request waiting, not after one that sent it', async () => {
    const tags: string[] = [];
    page.navigator.serviceWorker = { getRegistration: async () => ({ active: {}, sync: { register: async (tag: string) => void tags.push(tag) } }) };
    page.navigator.storage = { persisted: async () => true };
    await keptOffline(t0 - 1_000);
    emailjs = [503, 200];
    const { follow, retryNow } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().device).toEqual({ sendsInBackground: true, keepsData: true }));
    await vi.waitFor(() => expect(tags).toEqual(['outbox']));
    expect(await retryNow()).toBe(false);
    expect(tags).toEqual(['outbox']);
  });

  it('a browser without BroadcastChannel: the page follows its own sends, the request off the list at the next look', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    await keptOffline(t0 - 1_000);
    emailjs = [200];
    const { follow, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(async () => expect(await listRequests()).toEqual([]));
    expect(posts).toBe(1);
    await vi.advanceTimersByTimeAsync(DUE_LOOKUP_INTERVAL_MS);
    await vi.waitFor(() => expect(last().requests).toEqual([]));
  });

  it('a browser that refuses IndexedDB (private browsing): the page keeps its list, and « Réessayer » says nothing waits', async () => {
    vi.stubGlobal('indexedDB', {
      open() {
        throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError');
      },
    });
    const { follow, refreshRequests, retryNow } = await loadFollow();
    const { last } = listen(follow);
    await refreshRequests();
    expect(last().requests).toEqual([]);
    expect(await retryNow()).toBe(false);
  });

  it('« Renvoyer » a request that went unconfirmed posts it now; a page that stopped following hears no more', async () => {
    // Its page closed mid-send, longer ago than a lease: unconfirmed.
    const createdAt = t0 - LEASE_MS - 1_000;
    const entry = newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: createdAt + LEASE_MS }, createdAt);
    await addRequest(entry);
    emailjs = [200];
    const { follow, sendAgain, forgetSent } = await loadFollow();
    const { seen, last } = listen(follow);
    await vi.waitFor(() => expect(last().requests.map((request) => request.status)).toEqual(['unconfirmed']));
    expect(posts).toBe(0);
    await sendAgain(entry.id);
    expect(posts).toBe(1);
    expect(last().requests).toEqual([]);
    const gone: RequestsSnapshot[] = [];
    follow((snapshot) => gone.push(snapshot))();
    const heard = seen.length;
    forgetSent();
    expect(gone).toHaveLength(1);
    expect(seen).toHaveLength(heard + 1);
  });

  it('« Renvoyer » while the 30-second look is on its way still sends it now, not at the next look', async () => {
    await keptOffline(t0 - 2_000);
    const createdAt = t0 - LEASE_MS - 1_000;
    const unconfirmed = newEntry({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, { token: 'form', until: createdAt + LEASE_MS }, createdAt);
    await addRequest(unconfirmed);
    emailjs = [503, 200];
    const { follow, sendAgain, DUE_LOOKUP_INTERVAL_MS } = await loadFollow();
    const { last } = listen(follow);
    await vi.waitFor(() => expect(last().requests.map((request) => request.cause ?? request.status)).toEqual(['unconfirmed', 'service']));
    // The look finds nothing due while the visitor presses « Renvoyer ».
    vi.advanceTimersByTime(DUE_LOOKUP_INTERVAL_MS);
    await sendAgain(unconfirmed.id);
    // Sent now, with the other request, which a forced round takes too.
    expect(posts).toBe(3);
    expect(last().requests).toEqual([]);
  });
});
