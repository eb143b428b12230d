import { readGatewayBody, readStatusQuery, GATEWAY_MAX_BODY_BYTES, GATEWAY_PATHS, type GatewayAnswer } from '@/lib/request/for-gateway';
import { membersOf, unreachable } from '@/lib/closed-set';
import { doualaToday } from '@/lib/douala-date';
import { addressTag, callerKey } from '../address';
import { answer, corsHeaders, isAllowed, isJson, json, preflight, readLimited } from '../http';
import { MAX_FACTOR, priceFactor, volumeOf } from '../price';
import { checkProof, newChallenge } from '../proof';
import { anyProvider } from '../providers';
import { checkAgainstSite } from '../rules';
import type { Settings } from '../settings';
import type { Accepted } from '../store/accept';
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
 * Each refusal is the cheapest that can be made: the origin, the body, the checks, the proof.
 *
 * The limit a minute an address (wrangler.toml, ADDRESS_LIMITER) meters what a caller gets for free from the inbox,
 * never what pays (issue 78: a stranger's free calls at the start of every minute kept a family on its address out
 * for minutes, and DECISIONS, turn 10, gives a family a minute and a half at most): a challenge within it is priced
 * by the inbox, one past it is issued at the highest price (MAX_FACTOR) without asking the inbox; a post is never
 * held by it, what reaches the inbox being paid by its proof, which reaches it once a minute at most (PROOF_LIMITER:
 * a replay costs no new work); a status ask, which reads the inbox and pays nothing, is held by it.
 */

/** A limited status ask comes back after this long (lib/request/sent/ask.ts reads it). */
const ADDRESS_RETRY_SECONDS = 30;
/** A gateway that cannot work says so: the page keeps the request and tries again later. */
export const NOT_SET: GatewayAnswer = { outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 };
const STATUS_MAX_BYTES = 1_024;

type Route = keyof typeof GATEWAY_PATHS;
const ROUTES: Record<string, Route> = Object.fromEntries(membersOf(GATEWAY_PATHS).map((route) => [GATEWAY_PATHS[route], route]));
const METHODS: Record<Route, string> = { challenge: 'GET', request: 'POST', status: 'POST' };

export const inboxOf = (env: Env) => env.INBOX.get(env.INBOX.idFromName('site'));

export async function underLimit(env: Env, route: string, request: Request): Promise<boolean> {
  const { success } = await env.ADDRESS_LIMITER.limit({ key: `${route}:${callerKey(request)}` });
  return success;
}

/** Whether a proof may reach the inbox now: once a minute (its first use; a page never posts one twice). */
async function proofMayReachInbox(env: Env, key: string): Promise<boolean> {
  const { success } = await env.PROOF_LIMITER.limit({ key });
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

/** A challenge priced by the inbox within the address's limit a minute; past it, the highest price, the inbox not asked. */
async function challenge(request: Request, env: Env, settings: Settings, headers: Headers): Promise<Response> {
  const address = await callerTag(request, settings);
  if (!(await underLimit(env, 'challenge', request))) {
    return json(await newChallenge(settings, Date.now(), MAX_FACTOR, { day: doualaToday(), address, factor: MAX_FACTOR }), headers);
  }
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
  const checked = await checkAgainstSite(body.content, settings);
  if (!checked.ok) return { outcome: 'refused', reason: 'checks', field: checked.field };
  const proof = await checkProof(body.proof, settings);
  if (!proof.ok) return { outcome: 'proof', reason: proof.reason };
  // Posted again within the minute: spent already (a page takes a fresh one, as for any replay).
  if (!(await proofMayReachInbox(env, proof.key))) return { outcome: 'proof', reason: 'replayed' };
  const accepted = await inboxOf(env).accept({
    id: body.id,
    content: body.content,
    proof: { key: proof.key, until: proof.expiresAt, ...(proof.issued ? { issued: proof.issued } : {}) },
    address: await callerTag(request, settings),
  });
  return ANSWERED[accepted];
}

/** What the inbox's acceptance is answered (protocol.ts); underpriced, its address posted more since the challenge was priced: the page fetches a fresh one, as for an expired proof. */
const ANSWERED: Record<Accepted, GatewayAnswer> = {
  accepted: { outcome: 'sent' },
  duplicate: { outcome: 'sent', duplicate: true },
  replayed: { outcome: 'proof', reason: 'replayed' },
  underpriced: { outcome: 'proof', reason: 'expired' },
};

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
  // The limit a minute meters only what the inbox gives for free (issue 78): a challenge past it is priced without the
  // inbox, a post is held by nothing but its proof; a family's status is asked behind it.
  switch (route) {
    case 'challenge':
      return challenge(request, env, settings, headers);
    case 'status':
      return (await underLimit(env, route, request)) ? status(request, env, headers) : answer(limited, headers);
    case 'request':
      return answer(await receive(request, env, settings), headers);
    default:
      return unreachable(route);
  }
}
