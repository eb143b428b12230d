/*
 * How long a device keeps a request it could not send: the outbox (entry.ts) and what pages say of it
 * (view.ts, the panel) read it here, a module of its own so that a page saying « jusqu'au … » does not
 * carry the outbox's code.
 */

const DAY = 24 * 60 * 60 * 1000;
/** How long the device tries: then the request expires, and the visitor's words are deleted. */
export const KEEP_DAYS = 7;
export const KEEP_MS = KEEP_DAYS * DAY;
/** How long the line saying that a request expired (its reference and dates, nothing else) stays. */
export const EXPIRED_NOTICE_MS = 30 * DAY;

/** The day the device stops trying. */
export function expiresAt(entry: { createdAt: number }): number {
  return entry.createdAt + KEEP_MS;
}
