import { GATEWAY_VISIT_PATHS, type GatewayVisit, type GatewayVisitAnswerBody, type GatewayVisitQuery, type GatewayVisitReply, type GatewayVisitView, type VisitAnswer } from './gateway/protocol';
import { gatewayRoute } from './gateway/route';
import { isVisitToken, readVisitReply } from './gateway/visit';

export { isToCome } from './visit/phase';

export type { GatewayVisit, GatewayVisitReply, GatewayVisitView, VisitAnswer, VisitPlace, VisitState } from './gateway/protocol';
export { VISIT_ANSWERS } from './gateway/protocol';

/*
 * A visit (the appointment agreed on the phone, issue 77) as the pages reach it: its page reads the token of its
 * address's fragment and asks the gateway for the visit; its page and the sending device post the family's answer.
 * The token goes in the body of a POST to the gateway alone: never in an address (a log keeps those), never in
 * storage by the visit's page.
 */

/** The token of a visit's address (`#<token>`), or null: anything else in the fragment is no token. */
export function tokenFromHash(hash: string): string | null {
  const token = hash.replace(/^#/, '');
  return isVisitToken(token) ? token : null;
}

/**
 * Why a call gave nothing to read, each said in its own words: no connection (or no answer in time), the address's
 * limit (429: try again in a minute), or the gateway refusing or failing (a settings problem's 503, a 5xx, a reply
 * that is no visit).
 */
export const VISIT_CALL_FAILURES = ['offline', 'limited', 'unavailable'] as const;
export type VisitCallFailure = (typeof VISIT_CALL_FAILURES)[number];

/** What one call gave: the gateway's reply, or why nothing came to read. */
export type VisitCall = { reply: GatewayVisitReply } | { failed: VisitCallFailure };

/** How long a call may take. */
export const VISIT_TIMEOUT_MS = 15_000;

interface CallOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function post(url: string, path: string, body: GatewayVisitQuery | GatewayVisitAnswerBody, { fetch: send = fetch, timeoutMs = VISIT_TIMEOUT_MS }: CallOptions): Promise<VisitCall> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    // No cookie to another origin (credentials: same-origin), no referrer: the page's address says nothing, but it need not go.
    const response = await send(gatewayRoute(url, path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: stop.signal,
    });
    const reply = readVisitReply(await response.json().catch(() => null));
    // Unknown is a 404 (a wrong, old or missing token: the same for every reason); known, a 2xx, or a 409 (an answer
    // refused, with the visit as it stands: answered.ts says why from it).
    if (reply?.state === 'unknown' && response.status === 404) return { reply };
    if (reply?.state === 'known' && (response.ok || response.status === 409)) return { reply };
    if (response.status === 404) return { reply: { state: 'unknown' } };
    return { failed: response.status === 429 ? 'limited' : 'unavailable' };
  } catch {
    return { failed: 'offline' };
  } finally {
    clearTimeout(timer);
  }
}

/** The visit of a token (GATEWAY_VISIT_PATHS.visit). */
export function askVisit(url: string, token: string, options: CallOptions = {}): Promise<VisitCall> {
  return post(url, GATEWAY_VISIT_PATHS.visit, { token }, options);
}

/** The family's answer, « Je serai là » or « Je dois changer » (GATEWAY_VISIT_PATHS.answer): the visit after it. */
export function answerVisit(url: string, token: string, answer: VisitAnswer, options: CallOptions = {}): Promise<VisitCall> {
  return post(url, GATEWAY_VISIT_PATHS.answer, { token, answer }, options);
}

/** What a page shows of a visit the gateway answered: all but the reference (said apart) and the message's language. */
export function shownOf({ reference, locale, ...shown }: GatewayVisitView): Omit<GatewayVisitView, 'reference' | 'locale'> {
  void reference;
  void locale;
  return shown;
}

/**
 * The sending device's visit, brought up to what the gateway answered: the view whole, and its own token. Who comes
 * is the view's; a gateway before issue 83 (no `sequence`) left it out of the view, so the device's own stays then.
 */
export function withView(visit: GatewayVisit, view: GatewayVisitView): GatewayVisit {
  const shown = shownOf(view);
  const older = view.sequence === undefined && !view.with && visit.with ? { with: visit.with } : {};
  return { ...shown, ...older, token: visit.token };
}
