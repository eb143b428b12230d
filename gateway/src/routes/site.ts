import { checkRequest, readGatewayBody, readStatusQuery, GATEWAY_MAX_BODY_BYTES, GATEWAY_PATHS, type GatewayAnswer } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { addressTag, callerKey } from '../address';
import { answer, corsHeaders, isAllowed, isJson, json, preflight, readLimited } from '../http';
import { priceFactor, volumeOf } from '../price';
import { checkProof, newChallenge } from '../proof';
import { anyProvider } from '../providers';
import { siteRules } from '../rules';
import type { Settings } from '../settings';
import type { Env } from '../worker-env';

/*
 * The routes the site's pages call (lib/request/gateway/protocol.ts), from the site's origins alone:
 *   GET  /challenge   a fresh proof-of-work challenge, priced for the caller (price.ts)
 *   POST /request     a request: checked (the body's shape, the form's rules, the proof), then kept in the
 *                     inbox (store/inbox.ts) and answered « sent » at once, and only then: « sent » always
 *                     means kept; the e-mail copy and the staff's notice leave after, from the inbox's alarm
 *                     (store/outbox.ts)
 *   POST /status      what became of the requests this device sent (its ids): received, taken by whom since
 *                     when, done, or unknown
 * Each refusal is the cheapest that can be made: the origin, the caller's rate, the body, the checks, the proof.
 */

/** A limited address tries again after the binding's period (the page spreads it: channels/gateway.ts, RETRY_SPREAD_MS). */
const ADDRESS_RETRY_SECONDS = 60;
/** A gateway that cannot work says so: the page keeps the request and tries again later. */
export const NOT_SET: GatewayAnswer = { outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 };
const STATUS_MAX_BYTES = 1_024;

type Route = 'challenge' | 'request' | 'status';
const ROUTES: Record<string, Route> = { [GATEWAY_PATHS.challenge]: 'challenge', [GATEWAY_PATHS.request]: 'request', [GATEWAY_PATHS.status]: 'status' };
const METHODS: Record<Route, string> = { challenge: 'GET', request: 'POST', status: 'POST' };

export const inboxOf = (env: Env) => env.INBOX.get(env.INBOX.idFromName('site'));

export async function underLimit(env: Env, route: string, request: Request): Promise<boolean> {
  const { success } = await env.ADDRESS_LIMITER.limit({ key: `${route}:${callerKey(request)}` });
  return success;
}

export const limited: GatewayAnswer = { outcome: 'kept', reason: 'address-limit', retryAfterSeconds: ADDRESS_RETRY_SECONDS };

/** The caller's address, as the inbox keeps it: a keyed hash of its key (an IPv4 address, an IPv6 /64). */
const callerTag = (request: Request, settings: Settings) => addressTag(callerKey(request), settings.proof.secret);

/** JSON of at most `limit` bytes: the value, or null (too large), or undefined (not JSON). */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const text = await readLimited(request, limit).catch(() => undefined);
  if (text === null) return null;
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

async function challenge(request: Request, env: Env, settings: Settings, headers: Headers): Promise<Response> {
  const address = await callerTag(request, settings);
  const { posted, received, day } = await inboxOf(env).price(address);
  const factor = priceFactor({ posted, received }, volumeOf(settings));
  return json(await newChallenge(settings, Date.now(), factor, { day, address, factor }), headers);
}

async function receive(request: Request, env: Env, settings: Settings): Promise<GatewayAnswer> {
  if (!isJson(request)) return { outcome: 'refused', reason: 'malformed' };
  const raw = await readJson(request, GATEWAY_MAX_BODY_BYTES);
  if (raw === null) return { outcome: 'refused', reason: 'too-large' };
  const body = readGatewayBody(raw);
  if (!body) return { outcome: 'refused', reason: 'malformed' };
  const rules = await siteRules(settings);
  const checked = checkRequest(body.content, { today: doualaToday(), rules });
  if (!checked.ok) return { outcome: 'refused', reason: 'checks', field: checked.field };
  const proof = await checkProof(body.proof, settings);
  if (!proof.ok) return { outcome: 'proof', reason: proof.reason };
  const accepted = await inboxOf(env).accept({
    id: body.id,
    content: body.content,
    proof: { key: proof.key, until: proof.expiresAt, ...(proof.issued ? { issued: proof.issued } : {}) },
    address: await callerTag(request, settings),
  });
  if (accepted === 'replayed') return { outcome: 'proof', reason: 'replayed' };
  // Its address posted more since the challenge was priced: the page fetches a fresh one, as for an expired proof.
  if (accepted === 'underpriced') return { outcome: 'proof', reason: 'expired' };
  return accepted === 'duplicate' ? { outcome: 'sent', duplicate: true } : { outcome: 'sent' };
}

async function status(request: Request, env: Env, headers: Headers): Promise<Response> {
  const query = isJson(request) ? readStatusQuery(await readJson(request, STATUS_MAX_BYTES)) : null;
  if (!query) return answer({ outcome: 'refused', reason: 'malformed' }, headers);
  return json({ statuses: await inboxOf(env).statuses(query.ids) }, headers);
}

export function withAllow(headers: Headers, allow: string): Headers {
  const out = new Headers(headers);
  out.set('Allow', allow);
  return out;
}

export async function siteRoute(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  const origin = request.headers.get('Origin');
  if (request.method === 'OPTIONS') return preflight(request, settings.origins);
  const headers = corsHeaders(origin, settings.origins);
  const route = ROUTES[url.pathname];
  if (!route) return new Response(null, { status: 404, headers });
  // Another site's page, or no page at all (a script): no CORS permission, and nothing done.
  if (!isAllowed(origin, settings.origins)) return new Response(null, { status: 403, headers });
  // A gateway that cannot do its work says nothing more than that, and tells its console why.
  if (settings.problems.length > 0 || !settings.proof.secret || !anyProvider(settings)) {
    console.error(`Gateway not set: ${[...settings.problems, ...(settings.proof.secret ? [] : ['PROOF_SECRET is not set.']), ...(anyProvider(settings) ? [] : ['No provider (EmailJS or the relay) has all its settings.'])].join(' ')}`);
    return answer(NOT_SET, headers);
  }
  if (request.method !== METHODS[route]) return new Response(null, { status: 405, headers: withAllow(headers, `${METHODS[route]}, OPTIONS`) });
  if (route === 'request' && !isJson(request)) return answer({ outcome: 'refused', reason: 'malformed' }, headers);
  if (!(await underLimit(env, route, request))) return answer(limited, headers);
  if (route === 'challenge') return challenge(request, env, settings, headers);
  if (route === 'status') return status(request, env, headers);
  return answer(await receive(request, env, settings), headers);
}
