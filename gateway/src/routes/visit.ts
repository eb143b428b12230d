import { GATEWAY_VISIT_PATHS, VISIT_ANSWERS, type GatewayVisitReply, type GatewayVisitView } from '@/lib/request/for-gateway';
import { answer, corsHeaders, isAllowed, isJson, json, preflight } from '../http';
import type { Settings } from '../settings';
import { isChecked, TOKEN_PATTERN, visitKey } from '../visits/token';
import type { Env } from '../worker-env';
import { isRecord } from '@/lib/unknown-value';
import { inboxOf, limited, NOT_SET, readJson, underLimit, withAllow } from './site';
import { memberOf } from '@/lib/closed-set';

/*
 * A visit's page (issues 77, 83; lib/routes.ts, visitPath), opened on any phone by the link of its message, asks the
 * gateway what its token opens, and answers it, from the site's origins alone, with CORS:
 *   POST /visit           { token }           the visit as its message says it (GatewayVisitView)
 *   POST /visit/answer    { token, answer }   « Je serai là », « Je dois changer »; the visit after it
 * Whatever is wrong (no token, a wrong, truncated or old one, a request gone, an answer this visit no longer takes
 * is answered with the visit as it stands) the answer is the same: 404 `{ state: 'unknown' }`, in the same bytes.
 *
 * The shared address's rule (issue 83; docs/gateway.md, « The address's minute »): a stranger's free calls slow the
 * stranger, never a family holding a valid link, which is its own proof. A token of today's form carries a check the
 * Worker verifies with the secret (visits/token.ts) before anything else: a valid one goes to the inbox under its own
 * limit a minute (LINK_LIMITER, keyed by its key), whatever its address has spent; any other (made up, cut short,
 * issue 77's form) under the address's limit (ADDRESS_LIMITER), the inbox asked only for issue 77's links.
 */

const BODY_MAX_BYTES = 512;
const UNKNOWN: GatewayVisitReply = { state: 'unknown' };

const reply = (visit: GatewayVisitView | null, headers: Headers) => (visit ? json({ state: 'known', visit } satisfies GatewayVisitReply, headers) : json(UNKNOWN, headers, 404));

export const isVisitPath = (pathname: string) => pathname === GATEWAY_VISIT_PATHS.visit || pathname === GATEWAY_VISIT_PATHS.answer;

/** Whether a call may reach the inbox now: a link checked under its own limit, anything else under its address's. */
async function mayAsk(env: Env, settings: Settings, request: Request, token: string): Promise<'link' | 'address' | 'limited'> {
  if (await isChecked(token, [settings.proof.secret, settings.proof.previous])) {
    const { success } = await env.LINK_LIMITER.limit({ key: await visitKey(token) });
    return success ? 'link' : 'limited';
  }
  return (await underLimit(env, 'visit', request)) ? 'address' : 'limited';
}

export async function visitRoute(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  const origin = request.headers.get('Origin');
  if (request.method === 'OPTIONS') return preflight(request, settings.origins);
  const headers = corsHeaders(origin, settings.origins);
  if (!isAllowed(origin, settings.origins)) return new Response(null, { status: 403, headers });
  if (settings.problems.length > 0 || !settings.proof.secret) return answer(NOT_SET, headers);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: withAllow(headers, 'POST, OPTIONS') });
  const body = isJson(request) ? await readJson(request, BODY_MAX_BYTES) : undefined;
  const token = isRecord(body) && typeof body.token === 'string' ? body.token : '';
  const may = await mayAsk(env, settings, request, token);
  if (may === 'limited') return answer(limited, headers);
  // Of today's form and not checked: made up, or of another secret; the inbox is not asked.
  if (may === 'address' && TOKEN_PATTERN.test(token)) return reply(null, headers);
  if (url.pathname === GATEWAY_VISIT_PATHS.visit) return reply(await inboxOf(env).visitView(token), headers);
  const said = isRecord(body) ? memberOf(VISIT_ANSWERS, body.answer) : undefined;
  if (!said) return reply(null, headers);
  return reply(await inboxOf(env).visitAnswer(token, said), headers);
}
