import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/lib/request/answers';
import type { EmailJsBody } from '@/lib/request/channels/emailjs';
import { listRequests, removeRequest } from '@/lib/request/store';
import { submit, type SubmitOptions } from '@/lib/request/submit';
import { marieValues } from './appointment-request';

const values = marieValues('Pour ma mère.');
const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };

/** submit() as the form calls it, with EmailJS answering `answer` (after `delay` ms). */
function options(answer: Answer | (() => Promise<Answer>), changes: Partial<SubmitOptions> = {}) {
  const bodies: EmailJsBody[] = [];
  const send = vi.fn(async (body: EmailJsBody) => {
    bodies.push(body);
    return typeof answer === 'function' ? answer() : answer;
  });
  return { bodies, send, options: { locale: 'fr', reference: 'AV-7K3Q', config, send, online: () => true, takeTurn: () => true, ...changes } as SubmitOptions };
}

beforeEach(async () => {
  for (const entry of await listRequests()) await removeRequest(entry.id);
});

describe('submit(values): sent, kept or refused', () => {
  it('sent: EmailJS took it; the reference is on the first line; nothing stays on the device', async () => {
    const { bodies, options: setup } = options({ kind: 'sent' });
    expect(await submit(values, setup)).toEqual({ kind: 'sent' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_params.message).toBe('Référence\u00A0: AV-7K3Q\nPour ma mère.');
    expect(await listRequests()).toEqual([]);
  });

  it('refused by EmailJS: the form says why, nothing stays on the device', async () => {
    const { options: setup } = options({ kind: 'refused', status: 400, text: 'The template ID is invalid' });
    expect(await submit(values, setup)).toEqual({ kind: 'refused', failure: { kind: 'bad-request', status: 400 } });
    expect(await listRequests()).toEqual([]);
  });

  it('refused without a try: no keys, or a send from this browser a moment ago', async () => {
    const unconfigured = options({ kind: 'sent' }, { config: { ...config, serviceId: '' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await submit(values, unconfigured.options)).toEqual({ kind: 'refused', failure: { kind: 'not-configured' } });
    const limited = options({ kind: 'sent' }, { takeTurn: () => false });
    expect(await submit(values, limited.options)).toEqual({ kind: 'refused', failure: { kind: 'rate-limited' } });
    // Whoever built the site reads in the console what to set.
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/neither NEXT_PUBLIC_EMAILJS_\* nor NEXT_PUBLIC_REQUEST_RELAY_URL were set/));
    expect(unconfigured.send).not.toHaveBeenCalled();
    expect(limited.send).not.toHaveBeenCalled();
    expect(await listRequests()).toEqual([]);
  });

  it('kept without a connection: waiting on the device, not posted, due as soon as the connection is back', async () => {
    const { send, options: setup } = options({ kind: 'sent' }, { online: () => false });
    const result = await submit(values, setup);
    expect(result).toMatchObject({ kind: 'kept', request: { status: 'waiting', reference: 'AV-7K3Q', cause: 'offline', values } });
    expect(send).not.toHaveBeenCalled();
    const [kept] = await listRequests();
    expect(kept).toMatchObject({ status: 'waiting', cause: 'offline', reference: 'AV-7K3Q' });
    expect(kept).not.toHaveProperty('retryAt');
    expect(kept).not.toHaveProperty('attempt');
  });

  it('believes the browser about the connection: kept at once when it says it is offline, sent when online, sent where there is no navigator to ask', async () => {
    const asked: SubmitOptions = { ...options({ kind: 'sent' }).options };
    delete asked.online;
    try {
      vi.stubGlobal('navigator', { onLine: false });
      expect(await submit(values, asked)).toMatchObject({ kind: 'kept', request: { cause: 'offline' } });
      vi.stubGlobal('navigator', { onLine: true });
      expect(await submit(values, asked)).toEqual({ kind: 'sent' });
      vi.stubGlobal('navigator', undefined);
      expect(await submit(values, asked)).toEqual({ kind: 'sent' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a call-back kept on the device stays a call-back: the page shows it as one, and it leaves later as one', async () => {
    const { options: setup } = options({ kind: 'sent' }, { online: () => false, kind: 'callback' });
    expect(await submit(values, setup)).toMatchObject({ kind: 'kept', request: { kind: 'callback' } });
    expect(await listRequests()).toMatchObject([{ kind: 'callback' }]);
  });

  it('kept when EmailJS may take it later (5xx, 429…): a retry never deletes a request', async () => {
    for (const status of [500, 503, 429, 412, 408, 425]) {
      const { options: setup } = options({ kind: 'retry', cause: 'service', status });
      expect(await submit(values, setup), String(status)).toMatchObject({ kind: 'kept', request: { cause: 'service' } });
    }
    const kept = await listRequests();
    expect(kept).toHaveLength(6);
    for (const entry of kept) expect(entry).toMatchObject({ status: 'waiting', cause: 'service', retryAt: expect.any(Number) });
  });

  it('kept when no answer comes within the form’s patience: still its page’s until the answer comes, which settles it', async () => {
    let answer!: (value: Answer) => void;
    const { send, options: setup } = options(() => new Promise<Answer>((resolve) => (answer = resolve)), { patienceMs: 30 });
    const result = await submit(values, setup);
    expect(result).toMatchObject({ kind: 'kept', request: { status: 'waiting' } });
    const [held] = await listRequests();
    expect(held).toMatchObject({ status: 'waiting', attempt: { until: expect.any(Number) } });
    expect(held).not.toHaveProperty('quiet');
    answer({ kind: 'sent' });
    await vi.waitFor(async () => expect(await listRequests()).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without IndexedDB: sent all the same, or refused with its reason when it cannot leave', async () => {
    const realOpen = indexedDB.open;
    indexedDB.open = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      const { send, options: setup } = options({ kind: 'sent' });
      // A fresh module: the outbox's database is opened once per page.
      vi.resetModules();
      const fresh = await import('@/lib/request/submit');
      expect(await fresh.submit(values, setup)).toEqual({ kind: 'sent' });
      expect(send).toHaveBeenCalledTimes(1);
      const dead = options({ kind: 'retry', cause: 'network' });
      expect(await fresh.submit(values, dead.options)).toEqual({ kind: 'refused', failure: { kind: 'network' } });
      const offline = options({ kind: 'sent' }, { online: () => false });
      expect(await fresh.submit(values, offline.options)).toEqual({ kind: 'refused', failure: { kind: 'offline' } });
      // Nowhere to keep it, so the form waits past its patience for the late answer, whatever it is.
      const late = (answer: Answer) => options(() => new Promise<Answer>((resolve) => setTimeout(() => resolve(answer), 40)), { patienceMs: 5 }).options;
      expect(await fresh.submit(values, late({ kind: 'sent' }))).toEqual({ kind: 'sent' });
      expect(await fresh.submit(values, late({ kind: 'retry', cause: 'service', status: 503, text: '' }))).toEqual({ kind: 'refused', failure: { kind: 'server', status: 503 } });
    } finally {
      indexedDB.open = realOpen;
    }
  });
});
