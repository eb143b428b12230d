/*
 * What EmailJS's answer means for a request, in one table (tests/request-answers.test.ts):
 *
 *   answer                                        the request
 *   any 2xx                                       sent: it leaves the device
 *   no answer (network error, timeout),           kept, and tried again later, waiting longer
 *   408, 412 (the centre's mailbox grant          each time (retryDelay): the same bytes may
 *   expired), 425, 429, 5xx                       well be accepted then
 *   400, 401, 403, 404, 413, 422, and any other   refused: shown with its fallbacks, never sent
 *   4xx                                           again by itself (the same bytes would be refused)
 *
 * A retry never deletes a request.
 */

/** Why a request is still waiting: no connection at all, one that failed or went silent, or EmailJS not ready to take it. */
export type WaitCause = 'offline' | 'network' | 'timeout' | 'service';

export type Answer =
  | { kind: 'sent' }
  | { kind: 'retry'; cause: WaitCause; status?: number }
  | { kind: 'refused'; status: number; text: string };

/** Answers that may change if the same request is sent again later. */
const RETRIED = new Set([408, 412, 425, 429]);

export function answerOfStatus(status: number, text = ''): Answer {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (RETRIED.has(status) || status >= 500) return { kind: 'retry', cause: 'service', status };
  return { kind: 'refused', status, text: text.slice(0, 200) };
}

const MINUTE = 60_000;

/**
 * How long a request waits before it is tried again by itself, after its `attempts`-th try failed:
 * half a minute, then twice as long each time, up to a quarter of an hour. The visitor's « Réessayer »
 * does not wait, nor does a page when the browser says the connection is back from « offline ».
 */
export function retryDelay(attempts: number): number {
  return Math.min(MINUTE / 2 * 2 ** Math.max(0, attempts - 1), 15 * MINUTE);
}
