import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/lib/request/answers';
import { sendWaiting } from '@/lib/request/deliver';
import { ENTRY_VERSION, EXPIRED_NOTICE_MS, KEEP_MS, newEntry, newId, readEntry, type KeptRequest } from '@/lib/request/entry';
import { OUTBOX_CHANNEL, OUTBOX_DB, outboxExists } from '@/lib/request/exists';
import { SEND_TIMEOUT_MS, type EmailJsBody } from '@/lib/request/channels/emailjs';
import { addRequest, claimRequest, LEASE_MS, listRequests, OUTBOX_STORE, OUTBOX_VERSION, removeRequest, requeueRequest, revealRequest, settleRequest, type OutboxChange } from '@/lib/request/store';
import { isShown, viewOf } from '@/lib/request/view';
import { marieValues } from './appointment-request';

const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
const values = marieValues('Pour ma mère.');
let references = 0;
const reference = () => `AV-${['2345', '6789', 'ABCD', 'EFGH', 'JKMN', 'PQRS', 'TVWX', 'YZ23'][references++ % 8]}`;

/** A request as the form keeps it, claimed by `token` (the page about to send it). */
function claimedEntry(token = 'page', now = Date.now()): KeptRequest {
  return newEntry({ values, locale: 'fr', reference: reference() }, { token, until: now + LEASE_MS }, now);
}

/** A request kept while offline: waiting, claimed by nobody, due at once. */
async function waitingEntry(now = Date.now()): Promise<KeptRequest> {
  const entry = claimedEntry('offline-page', now);
  await addRequest(entry);
  await settleRequest(entry.id, 'offline-page', { kind: 'retry', cause: 'offline' }, now);
  return entry;
}

const stored = async (id: string) => (await listRequests()).find((entry) => entry.id === id);

async function clearOutbox() {
  for (const entry of await listRequests()) await removeRequest(entry.id);
}

beforeEach(clearOutbox);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the outbox store', () => {
  it('does not exist until a request is kept, then lists it', async () => {
    await new Promise((done, fail) => {
      const deletion = indexedDB.deleteDatabase(OUTBOX_DB);
      deletion.onsuccess = done;
      deletion.onerror = fail;
    });
    expect(await outboxExists()).toBe(false);
    await addRequest(claimedEntry());
    expect(await outboxExists()).toBe(true);
    expect(await listRequests()).toHaveLength(1);
  });

  it('lets only one sender claim a request', async () => {
    const entry = await waitingEntry();
    const [first, second] = await Promise.all([claimRequest(entry.id, 'tab-1'), claimRequest(entry.id, 'tab-2')]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimRequest(entry.id, 'worker', Date.now() + LEASE_MS - 1_000)).toBeNull();
  });

  it('holds a claim longer than the longest send, without renewing it', () => {
    // A live sender has its answer, or has stopped its sends (EmailJS, then the relay), well before its lease ends.
    expect(LEASE_MS).toBeGreaterThanOrEqual(2 * SEND_TIMEOUT_MS + 60_000);
  });

  it('a request whose try found no network waits its turn, unless the connection is back; being posted again, it still shows', async () => {
    const t0 = Date.now();
    const entry = claimedEntry('tab', t0);
    await addRequest(entry);
    await settleRequest(entry.id, 'tab', { kind: 'retry', cause: 'network' }, t0);
    expect(await claimRequest(entry.id, 'round', t0 + 1_000)).toBeNull();
    expect(await claimRequest(entry.id, 'online', t0 + 1_000, { connectionBack: true })).not.toBeNull();
    // Only its page's first try is kept quiet.
    expect(isShown((await stored(entry.id))!, t0 + 1_000)).toBe(true);
  });

  it('a try that found the device offline makes it due as soon as the connection is back, whatever turn an earlier failure gave it', async () => {
    const t0 = Date.now();
    const entry = claimedEntry('tab', t0);
    await addRequest(entry);
    await settleRequest(entry.id, 'tab', { kind: 'retry', cause: 'network' }, t0);
    // The visitor's « Réessayer » before its turn, with the phone offline by then.
    await claimRequest(entry.id, 'retry', t0 + 1_000, { force: true });
    await settleRequest(entry.id, 'retry', { kind: 'retry', cause: 'offline' }, t0 + 1_000);
    expect(await claimRequest(entry.id, 'round', t0 + 2_000)).not.toBeNull();
  });

  it('a send whose page was hidden (its timers slowed) is still its own when it ends: not taken over, not shown as unconfirmed', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    expect(await claimRequest(entry.id, 'hidden-tab', t0)).not.toBeNull();
    // A hidden tab's timer may fire a minute late (Chrome's intensive throttling): its send is stopped
    // at SEND_TIMEOUT_MS plus a minute, and nothing renewed its claim meanwhile.
    const stopped = t0 + SEND_TIMEOUT_MS + 60_000;
    expect(await claimRequest(entry.id, 'worker', stopped)).toBeNull();
    expect((await listRequests(stopped))[0]).toMatchObject({ status: 'waiting', attempt: { token: 'hidden-tab' } });
    // Its « no answer » releases it for the next try, as any live sender's would.
    await settleRequest(entry.id, 'hidden-tab', { kind: 'retry', cause: 'timeout' }, stopped);
    expect((await listRequests(stopped))[0]).toMatchObject({ status: 'waiting', cause: 'timeout' });
    expect((await listRequests(stopped))[0]).not.toHaveProperty('attempt');
  });

  it('a sender that vanished mid-send leaves its request unconfirmed: never posted again by itself, until the visitor sends it again', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    expect(await claimRequest(entry.id, 'closed-tab', t0)).not.toBeNull();
    const later = t0 + LEASE_MS + 1_000;
    expect(await claimRequest(entry.id, 'worker', later)).toBeNull();
    const [after] = await listRequests(later);
    expect(after).toMatchObject({ status: 'unconfirmed', reference: entry.reference });
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    expect(await sendWaiting({ config, send: post, now: () => later })).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(post).not.toHaveBeenCalled();
    // The visitor chose to send it again: the same reference, once more.
    await requeueRequest(entry.id, later);
    expect(await sendWaiting({ config, send: post, now: () => later, force: true })).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await listRequests()).toEqual([]);
  });

  it('the answer of a try still counts when it comes late; it never settles someone else’s try', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    await claimRequest(entry.id, 'slow-tab', t0);
    const later = t0 + LEASE_MS + 1_000;
    await listRequests(later);
    await requeueRequest(entry.id, later);
    expect(await claimRequest(entry.id, 'worker', later)).not.toBeNull();
    // The slow tab's « no answer » cannot release the worker's try…
    await settleRequest(entry.id, 'slow-tab', { kind: 'retry', cause: 'network' }, later);
    expect(await stored(entry.id)).toMatchObject({ status: 'waiting', attempt: { token: 'worker', until: later + LEASE_MS } });
    // …but its 200 still counts: the request has reached the centre, whoever sent it.
    await settleRequest(entry.id, 'slow-tab', { kind: 'sent' });
    expect(await listRequests()).toEqual([]);
  });

  it('the late answer of an unconfirmed request’s last try still settles it: refused, or waiting for its next try', async () => {
    const t0 = Date.now();
    const later = t0 + LEASE_MS + 1_000;
    const refused = await waitingEntry(t0);
    const failed = await waitingEntry(t0);
    await claimRequest(refused.id, 'slow-tab', t0);
    await claimRequest(failed.id, 'slow-tab', t0);
    expect((await listRequests(later)).map((entry) => entry.status)).toEqual(['unconfirmed', 'unconfirmed']);
    await settleRequest(refused.id, 'slow-tab', { kind: 'refused', status: 413, text: 'too large' }, later);
    await settleRequest(failed.id, 'slow-tab', { kind: 'retry', cause: 'network' }, later);
    expect(await stored(refused.id)).toMatchObject({ status: 'refused', refusal: { status: 413 } });
    expect(await stored(failed.id)).toMatchObject({ status: 'waiting', cause: 'network' });
  });

  it('a 200 whose delete fails once is not posted again', async () => {
    await waitingEntry();
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    const realDelete = IDBObjectStore.prototype.delete;
    let failures = 1;
    IDBObjectStore.prototype.delete = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
      if (failures-- > 0) throw new DOMException('disk', 'UnknownError');
      return realDelete.call(this, key);
    };
    try {
      await sendWaiting({ config, send: post });
    } finally {
      IDBObjectStore.prototype.delete = realDelete;
    }
    await sendWaiting({ config, send: post, now: () => Date.now() + 10 * 60_000, force: true });
    expect(post).toHaveBeenCalledTimes(1);
    expect(await listRequests()).toEqual([]);
  });

  it('a 200 whose delete keeps failing ends unconfirmed, never posted again; the round still sends the others', async () => {
    const t0 = Date.now();
    const [stuck, other] = [await waitingEntry(t0), await waitingEntry(t0 + 1)];
    const posted: string[] = [];
    const post = async (body: EmailJsBody): Promise<Answer> => (posted.push(body.template_params.message), { kind: 'sent' });
    const realDelete = IDBObjectStore.prototype.delete;
    IDBObjectStore.prototype.delete = function (this: IDBObjectStore, key: IDBValidKey | IDBKeyRange) {
      if (key === stuck.id) throw new DOMException('disk', 'UnknownError');
      return realDelete.call(this, key);
    };
    try {
      expect(await sendWaiting({ config, send: post, now: () => t0 })).toEqual({ sent: 2, refused: 0, waiting: 0 });
    } finally {
      IDBObjectStore.prototype.delete = realDelete;
    }
    expect(posted).toHaveLength(2);
    const later = t0 + LEASE_MS + 1_000;
    expect(await listRequests(later)).toMatchObject([{ id: stuck.id, status: 'unconfirmed', reference: stuck.reference }]);
    await sendWaiting({ config, send: post, now: () => later, force: true });
    expect(posted).toHaveLength(2);
    expect(await stored(other.id)).toBeUndefined();
  });

  it('a request added as claimed by its page cannot be taken by another sender', async () => {
    await addRequest(claimedEntry('tab'));
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    expect(await sendWaiting({ config, send: post, force: true })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps quiet about a request while its page sends it the first time, then shows it when that send stalls or its page dies', async () => {
    const entry = claimedEntry('tab');
    await addRequest(entry);
    const [quiet] = await listRequests();
    expect(isShown(quiet!)).toBe(false);
    // The page gave up waiting for an answer: shown as waiting, still held by the page.
    await revealRequest(entry.id, 'tab');
    const [revealed] = await listRequests();
    expect(isShown(revealed!)).toBe(true);
    expect(await claimRequest(entry.id, 'worker')).toBeNull();
    // A page that died mid-send: once its claim has run out, the request shows, as unconfirmed.
    const orphan = claimedEntry('closed-tab');
    await addRequest(orphan);
    const later = Date.now() + LEASE_MS + 1_000;
    const stale = (await listRequests(later)).find((one) => one.id === orphan.id)!;
    expect(isShown(stale, later)).toBe(true);
    expect(stale.status).toBe('unconfirmed');
  });

  it('shows a quiet request from the very millisecond its claim ends, as the store then counts it lapsed', async () => {
    const t0 = Date.now();
    const entry = claimedEntry('tab', t0);
    expect(isShown(entry, t0 + LEASE_MS - 1)).toBe(false);
    expect(isShown(entry, t0 + LEASE_MS)).toBe(true);
    await addRequest(entry);
    expect((await listRequests(t0 + LEASE_MS - 1))[0]!.status).toBe('waiting');
    expect((await listRequests(t0 + LEASE_MS))[0]!.status).toBe('unconfirmed');
  });

  it('deletes a sent request at once, keeps a refused one without sending it again, releases one that found no network', async () => {
    const [sent, refused, offline] = [await waitingEntry(), await waitingEntry(), await waitingEntry()];
    for (const entry of [sent, refused, offline]) expect(await claimRequest(entry.id, 'tab')).toMatchObject({ attempts: 2 });
    await settleRequest(sent.id, 'tab', { kind: 'sent' });
    await settleRequest(refused.id, 'tab', { kind: 'refused', status: 400, text: 'The template ID is invalid' });
    await settleRequest(offline.id, 'tab', { kind: 'retry', cause: 'offline' });
    const left = await listRequests();
    expect(left.map((entry) => entry.id).sort()).toEqual([refused.id, offline.id].sort());
    expect(left.find((entry) => entry.id === refused.id)).toMatchObject({ status: 'refused', refusal: { status: 400 } });
    // The page's panel says why, from the status alone; a request that waits has no refusal to show.
    expect(viewOf(left.find((entry) => entry.id === refused.id)!)).toMatchObject({ status: 'refused', refusalStatus: 400 });
    expect(viewOf(left.find((entry) => entry.id === offline.id)!)).not.toHaveProperty('refusalStatus');
    expect(await claimRequest(refused.id, 'tab', Date.now(), { force: true })).toBeNull();
    expect(await claimRequest(offline.id, 'tab')).toMatchObject({ attempts: 3 });
  });

  it('cancelling deletes a request, with every word the visitor typed', async () => {
    const entry = await waitingEntry();
    await removeRequest(entry.id);
    expect(await listRequests()).toEqual([]);
  });
});

describe('what every open page and the worker hear (a BroadcastChannel)', () => {
  /** What the outbox announces while `work` runs, in order. */
  async function heard(work: () => Promise<unknown>): Promise<OutboxChange[]> {
    const messages: OutboxChange[] = [];
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = (event: MessageEvent<OutboxChange>) => void messages.push(event.data);
    try {
      await work();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      channel.close();
    }
    return messages;
  }

  it('each change to a request, by its id: kept, released, refused, shown, sent again, sent, removed', async () => {
    const t0 = Date.now();
    const [a, b, c] = [claimedEntry('tab', t0), claimedEntry('tab', t0), claimedEntry('tab', t0)];
    expect(await heard(() => addRequest(a))).toEqual([{ id: a.id, change: 'added' }]);
    expect(await heard(() => settleRequest(a.id, 'tab', { kind: 'retry', cause: 'network' }, t0))).toEqual([{ id: a.id, change: 'released' }]);
    await addRequest(b);
    expect(await heard(() => settleRequest(b.id, 'tab', { kind: 'refused', status: 413, text: '' }, t0))).toEqual([{ id: b.id, change: 'refused' }]);
    await addRequest(c);
    expect(await heard(() => revealRequest(c.id, 'tab', t0))).toEqual([{ id: c.id, change: 'added' }]);
    const later = t0 + LEASE_MS + 1;
    await listRequests(later);
    expect(await heard(() => requeueRequest(c.id, later))).toEqual([{ id: c.id, change: 'released' }]);
    expect(await heard(() => settleRequest(a.id, 'other-tab', { kind: 'sent' }, later))).toEqual([{ id: a.id, change: 'sent' }]);
    expect(await heard(() => removeRequest(b.id))).toEqual([{ id: b.id, change: 'removed' }]);
  });

  it('nothing for what changed nothing: a try that is not the settler’s, a reveal or a requeue of what does not qualify, a list already tidy', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    await listRequests(t0);
    expect(
      await heard(async () => {
        await settleRequest(entry.id, 'not-its-tab', { kind: 'retry', cause: 'network' }, t0);
        await revealRequest(entry.id, 'not-its-tab', t0);
        await requeueRequest(entry.id, t0);
        await listRequests(t0);
      }),
    ).toEqual([]);
  });

  it('nothing for a request cancelled while its POST was on its way: its late answer and its page’s reveal change nothing', async () => {
    const t0 = Date.now();
    const entry = claimedEntry('tab', t0);
    await addRequest(entry);
    await removeRequest(entry.id);
    expect(
      await heard(async () => {
        expect(await settleRequest(entry.id, 'tab', { kind: 'retry', cause: 'service' }, t0)).toBeNull();
        await revealRequest(entry.id, 'tab', t0);
      }),
    ).toEqual([]);
    expect(await listRequests(t0)).toEqual([]);
  });

  it('« Renvoyer » makes an unconfirmed request due now, even one whose turn was an hour away; one gone meanwhile is left alone', async () => {
    const t0 = Date.now();
    const entry = claimedEntry('tab', t0);
    await addRequest(entry);
    await settleRequest(entry.id, 'tab', { kind: 'retry', cause: 'service', retryAfterMs: 60 * 60_000 }, t0);
    // The visitor's « Réessayer », whose page closed mid-send.
    await claimRequest(entry.id, 'closed-tab', t0, { force: true });
    const later = t0 + LEASE_MS + 1_000;
    expect(await listRequests(later)).toMatchObject([{ status: 'unconfirmed' }]);
    await requeueRequest(entry.id, later);
    expect(await heard(() => listRequests(later))).toEqual([]);
    expect(await claimRequest(entry.id, 'round', later)).not.toBeNull();
    await removeRequest(entry.id);
    expect(await heard(() => requeueRequest(entry.id, later))).toEqual([]);
    expect(await listRequests(later)).toEqual([]);
  });

  it('a settled request is stored as this build reads it: the next list has nothing to tidy, and says nothing', async () => {
    const t0 = Date.now();
    const [offline, failed] = [claimedEntry('tab', t0), claimedEntry('tab', t0)];
    await addRequest(offline);
    await addRequest(failed);
    await settleRequest(offline.id, 'tab', { kind: 'retry', cause: 'offline' }, t0);
    await settleRequest(failed.id, 'tab', { kind: 'retry', cause: 'network' }, t0);
    expect(await heard(() => listRequests(t0))).toEqual([]);
  });

  it('a list that tidied the outbox (a request expired) says so once, for every request', async () => {
    const t0 = Date.now();
    await waitingEntry(t0);
    expect(await heard(() => listRequests(t0 + KEEP_MS + 1))).toEqual([{ id: '', change: 'changed' }]);
  });
});

describe('an outbox that cannot be opened', () => {
  /** IndexedDB whose open() fails as `how` says; the store loaded anew, as a page that just started. */
  async function failingOpen(how: 'blocked' | 'error') {
    vi.resetModules();
    const store = await import('@/lib/request/store');
    vi.stubGlobal('indexedDB', {
      open: () => {
        const request = { error: new DOMException('disk full', 'QuotaExceededError') } as unknown as IDBOpenDBRequest;
        setTimeout(() => (how === 'blocked' ? request.onblocked : request.onerror)?.call(request, new Event(how) as never));
        return request;
      },
    });
    return store;
  }

  it('blocked by another tab, or failing: says so, and opens it again at the next call rather than never', async () => {
    const real = indexedDB;
    for (const how of ['blocked', 'error'] as const) {
      const store = await failingOpen(how);
      // Within a second: a page must not wait for ever on an outbox that will not open.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const noAnswer = new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), 1_000)));
      await expect(Promise.race([store.listRequests(), noAnswer])).rejects.toThrow(how === 'blocked' ? 'outbox: database blocked' : 'disk full');
      clearTimeout(timer);
      vi.stubGlobal('indexedDB', real);
      expect(await store.listRequests()).toEqual([]);
    }
  });

  it('a device that aborts the keeping as it commits (its storage full): it fails at once, so the form sends it all the same', async () => {
    await listRequests();
    const add = IDBObjectStore.prototype.add;
    // The write succeeds, then the browser aborts its transaction rather than commit it.
    const full = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      const request = add.apply(this, args);
      request.addEventListener('success', () => this.transaction.abort());
      return request;
    });
    try {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const noAnswer = new Promise((resolve) => (timer = setTimeout(() => resolve('no answer'), 1_000)));
      const kept = addRequest(claimedEntry()).then(
        () => 'kept',
        () => 'not kept',
      );
      expect(await Promise.race([kept, noAnswer])).toBe('not kept');
      clearTimeout(timer);
    } finally {
      full.mockRestore();
    }
    expect(await listRequests()).toEqual([]);
  });
});

describe('a browser without BroadcastChannel (Safari before 15.4)', () => {
  it('keeps, settles and deletes all the same: only the other pages are not told', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const entry = await waitingEntry();
    expect(await listRequests()).toHaveLength(1);
    await removeRequest(entry.id);
    expect(await listRequests()).toEqual([]);
  });
});

describe('the order of the list', () => {
  it('oldest first, not in the order of their ids (the store keeps them by id)', async () => {
    const t0 = Date.now();
    const entries = [{ ...claimedEntry('tab', t0 + 2), id: 'a' }, { ...claimedEntry('tab', t0), id: 'c' }, { ...claimedEntry('tab', t0 + 1), id: 'b' }];
    for (const entry of entries) await addRequest(entry);
    expect((await listRequests(t0 + 3)).map((entry) => entry.createdAt)).toEqual([t0, t0 + 1, t0 + 2]);
  });
});

describe('how long a request stays', () => {
  it('expires after seven days: the visitor’s words are deleted, the reference and dates stay a month to say so', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    expect(await listRequests(t0 + KEEP_MS - 60_000)).toMatchObject([{ status: 'waiting', values }]);
    const [gone] = await listRequests(t0 + KEEP_MS + 1);
    expect(gone).toEqual({ v: ENTRY_VERSION, id: entry.id, reference: entry.reference, createdAt: t0, status: 'expired', expiredAt: t0 + KEEP_MS + 1 });
    expect(JSON.stringify(gone)).not.toContain(values.fullName);
    // As the pages show it: expired, nothing typed, in the site's first language.
    expect(viewOf(gone!)).toEqual({ id: entry.id, reference: entry.reference, createdAt: t0, expiresAt: t0 + KEEP_MS, status: 'expired', kind: 'appointment', locale: 'fr', values: {} });
    // Never posted once expired, whoever looks.
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    await sendWaiting({ config, send: post, force: true, now: () => t0 + KEEP_MS + 2 });
    expect(post).not.toHaveBeenCalled();
    expect(await listRequests(t0 + KEEP_MS + EXPIRED_NOTICE_MS + 2)).toEqual([]);
  });

  it('refused and unconfirmed requests expire too; one being posted right now waits for its answer', async () => {
    const t0 = Date.now();
    const refused = await waitingEntry(t0);
    await claimRequest(refused.id, 'tab', t0);
    await settleRequest(refused.id, 'tab', { kind: 'refused', status: 400, text: '' }, t0);
    const unconfirmed = await waitingEntry(t0);
    await claimRequest(unconfirmed.id, 'closed-tab', t0);
    expect(await stored(unconfirmed.id)).toBeDefined();
    expect((await listRequests(t0 + LEASE_MS + 1)).find((entry) => entry.id === unconfirmed.id)).toMatchObject({ status: 'unconfirmed' });
    const sending = await waitingEntry(t0);
    const late = t0 + KEEP_MS - 1_000;
    await claimRequest(sending.id, 'tab', late);
    const statuses = Object.fromEntries((await listRequests(t0 + KEEP_MS + 1)).map((entry) => [entry.id, entry.status]));
    expect(statuses).toEqual({ [refused.id]: 'expired', [unconfirmed.id]: 'expired', [sending.id]: 'waiting' });
  });
});

describe('entries another build wrote', () => {
  function seed(rows: unknown[]) {
    return new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(OUTBOX_DB, OUTBOX_VERSION);
      open.onsuccess = () => {
        const tx = open.result.transaction(OUTBOX_STORE, 'readwrite');
        for (const row of rows) tx.objectStore(OUTBOX_STORE).put(row);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  }

  /** The rows stored, read as another build would: whatever the outbox's code makes of them. */
  function rowCount() {
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open(OUTBOX_DB, OUTBOX_VERSION);
      open.onsuccess = () => {
        const count = open.result.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE).count();
        count.onsuccess = () => {
          open.result.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
      open.onerror = () => reject(open.error);
    });
  }

  it('reads a version-1 entry into today’s shape, once, and sends it with today’s keys', async () => {
    await listRequests();
    const createdAt = Date.now() - 60_000;
    await seed([
      {
        id: 'v1',
        createdAt,
        locale: 'en',
        values,
        request: { lib_version: '4.3.0', user_id: 'old', service_id: 'old', template_id: 'old', template_params: {} },
        status: 'failed',
        attempts: 2,
        refusal: { status: 400, text: 'Bad' },
      },
      { id: 'v1-waiting', createdAt, locale: 'fr', values, request: {}, status: 'waiting', attempts: 1, legacy: true },
    ]);
    const [first, second] = await listRequests();
    expect(first).toMatchObject({ v: ENTRY_VERSION, id: 'v1', status: 'refused', locale: 'en', refusal: { status: 400 } });
    // Its new reference is written back: the same at every reading.
    expect((await listRequests())[0]!.reference).toBe(first!.reference);
    expect(second).toMatchObject({ status: 'waiting', values });
    const bodies: EmailJsBody[] = [];
    await sendWaiting({ config, send: async (body) => (bodies.push(body), { kind: 'sent' }) });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ user_id: 'public_test', service_id: 'service_test', template_id: 'template_test' });
    expect(bodies[0]!.template_params.message).toBe(`Référence\u00A0: ${second!.reference}\nPour ma mère.`);
  });

  it('sets a damaged entry aside, never throws, never sends it', async () => {
    await listRequests();
    await seed([
      { id: 'no-values', createdAt: 'hier', values: null, status: 'waiting' },
      { id: 'half', createdAt: Date.now(), values: { fullName: 'Awa', email: 42 }, locale: 'xx' },
      { id: 7, values, status: 'waiting' },
      // A key IndexedDB takes but no request has: nothing to show or send, deleted.
      { id: '', values, status: 'waiting' },
      'not even an object',
    ].map((row, index) => (typeof row === 'string' ? { id: `string-${index}`, raw: row, values: row } : row)));
    const entries = await listRequests();
    expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.status]))).toEqual({
      'no-values': 'damaged',
      half: 'damaged',
      '7': 'waiting',
      'string-4': 'damaged',
    });
    expect(entries.find((entry) => entry.id === 'half')).toMatchObject({ locale: 'fr', values: { fullName: 'Awa', email: '' } });
    // The entry stored under the number 7 is moved under « 7 », not copied: read again, it is one request.
    expect((await listRequests()).filter((entry) => entry.id === '7')).toHaveLength(1);
    expect(await rowCount()).toBe(4);
    // As the pages show it: damaged, with what could be saved of it for the fallbacks.
    expect(viewOf(entries.find((entry) => entry.id === 'half')!)).toMatchObject({ id: 'half', status: 'damaged', kind: 'appointment', locale: 'fr', values: { fullName: 'Awa', email: '' } });
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    await sendWaiting({ config, send: post, force: true });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('readEntry gives null only for what has no key at all; complete values are enough to send', () => {
    expect(readEntry(null)).toBeNull();
    expect(readEntry({ values })).toBeNull();
    expect(readEntry({ id: newId(), values })).toMatchObject({ status: 'waiting', values });
    expect(readEntry({ id: newId(), values: null })).toMatchObject({ status: 'damaged' });
  });
});

describe('sending what waits', () => {
  it('sends each waiting request once even when three contexts send at the same time', async () => {
    const entries = [await waitingEntry(), await waitingEntry()];
    const posted: string[] = [];
    const send = async (body: EmailJsBody): Promise<Answer> => {
      posted.push(body.template_params.message);
      await new Promise((wake) => setTimeout(wake, 20));
      return { kind: 'sent' };
    };
    const results = await Promise.all([sendWaiting({ config, send }), sendWaiting({ config, send }), sendWaiting({ config, send })]);
    expect(posted).toHaveLength(2);
    // Both were kept in the same millisecond: the order they leave in is not the point.
    expect(posted.map((message) => message.split('\n')[0]).sort()).toEqual(entries.map((entry) => `Référence\u00A0: ${entry.reference}`).sort());
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(await listRequests()).toEqual([]);
  });

  it('keeps a request through failed tries, and sends it when the connection is back', async () => {
    const entry = await waitingEntry();
    const offline = vi.fn(async (): Promise<Answer> => ({ kind: 'retry', cause: 'offline' }));
    expect(await sendWaiting({ config, send: offline })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(await sendWaiting({ config, send: offline })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    const bodies: EmailJsBody[] = [];
    const online = vi.fn(async (body: EmailJsBody): Promise<Answer> => (bodies.push(body), { kind: 'sent' }));
    expect(await sendWaiting({ config, send: online })).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(bodies[0]!.template_params).toMatchObject({ from_name: values.fullName, message: `Référence\u00A0: ${entry.reference}\n${values.message}` });
    expect(await sendWaiting({ config, send: online })).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(online).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each answer that may change, unless the visitor asks or the connection comes back', async () => {
    const t0 = Date.now();
    const entry = await waitingEntry(t0);
    const busy = vi.fn(async (): Promise<Answer> => ({ kind: 'retry', cause: 'service', status: 503 }));
    await sendWaiting({ config, send: busy, now: () => t0 });
    expect(busy).toHaveBeenCalledTimes(1);
    // Not again before its time, nor when the connection comes back (it was there: EmailJS said no).
    await sendWaiting({ config, send: busy, now: () => t0 + 10_000, connectionBack: true });
    expect(busy).toHaveBeenCalledTimes(1);
    const { retryAt } = (await stored(entry.id)) as KeptRequest;
    expect(retryAt).toBeGreaterThan(t0);
    await sendWaiting({ config, send: busy, now: () => retryAt! });
    expect(busy).toHaveBeenCalledTimes(2);
    expect(((await stored(entry.id)) as KeptRequest).retryAt! - retryAt!).toBeGreaterThan(retryAt! - t0);
    // The visitor's « Réessayer » does not wait.
    await sendWaiting({ config, send: busy, now: () => retryAt! + 1, force: true });
    expect(busy).toHaveBeenCalledTimes(3);
    const dead = vi.fn(async (): Promise<Answer> => ({ kind: 'retry', cause: 'network' }));
    const network = await waitingEntry(t0);
    await removeRequest(entry.id);
    await sendWaiting({ config, send: dead, now: () => t0 });
    await sendWaiting({ config, send: dead, now: () => t0 + 1_000, connectionBack: true });
    expect(dead).toHaveBeenCalledTimes(2);
    expect(await stored(network.id)).toMatchObject({ status: 'waiting', cause: 'network' });
  });

  it('never sends a refused request again', async () => {
    await waitingEntry();
    const refused = vi.fn(async (): Promise<Answer> => ({ kind: 'refused', status: 400, text: 'Bad Request' }));
    expect(await sendWaiting({ config, send: refused })).toEqual({ sent: 0, refused: 1, waiting: 0 });
    expect(await sendWaiting({ config, send: refused, force: true })).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(await listRequests()).toHaveLength(1);
  });

  it('sends nothing without EmailJS’s keys', async () => {
    await waitingEntry();
    const post = vi.fn(async (): Promise<Answer> => ({ kind: 'sent' }));
    expect(await sendWaiting({ config: { ...config, publicKey: '' }, send: post })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(post).not.toHaveBeenCalled();
  });
});
