import { GATEWAY_VISIT_PATHS, VISIT_ANSWERS, type GatewayVisitReply, type GatewayVisitView } from '@/lib/request/for-gateway';
import { answer, corsHeaders, isAllowed, isJson, json, preflight } from '../http';
import type { Settings } from '../settings';
import type { Env } from '../worker-env';
import { isRecord } from '@/lib/unknown-value';
import { inboxOf, limited, NOT_SET, readJson, underLimit, withAllow } from './site';
import { memberOf } from '@/lib/closed-set';

/*
 * A visit's page (issue 77; lib/routes.ts, visitPath), opened on any phone by the link of its message, asks the
 * gateway what its token opens, and answers it, from the site's origins alone, with CORS, under the address limit:
 *   POST /visit           { token }           the visit as its message says it (GatewayVisitView)
 *   POST /visit/answer    { token, answer }   « Je serai là », « Je dois changer »; the visit after it
 * Whatever is wrong (no token, a wrong, truncated or old one, a request gone, an answer this visit no longer takes
 * is answered with the visit as it stands) the answer is the same: 404 `{ state: 'unknown' }`, in the same bytes.
 */

const BODY_MAX_BYTES = 512;
const UNKNOWN: GatewayVisitReply = { state: 'unknown' };

const reply = (visit: GatewayVisitView | null, headers: Headers) => (visit ? json({ state: 'known', visit } satisfies GatewayVisitReply, headers) : json(UNKNOWN, headers, 404));

export const isVisitPath = (pathname: string) => pathname === GATEWAY_VISIT_PATHS.visit || pathname === GATEWAY_VISIT_PATHS.answer;

export async function visitRoute(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  const origin = request.headers.get('Origin');
  if (request.method === 'OPTIONS') return preflight(request, settings.origins);
  const headers = corsHeaders(origin, settings.origins);
  if (!isAllowed(origin, settings.origins)) return new Response(null, { status: 403, headers });
  if (settings.problems.length > 0 || !settings.proof.secret) return answer(NOT_SET, headers);
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: withAllow(headers, 'POST, OPTIONS') });
  if (!(await underLimit(env, 'visit', request))) return answer(limited, headers);
  const body = isJson(request) ? await readJson(request, BODY_MAX_BYTES) : undefined;
  const token = isRecord(body) && typeof body.token === 'string' ? body.token : '';
  if (url.pathname === GATEWAY_VISIT_PATHS.visit) return reply(await inboxOf(env).visitView(token), headers);
  const said = isRecord(body) ? memberOf(VISIT_ANSWERS, body.answer) : undefined;
  if (!said) return reply(null, headers);
  return reply(await inboxOf(env).visitAnswer(token, said), headers);
}
