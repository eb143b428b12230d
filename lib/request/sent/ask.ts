import { GATEWAY_PATHS, type GatewayRequestStatus, type GatewayStatusQuery } from '@/lib/request/gateway/protocol';
import { gatewayRoute } from '@/lib/request/gateway/route';
import { readStatuses } from './asking';

/*
 * One call to the gateway's status route (protocol.ts): the ids of the requests this device sent, and
 * what became of each. Never throws: the asking backs off on anything but an answer it can read.
 */

/** How long an ask may take: a status is no reason to hold a slow link for long. */
export const ASK_TIMEOUT_MS = 15_000;

export type Asked = { statuses: Map<string, GatewayRequestStatus> } | { failed: true; retryAfterMs: number };

export async function askStatuses(url: string, ids: readonly string[], { fetch: post = fetch, timeoutMs = ASK_TIMEOUT_MS }: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<Asked> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  try {
    const query: GatewayStatusQuery = { ids: [...ids] };
    // No cookie to another origin (credentials: same-origin, the default), nothing cached (the gateway says no-store).
    const response = await post(gatewayRoute(url, GATEWAY_PATHS.status), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(query),
      signal: stop.signal,
    });
    const statuses = response.ok ? readStatuses(await response.json().catch(() => null), ids) : null;
    if (statuses) return { statuses };
    // A limit of the gateway (429) says when to come back.
    const seconds = Number(response.headers.get('Retry-After'));
    return { failed: true, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 24 * 60 * 60) * 1000 : 0 };
  } catch {
    return { failed: true, retryAfterMs: 0 };
  } finally {
    clearTimeout(timer);
  }
}
