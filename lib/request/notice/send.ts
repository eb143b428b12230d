import type { Notice } from './notice';

/*
 * Posts a notice to the staff's ntfy topic: never in the request's way. It is sent after a channel's
 * answer, never before, and nothing the visitor sees waits for it; a topic that is down, slow or
 * refusing is tried a few times, each try stopped after a while, and then given up.
 *
 * One POST to the topic's URL, its text as the body, its title, tags and priority as query
 * parameters (ntfy reads each parameter from a header or, failing that, from the query): a text body
 * and no header of ours keep it a « simple » cross-origin request, with no CORS preflight (ntfy
 * answers with Access-Control-Allow-Origin: *), and a French title needs no RFC 2047 encoding, as
 * headers would. `keepalive` lets it finish when the page is closed right after the confirmation:
 * without a preflight, old Chromes allow it too. No referrer, no cookies.
 */

export const NOTICE_TIMEOUT_MS = 10_000;
/** Pauses before the second and the third try: three tries in all, at most about 40 s. */
export const NOTICE_RETRY_PAUSES_MS = [2_000, 8_000];

/** The URL a notice is posted to: the topic's, with the title, tags and priority, and its one button if any (ntfy's `actions`: « view, label, URL »). */
export function noticeUrl(topicUrl: string, notice: Notice): string {
  const url = new URL(topicUrl);
  url.searchParams.set('title', notice.title);
  url.searchParams.set('tags', notice.tags.join(','));
  url.searchParams.set('priority', String(notice.priority));
  if (notice.action) url.searchParams.set('actions', `view, ${notice.action.label}, ${notice.action.url}`);
  return url.href;
}

export interface NoticeOptions {
  fetch?: typeof fetch;
  /** The request gateway's: its token (Authorization: Bearer), which a page never holds. */
  headers?: Record<string, string>;
  timeoutMs?: number;
  pausesMs?: number[];
  wait?: (ms: number) => Promise<unknown>;
}

/** What a page's notice needs (above); the gateway's fetch (a Worker's) accepts and ignores them, and its types lack them: spread, not listed. */
const PAGE_FETCH = { keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' } as const;

/** Whether another try may help: no answer, or the server's trouble (5xx) or its rate limit (429). A 2xx is taken; any other 4xx will not change. */
const worthRetrying = (status: number | null) => status === null || status === 429 || status >= 500;

/** Posts the notice, tried up to three times; resolves with the last status (null: no answer), never throws. */
export async function postNotice(topicUrl: string, notice: Notice, options: NoticeOptions = {}): Promise<number | null> {
  const { fetch: post = fetch, headers, timeoutMs = NOTICE_TIMEOUT_MS, pausesMs = NOTICE_RETRY_PAUSES_MS, wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)) } = options;
  const url = noticeUrl(topicUrl, notice);
  let status: number | null = null;
  for (let tries = 0; tries <= pausesMs.length; tries += 1) {
    if (tries > 0) await wait(pausesMs[tries - 1]!);
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), timeoutMs);
    try {
      const response = await post(url, {
        method: 'POST',
        body: notice.message,
        ...(headers ? { headers } : {}),
        ...PAGE_FETCH,
        signal: stop.signal,
      });
      status = response.status;
    } catch {
      status = null;
    } finally {
      clearTimeout(timer);
    }
    if (!worthRetrying(status)) return status;
  }
  return status;
}
