import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_SEND_URL, emailJsBody, sendToEmailJs } from '@/lib/request/channels/emailjs';
import { marieValues } from './appointment-request';

const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };
const body = emailJsBody({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, config);

interface Posted {
  url: string;
  init: RequestInit;
}

function recording(answer: () => Promise<Response>) {
  const posted: Posted[] = [];
  const post = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as unknown as typeof fetch;
  return { posted, post };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the one send', () => {
  it('posts, byte for byte, what the EmailJS SDK posts for the same request', async () => {
    // The SDK, asked to send the same parameters with the same keys, through a recording fetch.
    const sdk = recording(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', sdk.post);
    vi.stubGlobal('location', { pathname: '/appoitment/' });
    vi.stubGlobal('navigator', { webdriver: false, userAgent: 'test' });
    const { send } = await import('@emailjs/browser');
    await send(config.serviceId, config.templateId, body.template_params, { publicKey: config.publicKey });
    const ours = recording(async () => new Response('OK', { status: 200 }));
    expect(await sendToEmailJs(body, { fetch: ours.post })).toEqual({ kind: 'sent' });
    expect(ours.posted).toHaveLength(1);
    expect(sdk.posted).toHaveLength(1);
    const [mine, theirs] = [ours.posted[0]!, sdk.posted[0]!];
    expect(mine.url).toBe(theirs.url);
    expect(mine.url).toBe(EMAILJS_SEND_URL);
    expect(mine.init.method).toBe(theirs.init.method);
    expect(mine.init.headers).toEqual(theirs.init.headers);
    expect(mine.init.body).toBe(theirs.init.body);
  });

  it('reads EmailJS’s answer (answers.ts) and never throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = (status: number, text = '') => sendToEmailJs(body, { fetch: recording(async () => new Response(text, { status })).post });
    expect(await answer(200, 'OK')).toEqual({ kind: 'sent' });
    expect(await answer(400, 'The template ID is invalid')).toEqual({ kind: 'retry', cause: 'service', status: 400, text: 'The template ID is invalid' });
    expect(await answer(413, 'Too large')).toEqual({ kind: 'refused', status: 413, text: 'Too large' });
    expect(await answer(503)).toEqual({ kind: 'retry', cause: 'service', status: 503, text: '' });
    const dropped = recording(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendToEmailJs(body, { fetch: dropped.post })).toEqual({ kind: 'retry', cause: 'network' });
    vi.stubGlobal('navigator', { onLine: false });
    expect(await sendToEmailJs(body, { fetch: dropped.post })).toEqual({ kind: 'retry', cause: 'offline' });
  });

  it('stops a send that gets no answer: it cannot hold the outbox for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const silent = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    ) as unknown as typeof fetch;
    const sending = sendToEmailJs(body, { fetch: silent, timeoutMs: 45_000 });
    await vi.advanceTimersByTimeAsync(44_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await sending).toEqual({ kind: 'retry', cause: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });
});
