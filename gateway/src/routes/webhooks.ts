import { readBytesLimited, readLimited } from '../http';
import type { Settings } from '../settings';
import { threadStatuses } from '../thread/statuses';
import { readMessageRef, smsStatus, whatsappStatuses } from '../visits/statuses';
import { readInbound } from '../whatsapp/inbound';
import { sameText, signed } from '../visits/token';
import type { Env } from '../worker-env';
import { inboxOf } from './site';

/*
 * Where the providers post the statuses of a visit's messages (issue 77; docs/gateway-visits.md). No page calls them:
 * no CORS, no cookie, nothing for a browser.
 *   GET  /webhook/whatsapp   Meta's handshake when the centre sets the webhook: `hub.mode=subscribe`, its
 *                            `hub.verify_token` WHATSAPP_VERIFY_TOKEN, answered with `hub.challenge`; else 403
 *   POST /webhook/whatsapp   Meta's statuses and the families' messages (issue 82: store/thread-webhook.ts), signed: `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with
 *                            WHATSAPP_APP_SECRET>`, checked on the bytes as they came before anything is read; a
 *                            post without it, or with another, is refused (401) and changes nothing
 *   POST /webhook/sms/<message>/<signature>   Brevo's SMS events, to the address each SMS was sent with (its
 *                            message's reference, signed with PROOF_SECRET or PROOF_SECRET_PREVIOUS: visits/token.ts); another, 401
 * What a signed post says only moves a message forward (visits/statuses.ts): replayed, it changes nothing.
 */

const WHATSAPP_PATH = '/webhook/whatsapp';
const SMS_PATH = /^\/webhook\/sms\/([A-Za-z0-9_.-]{1,80})\/([A-Za-z0-9_-]{22})$/;
/** Meta batches statuses: a post of many is a few KB. */
const WEBHOOK_MAX_BYTES = 256 * 1024;
const SMS_MAX_BYTES = 8 * 1024;

export const isWebhookPath = (pathname: string) => pathname.startsWith('/webhook/');

const plain = (status: number, body: string | null = null) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** Whether the raw body is signed with the app's secret, as Meta signs it. */
async function signedByMeta(body: Uint8Array, header: string | null, secret: string): Promise<boolean> {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match || !secret) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return sameText(hex(await crypto.subtle.sign('HMAC', key, body)), match[1]!.toLowerCase());
}

function handshake(url: URL, settings: Settings): Response {
  const { verifyToken } = settings.messages.whatsapp;
  const params = url.searchParams;
  const challenge = params.get('hub.challenge') ?? '';
  const ok = verifyToken !== '' && params.get('hub.mode') === 'subscribe' && sameText(params.get('hub.verify_token') ?? '', verifyToken) && /^[A-Za-z0-9_-]{1,128}$/.test(challenge);
  return ok ? plain(200, challenge) : plain(403);
}

async function whatsapp(request: Request, env: Env, settings: Settings): Promise<Response> {
  const body = await readBytesLimited(request, WEBHOOK_MAX_BYTES).catch(() => null);
  // The signature first: nothing of a post is read before it is known to be Meta's.
  if (!body || !(await signedByMeta(body, request.headers.get('X-Hub-Signature-256'), settings.messages.whatsapp.appSecret))) return plain(401);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return plain(200, 'ok');
  }
  const inbox = inboxOf(env);
  const updates = whatsappStatuses(parsed);
  if (updates.length > 0) await inbox.providerStatuses(updates);
  const statuses = threadStatuses(parsed);
  if (statuses.length > 0) await inbox.threadStatuses(statuses);
  // The families' messages (issue 82), kept before Meta hears 200: a post that fails here is posted again by Meta.
  const { messages } = readInbound(parsed, { receivedAt: Date.now(), phoneNumberId: settings.messages.whatsapp.phoneNumberId });
  if (messages.length > 0) await inbox.inbound(messages);
  return plain(200, 'ok');
}

async function sms(request: Request, env: Env, settings: Settings, match: RegExpExecArray): Promise<Response> {
  const [, text = '', signature = ''] = match;
  const ref = readMessageRef(text);
  // Signed with PROOF_SECRET, or, an SMS sent before its rotation, the one before it.
  const secrets = [settings.proof.secret, settings.proof.previous].filter(Boolean);
  let valid = false;
  for (const secret of secrets) valid ||= sameText(signature, await signed(secret, text));
  if (!ref || !valid) return plain(401);
  const raw = await readLimited(request, SMS_MAX_BYTES).catch(() => null);
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // Nothing to read: answered all the same.
  }
  const update = smsStatus(ref, parsed);
  if (update) await inboxOf(env).providerStatuses([update]);
  return plain(200, 'ok');
}

export async function webhookRoute(request: Request, env: Env, settings: Settings, url: URL): Promise<Response> {
  if (url.pathname === WHATSAPP_PATH) {
    if (request.method === 'GET') return handshake(url, settings);
    if (request.method === 'POST') return whatsapp(request, env, settings);
    return new Response(null, { status: 405, headers: { Allow: 'GET, POST' } });
  }
  const match = SMS_PATH.exec(url.pathname);
  if (match) return request.method === 'POST' ? sms(request, env, settings, match) : new Response(null, { status: 405, headers: { Allow: 'POST' } });
  return plain(404);
}
