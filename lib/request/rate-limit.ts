/*
 * One request per browser every 10 seconds, as the EmailJS SDK's limitRate did: it slows a robot,
 * never a person. The time of the last try is kept in localStorage under the SDK's own key, before the
 * request leaves (a try that failed counts). Only for a visitor's « Envoyer »: a request the outbox
 * sends again later is not held back by it.
 */

export const RATE_LIMIT = { key: 'appointment', throttleMs: 10_000 } as const;

/** Takes the turn to send now, or says it is too early; a browser without storage is never held back. */
export function takeSendTurn(now = Date.now(), storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return true;
    const last = Number(storage.getItem(RATE_LIMIT.key) ?? 0);
    if (now - last < RATE_LIMIT.throttleMs && now >= last) return false;
    storage.setItem(RATE_LIMIT.key, String(now));
    return true;
  } catch {
    return true;
  }
}
