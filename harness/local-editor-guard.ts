// Who may talk to the local editor's server (harness/local-editor.ts): it reads the repository's history and
// drafts, and decap-server behind it writes branches, so a website a developer or staff member visits must
// reach neither. A page of another origin is refused (CORS names the editor's origin alone, never `*`); a
// body must be declared JSON, so another site cannot send one without a preflight, which it fails; and the
// Host header must name this machine, so a page whose own domain was made to point at 127.0.0.1 (DNS
// rebinding: to the browser, same-origin) is refused too. A program on the machine sends no Origin: let through.
import type { IncomingHttpHeaders } from 'node:http';

export interface Refusal {
  status: number;
  reason: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostname(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Why the server refuses this request, or undefined when it may go on. */
export function refusal(request: { method?: string; headers: IncomingHttpHeaders }, editorOrigins: readonly string[]): Refusal | undefined {
  const { host, origin } = request.headers;
  if (!host || !LOOPBACK.has(hostname(host) ?? '')) return { status: 421, reason: `Host « ${host ?? ''} » is not this machine (127.0.0.1 or localhost)` };
  if (origin !== undefined && !editorOrigins.includes(origin)) return { status: 403, reason: `origin « ${origin} » is not the editor's (${editorOrigins.join(', ')})` };
  if (request.method === 'OPTIONS') return undefined;
  if (request.method !== 'POST') return { status: 405, reason: `${request.method ?? '?'}: POST only` };
  if (!isJson(request.headers['content-type'])) return { status: 415, reason: 'the body must be JSON (Content-Type: application/json)' };
  return undefined;
}

/** CORS for an allowed page: its own origin named, never `*`; the preflight lets it send JSON by POST. */
export function corsHeaders(origin: string | undefined, preflight = false): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    ...(preflight ? { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' } : {}),
  };
}
