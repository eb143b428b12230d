/*
 * Whose fault it is when a channel (EmailJS, the relay, the gateway: channels/) does not take a request, in one
 * table (tests/request/request-answers.test.ts). Only the request's own fault refuses it; whatever is the
 * account's or the service's keeps it on the device, tried again on both channels until one takes it
 * or it expires; the visitor's connection keeps it until the connection is back.
 *
 *   answer                          whose fault   the request
 *   any 2xx                         —             sent: it leaves the device
 *   no connection (navigator says   connection    kept; goes when the connection is back; the other
 *   offline)                                      channel is not tried (it could do no better)
 *   network error while online,     service       kept; the other channel is tried at once, then
 *   no answer within the timeout                  both again later (retryDelay)
 *   413 (the body is too large)     request       refused, once every channel has said so. We cap
 *                                                 every field before sending (lib/request/form/
 *                                                 validation.ts), so this should never happen.
 *   400 (unknown service, template  account       kept, the other channel at once, both again later:
 *   or key), 401, 402 and 426                     nothing about the request changes the answer,
 *   (quota), 403 (domain not                      fixing the account does (STACK-NOTES « A second
 *   allowed, non-browser calls                    delivery channel »: EmailJS users report 412
 *   off), 404, 412 (Gmail grant                   « Invalid grant », 426/402 for a used quota, 403
 *   revoked), 422 (recipient                      for a domain not allowed, 400 « The template ID is
 *   missing in the template), 429,                invalid »; 422 « The recipients address is empty »
 *   451, 5xx, any other 4xx                       is the template's To field)
 *   channel not set at build        account       as above (the keys are the account's)
 *
 * EmailJS documents none of its 4xx one by one, so an unknown one is the account's: a request is
 * never deleted on a guess. The relay's answers are read with the same table.
 *
 * The gateway (gateway/protocol.ts) says what it did in JSON, which is read first (answerOfGateway, in
 * channels/gateway.ts: its code comes only to a build that has a gateway); an answer without
 * it (a proxy's page, a crash) is read with the table above, except that a 2xx is believed only with
 * « sent » (a captive portal's 200 must not delete a request: the gateway's idempotency makes a
 * second try harmless).
 *
 *   gateway says                    whose fault   the request
 *   200 sent (or duplicate)         —             sent
 *   429 kept: a limit (the          nobody's      kept, calmly (cause « held »: no error, no
 *   address's, the site's day)                    hurry), tried again after Retry-After
 *   503 kept: no provider took it   account       kept, tried again after Retry-After
 *   401 proof                       —             the channel fetches a fresh challenge and posts again
 *                                                 once; still refused, kept as the account's
 *   400/413 refused                 request       refused (the form's own checks failed there)
 *   403 (an origin it does not      account       kept (the gateway's ALLOWED_ORIGINS lacks the site)
 *   serve), anything else
 */

/**
 * Why a request is still waiting: no connection at all, one that failed or went silent, a channel not
 * able to take it (the account or the service), or the gateway holding it back for a while (a limit:
 * held).
 */
export type WaitCause = 'offline' | 'network' | 'timeout' | 'service' | 'held';
export const WAIT_CAUSES = ['offline', 'network', 'timeout', 'service', 'held'] as const satisfies readonly WaitCause[];

export type Answer =
  | { kind: 'sent' }
  /** `retryAfterMs`: when the service said when to come back (the gateway's Retry-After). */
  | { kind: 'retry'; cause: WaitCause; status?: number; text?: string; retryAfterMs?: number }
  | { kind: 'refused'; status: number; text: string };

export type Fault = 'connection' | 'request' | 'account';

/** Whose fault an HTTP answer is (the table above). */
export function faultOf(status: number): Fault | null {
  if (status >= 200 && status < 300) return null;
  return status === 413 ? 'request' : 'account';
}

export function answerOfStatus(status: number, text = ''): Answer {
  const fault = faultOf(status);
  const short = text.slice(0, 200);
  if (fault === null) return { kind: 'sent' };
  if (fault === 'request') return { kind: 'refused', status, text: short };
  return { kind: 'retry', cause: 'service', status, text: short };
}

const MINUTE = 60_000;

/**
 * How long a request waits before it is tried again by itself, after its `attempts`-th try failed:
 * half a minute, then twice as long each time, up to an hour (an outage of the account lasts hours;
 * about 170 tries in the seven days a request is kept). The visitor's « Réessayer » does not wait,
 * nor does a page when the browser says the connection is back from « offline ».
 */
export function retryDelay(attempts: number): number {
  return Math.min((MINUTE / 2) * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}
