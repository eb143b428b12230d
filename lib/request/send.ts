import { answerOfStatus, type Answer } from './answers';
import type { EmailJsBody } from './payload';

/*
 * The one send: a POST of the request to EmailJS, by the page for its first try, by any page or the
 * service worker for every later one. The same function and the same stored values, so the bytes
 * are the same by construction. No React, no DOM, nothing but fetch: it runs in the worker too.
 *
 * We post what EmailJS's browser SDK (4.4.1) posts rather than call it: the SDK's fetch has no way to
 * be stopped, and a send must end (SEND_TIMEOUT_MS) for the outbox to know when nobody is sending a
 * request any more (store.ts). Not `keepalive`: Chrome before 81, still on some phones, fails every
 * keepalive request that needs a CORS preflight, which a JSON POST to another origin does.
 */

export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

/** The longest a send may take: then it is stopped, and counts as no answer. */
export const SEND_TIMEOUT_MS = 45_000;

export interface SendOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Posts a JSON body to `url` and reads the answer (answers.ts, or `read`); never throws. The relay posts through it too (channels/relay.ts). */
export async function postJson(
  url: string,
  body: unknown,
  { timeoutMs = SEND_TIMEOUT_MS, fetch: post = fetch }: SendOptions = {},
  { read = answerOfStatus, headers = {} }: { read?: (status: number, text: string) => Answer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const response = await post(url, {
      method: 'POST',
      headers: { 'Content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: stop.signal,
    });
    const answer = read(response.status, await response.text().catch(() => ''));
    if (answer.kind !== 'sent') console.error(`Request not sent: ${new URL(url).host} answered ${response.status}`);
    return answer;
  } catch (error) {
    // Stopped by the timer, no connection, or a connection that dropped on the way.
    console.error('Request not sent:', error);
    if (stop.signal.aborted) return { kind: 'retry', cause: 'timeout' };
    return { kind: 'retry', cause: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}

/** Posts the body to EmailJS and reads its answer (answers.ts); never throws. */
export function sendToEmailJs(body: EmailJsBody, options: SendOptions = {}): Promise<Answer> {
  return postJson(EMAILJS_SEND_URL, body, options);
}
