import { checkRequest, readGatewayBody, GATEWAY_MAX_BODY_BYTES, GATEWAY_PATHS, ceilingNotice, type GatewayAnswer } from '@/lib/request/for-gateway';
import { doualaToday } from '@/lib/douala-date';
import { answer, corsHeaders, isAllowed, isJson, json, preflight, readLimited } from './http';
import type { Ledger } from './ledger';
import { checkProof, newChallenge } from './proof';
import { anyProvider, deliver, requestNotice, tellStaff } from './providers';
import { readSettings, type SettingName, type Settings } from './settings';

export { Ledger } from './ledger';

/*
 * The request gateway (docs/gateway.md): the one place that holds the providers' keys, and lets through
 * what a person's browser sends, and nothing else. A request is checked in this order, each refusal the
 * cheapest that can be made: the site's origin, the address's rate, the body's size and shape, the
 * honeypot, the form's rules, the proof of work, then the ledger (the proof never used, the id never
 * delivered nor being sent, the day's ceiling); only then is it sent, EmailJS first, and the staff told.
 */

export interface Env extends Partial<Record<SettingName, string>> {
  ADDRESS_LIMITER: RateLimit;
  LEDGER: DurableObjectNamespace<Ledger>;
}

/** A limited address tries again after the binding's period. */
const ADDRESS_RETRY_SECONDS = 60;
/** After the providers failed: the page's own schedule (lib/request/answers.ts, retryDelay) takes over from there. */
const PROVIDERS_RETRY_SECONDS = 60;

/** Seconds until Yaoundé's next midnight (UTC+1, no summer time), when the day's ceiling starts again. */
export function secondsToTomorrow(now: number): number {
  const day = 24 * 60 * 60;
  const douala = Math.floor(now / 1_000) + 60 * 60;
  return day - (douala % day) + 60;
}

async function underLimit(env: Env, route: string, request: Request): Promise<boolean> {
  const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const { success } = await env.ADDRESS_LIMITER.limit({ key: `${route}:${address}` });
  return success;
}

const ledgerOf = (env: Env) => env.LEDGER.get(env.LEDGER.idFromName('site'));

async function handleRequest(request: Request, env: Env, ctx: ExecutionContext, settings: Settings): Promise<GatewayAnswer> {
  if (!isJson(request)) return { outcome: 'refused', reason: 'malformed' };
  if (!(await underLimit(env, 'request', request))) return { outcome: 'kept', reason: 'address-limit', retryAfterSeconds: ADDRESS_RETRY_SECONDS };
  const text = await readLimited(request, GATEWAY_MAX_BODY_BYTES).catch(() => undefined);
  if (text === null) return { outcome: 'refused', reason: 'too-large' };
  let raw: unknown;
  try {
    raw = text === undefined ? undefined : JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const body = readGatewayBody(raw);
  if (!body) return { outcome: 'refused', reason: 'malformed' };
  // A robot filled the field people never see: it is told what a person would be, and nothing leaves.
  if (body.honeypot) return { outcome: 'sent' };
  const now = Date.now();
  const checked = checkRequest(body.content, { today: doualaToday(new Date(now)) });
  if (!checked.ok) return { outcome: 'refused', reason: 'checks', field: checked.field };
  const proof = await checkProof(body.proof, settings);
  if (!proof.ok) return { outcome: 'proof', reason: proof.reason };

  const ledger = ledgerOf(env);
  const day = doualaToday(new Date(now));
  const began = await ledger.begin({ id: body.id, proof: proof.key, proofExpiresAt: proof.expiresAt, day, dailyLimit: settings.dailyLimit, now });
  switch (began.kind) {
    case 'replayed':
      return { outcome: 'proof', reason: 'replayed' };
    case 'duplicate':
      return { outcome: 'sent', duplicate: true };
    case 'pending':
      return { outcome: 'kept', reason: 'pending', retryAfterSeconds: Math.ceil(began.retryAfterMs / 1_000) };
    case 'daily-limit':
      if (began.first) ctx.waitUntil(tellStaff(settings, ceilingNotice(settings.dailyLimit)));
      return { outcome: 'kept', reason: 'daily-limit', retryAfterSeconds: secondsToTomorrow(now) };
  }

  const { answer: sent, failures } = await deliver(body.content, settings);
  const delivered = sent.kind === 'sent';
  const tellFailing = !delivered && sent.kind === 'retry' && !began.failingTold;
  await ledger.finish({ id: body.id, day, delivered, failingTold: began.failingTold || tellFailing, now: Date.now() });
  if (delivered) ctx.waitUntil(tellStaff(settings, requestNotice('sent', body.content, failures)));
  else if (tellFailing) ctx.waitUntil(tellStaff(settings, requestNotice('failing', body.content, failures)));
  if (delivered) return { outcome: 'sent' };
  if (sent.kind === 'refused') return { outcome: 'refused', reason: 'checks' };
  return { outcome: 'kept', reason: 'providers', retryAfterSeconds: PROVIDERS_RETRY_SECONDS };
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const settings = readSettings(env);
    const { pathname } = new URL(request.url);
    const origin = request.headers.get('Origin');
    if (request.method === 'OPTIONS') return preflight(request, settings.origins);
    const headers = corsHeaders(origin, settings.origins);
    const route = pathname === GATEWAY_PATHS.challenge ? 'challenge' : pathname === GATEWAY_PATHS.request ? 'request' : null;
    if (!route) return new Response(null, { status: 404, headers });
    // Another site's page, or no page at all (a script): no CORS permission, and nothing done.
    if (!isAllowed(origin, settings.origins)) return new Response(null, { status: 403, headers });
    // A gateway without its secret or without any provider cannot do its work: it says nothing more.
    if (!settings.proof.secret || !anyProvider(settings)) {
      console.error('Gateway not set: PROOF_SECRET and at least one provider (EmailJS or the relay) are needed.');
      return answer({ outcome: 'kept', reason: 'providers', retryAfterSeconds: PROVIDERS_RETRY_SECONDS }, headers);
    }
    if (route === 'challenge') {
      if (request.method !== 'GET') return new Response(null, { status: 405, headers: withAllow(headers, 'GET, OPTIONS') });
      if (!(await underLimit(env, 'challenge', request))) {
        return answer({ outcome: 'kept', reason: 'address-limit', retryAfterSeconds: ADDRESS_RETRY_SECONDS }, headers);
      }
      return json(await newChallenge(settings), headers);
    }
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: withAllow(headers, 'POST, OPTIONS') });
    return answer(await handleRequest(request, env, ctx, settings), headers);
  },
} satisfies ExportedHandler<Env>;

function withAllow(headers: Headers, allow: string): Headers {
  const out = new Headers(headers);
  out.set('Allow', allow);
  return out;
}
