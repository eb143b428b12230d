import { unreachable } from '@/lib/closed-set';
import type { GatewayAnswer } from '@/lib/request/for-gateway';

/*
 * What every answer of the gateway shares: CORS for the site's origins alone, JSON bodies, and a body
 * read up to a limit whatever Content-Length says. No answer carries a setting's value.
 */

const METHODS = 'GET, POST';
/** How long a browser may keep a preflight's answer (Chrome keeps at most 2 hours, Firefox 24). */
const PREFLIGHT_SECONDS = 7_200;

/** The headers that let the allowed origin read an answer; always Vary: Origin, as the answer depends on it. */
export function corsHeaders(origin: string | null, origins: readonly string[]): Headers {
  const headers = new Headers({ Vary: 'Origin' });
  if (origin !== null && isAllowed(origin, origins)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Expose-Headers', 'Retry-After');
  }
  return headers;
}

/** Whether a page of this origin may call: one of the site's, and never « null » (a sandboxed frame's, a file's, a redirect's), whatever the list says. */
export const isAllowed = (origin: string | null, origins: readonly string[]) => origin !== null && origin !== 'null' && origins.includes(origin);

/** The answer to a preflight: the site's origin, our two methods and the JSON header; anything else gets no permission. */
export function preflight(request: Request, origins: readonly string[]): Response {
  const origin = request.headers.get('Origin');
  const method = request.headers.get('Access-Control-Request-Method') ?? '';
  const asked = (request.headers.get('Access-Control-Request-Headers') ?? '')
    .split(',')
    .map((one) => one.trim().toLowerCase())
    .filter(Boolean);
  const headers = corsHeaders(origin, origins);
  headers.append('Vary', 'Access-Control-Request-Method, Access-Control-Request-Headers');
  if (!isAllowed(origin, origins) || !METHODS.split(', ').includes(method) || asked.some((one) => one !== 'content-type')) {
    return new Response(null, { status: 403, headers });
  }
  headers.set('Access-Control-Allow-Methods', METHODS);
  headers.set('Access-Control-Allow-Headers', 'Content-Type');
  headers.set('Access-Control-Max-Age', String(PREFLIGHT_SECONDS));
  return new Response(null, { status: 204, headers });
}

/** The protocol's status for each outcome (lib/request/gateway/protocol.ts). */
function statusOf(answer: GatewayAnswer): number {
  switch (answer.outcome) {
    case 'sent':
      return 200;
    case 'kept':
      return answer.reason === 'providers' ? 503 : 429;
    case 'proof':
      return 401;
    case 'refused':
      return answer.reason === 'too-large' ? 413 : 400;
    default:
      return unreachable(answer);
  }
}

export function answer(result: GatewayAnswer, headers: Headers): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'no-store');
  if (result.outcome === 'kept') out.set('Retry-After', String(result.retryAfterSeconds));
  return new Response(JSON.stringify(result), { status: statusOf(result), headers: out });
}

export function json(body: unknown, headers: Headers, status = 200): Response {
  const out = new Headers(headers);
  out.set('Content-Type', 'application/json; charset=utf-8');
  out.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: out });
}

/** A body of at most `limit` bytes, as text, or null when it is longer (read no further than the limit, whatever Content-Length says). */
export async function readLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytesLimited(request, limit);
  return bytes === null ? null : new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
}

/** The same, its bytes as they came (a webhook's signature is of the raw body: routes/webhooks.ts). */
export async function readBytesLimited(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limit) return null;
  return readStreamLimited(request.body, limit);
}

/** A stream's bytes, at most `limit` of them, whatever a header said of its length; null past it (the rest never read). */
export async function readStreamLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** JSON only: application/json, any charset parameter. */
export const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '');
