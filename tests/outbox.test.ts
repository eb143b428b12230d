import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEntry, emailJsRequest, isShown, outcomeOfStatus, type EmailJsRequest, type SendOutcome } from '@/lib/outbox/entry';
import { flushOutbox } from '@/lib/outbox/flush';
import { outboxExists } from '@/lib/outbox/exists';
import { addRequest, claimRequest, LEASE_MS, listRequests, removeRequest, renewClaim, revealRequest, settleRequest } from '@/lib/outbox/store';
import { EMPTY_MESSAGE } from '@/lib/appointment/payload';

const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
const values = {
  fullName: ' Awa Ngono ',
  email: 'awa@example.com',
  phone: '+237671234567',
  appointmentDate: '2030-05-15',
  appointmentTime: '09:30',
  serviceType: 'Suivi de grossesse',
  message: '',
};

const entry = (overrides: Partial<Parameters<typeof createEntry>[0]> = {}) =>
  createEntry({ values, marker: '', config, locale: 'fr', ...overrides });

async function clearOutbox() {
  for (const stored of await listRequests()) await removeRequest(stored.id);
}

beforeEach(clearOutbox);
afterEach(() => vi.unstubAllGlobals());

describe('the payload kept in the outbox', () => {
  it('is the body the EmailJS SDK itself posts, byte for byte', async () => {
    const bodies: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response('OK', { status: 200 });
    });
    // The SDK reads the page's address and the browser (for its rate limit and headless checks).
    vi.stubGlobal('location', { pathname: '/appoitment/' });
    vi.stubGlobal('navigator', { webdriver: false, userAgent: 'test' });
    const { send } = await import('@emailjs/browser');
    const stored = entry();
    await send(config.serviceId, config.templateId, stored.request.template_params, { publicKey: config.publicKey });
    expect(bodies).toHaveLength(1);
    expect(JSON.stringify(stored.request)).toBe(bodies[0]);
  });

  it('carries the eight keys the centre’s template expects, the empty message spelt out, the English marker inside message', () => {
    const french = entry().request;
    expect(Object.keys(french.template_params).sort()).toEqual(
      ['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time'],
    );
    expect(french.template_params).toMatchObject({ from_name: 'Awa Ngono', service: 'Suivi de grossesse', message: EMPTY_MESSAGE });
    const english = entry({ marker: '[EN]', locale: 'en' }).request;
    expect(english.template_params.message).toBe(`[EN] ${EMPTY_MESSAGE}`);
    expect(english).toEqual({ ...emailJsRequest(english.template_params, config) });
  });
});

describe('what an answer means', () => {
  it.each([
    [200, 'sent'],
    [400, 'refused'],
    [403, 'refused'],
    [412, 'refused'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
  ])('%i → %s', (status, kind) => {
    expect(outcomeOfStatus(status, 'text').kind).toBe(kind);
  });
});

describe('the outbox store', () => {
  it('does not exist until a request is kept, then lists it', async () => {
    await new Promise((done, fail) => {
      const deletion = indexedDB.deleteDatabase('aide-vie-outbox');
      deletion.onsuccess = done;
      deletion.onerror = fail;
    });
    expect(await outboxExists()).toBe(false);
    await addRequest(entry());
    expect(await outboxExists()).toBe(true);
    expect(await listRequests()).toHaveLength(1);
  });

  it('lets only one sender claim a request, until its lease runs out', async () => {
    const stored = entry();
    await addRequest(stored);
    const [first, second] = await Promise.all([claimRequest(stored.id, 'tab-1'), claimRequest(stored.id, 'tab-2')]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimRequest(stored.id, 'worker', Date.now() + LEASE_MS - 1_000)).toBeNull();
    // The sender died without settling: after the lease, someone else may try again.
    expect(await claimRequest(stored.id, 'worker', Date.now() + LEASE_MS + 1_000)).not.toBeNull();
  });

  it('a sender whose lease ran out can neither renew nor release the claim of the one that took over', async () => {
    const stored = entry();
    await addRequest(stored);
    await claimRequest(stored.id, 'slow-tab');
    const later = Date.now() + LEASE_MS + 1_000;
    expect(await claimRequest(stored.id, 'worker', later)).not.toBeNull();
    await renewClaim(stored.id, 'slow-tab', later + LEASE_MS);
    await settleRequest(stored.id, 'slow-tab', { kind: 'retry' });
    const [held] = await listRequests();
    expect(held).toMatchObject({ owner: 'worker', lockedUntil: later + LEASE_MS });
    // Its 200 still counts: the request has reached the centre, whoever sent it.
    await settleRequest(stored.id, 'slow-tab', { kind: 'sent' });
    expect(await listRequests()).toEqual([]);
  });

  it('a request added as claimed by its page cannot be taken by a flush', async () => {
    const stored = entry();
    await addRequest(stored, { claimedBy: 'tab' });
    const deliver = vi.fn<(request: EmailJsRequest) => Promise<SendOutcome>>(async () => ({ kind: 'sent' }));
    expect(await flushOutbox(deliver)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(deliver).not.toHaveBeenCalled();
  });

  it('keeps quiet about a request while its page sends it the first time, then shows it when that send stalls or its page dies', async () => {
    const stored = entry();
    await addRequest(stored, { claimedBy: 'tab' });
    const [quiet] = await listRequests();
    expect(isShown(quiet!)).toBe(false);
    // The page gave up waiting for an answer: shown as waiting, still held by the page.
    await revealRequest(stored.id, 'tab');
    const [revealed] = await listRequests();
    expect(isShown(revealed!)).toBe(true);
    expect(await claimRequest(stored.id, 'worker')).toBeNull();
    // A page that died mid-send: once its claim runs out, the request shows, and can be sent.
    const orphan = entry();
    await addRequest(orphan, { claimedBy: 'closed-tab' });
    const stale = (await listRequests()).find((one) => one.id === orphan.id)!;
    expect(isShown(stale, Date.now() + LEASE_MS + 1_000)).toBe(true);
  });

  it('deletes a sent request at once, keeps a refused one without sending it again, releases one that found no network', async () => {
    const [sent, refused, offline] = [entry(), entry(), entry()];
    for (const stored of [sent, refused, offline]) await addRequest(stored);
    for (const stored of [sent, refused, offline]) expect(await claimRequest(stored.id, 'tab')).not.toBeNull();
    await settleRequest(sent.id, 'tab', { kind: 'sent' });
    await settleRequest(refused.id, 'tab', { kind: 'refused', status: 400, text: 'The template ID is invalid' });
    await settleRequest(offline.id, 'tab', { kind: 'retry' });
    const left = await listRequests();
    expect(left.map((stored) => stored.id).sort()).toEqual([refused.id, offline.id].sort());
    expect(left.find((stored) => stored.id === refused.id)).toMatchObject({ status: 'failed', refusal: { status: 400 } });
    expect(await claimRequest(refused.id, 'tab')).toBeNull();
    expect(await claimRequest(offline.id, 'tab')).toMatchObject({ attempts: 2 });
  });
});

describe('flushing the outbox', () => {
  it('sends each waiting request once even when two contexts flush at the same time', async () => {
    const stored = [entry(), entry()];
    for (const one of stored) await addRequest(one);
    const delivered: string[] = [];
    const deliver = async (request: EmailJsRequest): Promise<SendOutcome> => {
      delivered.push(request.template_params.from_email);
      await new Promise((wake) => setTimeout(wake, 20));
      return { kind: 'sent' };
    };
    const results = await Promise.all([flushOutbox(deliver), flushOutbox(deliver), flushOutbox(deliver)]);
    expect(delivered).toHaveLength(2);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    expect(await listRequests()).toEqual([]);
  });

  it('keeps a request through failed attempts, and sends it when the connection is back', async () => {
    const stored = entry();
    await addRequest(stored);
    const offline = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'retry' }));
    expect(await flushOutbox(offline)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(await flushOutbox(offline)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    const online = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    expect(await flushOutbox(online)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(online).toHaveBeenCalledWith(stored.request);
    expect(await flushOutbox(online)).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(online).toHaveBeenCalledTimes(1);
  });

  it('never sends a refused request again', async () => {
    await addRequest(entry());
    const refused = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'refused', status: 400, text: 'Bad Request' }));
    expect(await flushOutbox(refused)).toEqual({ sent: 0, refused: 1, waiting: 0 });
    expect(await flushOutbox(refused)).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(await listRequests()).toHaveLength(1);
  });

  it('posts to EmailJS and reads its answer; a dropped connection is a retry, not a refusal', async () => {
    const { postToEmailJs } = await import('@/lib/outbox/flush');
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('The service ID is invalid', { status: 400 });
    });
    const stored = entry();
    expect(await postToEmailJs(stored.request)).toEqual({ kind: 'refused', status: 400, text: 'The service ID is invalid' });
    expect(calls).toEqual([{ url: 'https://api.emailjs.com/api/v1.0/email/send', body: stored.request }]);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postToEmailJs(stored.request)).toEqual({ kind: 'retry' });
  });
});
