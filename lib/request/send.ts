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

/** Posts the body and reads EmailJS's answer (answers.ts); never throws. */
export async function sendToEmailJs(body: EmailJsBody, { timeoutMs = SEND_TIMEOUT_MS, fetch: post = fetch }: SendOptions = {}): Promise<Answer> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const response = await post(EMAILJS_SEND_URL, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: stop.signal,
    });
    const answer = answerOfStatus(response.status, await response.text().catch(() => ''));
    if (answer.kind !== 'sent') console.error(`Appointment request not sent: EmailJS answered ${response.status}`);
    return answer;
  } catch (error) {
    // Stopped by the timer, no connection, or a connection that dropped on the way.
    console.error('Appointment request not sent:', error);
    if (stop.signal.aborted) return { kind: 'retry', cause: 'timeout' };
    return { kind: 'retry', cause: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
