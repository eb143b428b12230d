import { EMAILJS_SEND_URL, newSenderId, outcomeOfStatus, type EmailJsRequest, type SendOutcome } from './entry';
import { claimRequest, LEASE_MS, listRequests, renewClaim, settleRequest } from './store';

/*
 * Sends what waits in the outbox, from whichever context calls it: a page when the connection comes
 * back or at the next visit, the service worker on a Background Sync. Each request is claimed
 * first (store.ts), so two tabs, a page and the worker, or a retry while a slow send is still on its
 * way never send the same request twice.
 */

export type Deliver = (request: EmailJsRequest) => Promise<SendOutcome>;

/** One POST to EmailJS with the body its SDK would send; never throws. */
export const postToEmailJs: Deliver = async (request) => {
  try {
    const response = await fetch(EMAILJS_SEND_URL, {
      method: 'POST',
      headers: { 'Content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return outcomeOfStatus(response.status, await response.text().catch(() => ''));
  } catch {
    // No connection, or it dropped on the way: the request stays and leaves later.
    return { kind: 'retry' };
  }
};

export interface FlushResult {
  sent: number;
  refused: number;
  /** Still waiting: no connection, or held by another sender. */
  waiting: number;
}

/** Sends, one after the other, every waiting request nobody else is sending. */
export async function flushOutbox(deliver: Deliver = postToEmailJs): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
  const sender = newSenderId();
  for (const entry of await listRequests()) {
    if (entry.status !== 'waiting') continue;
    const claimed = await claimRequest(entry.id, sender);
    if (!claimed) {
      result.waiting += 1;
      continue;
    }
    const outcome = await whileHolding(claimed.id, sender, () => deliver(claimed.request));
    await settleRequest(claimed.id, sender, outcome);
    if (outcome.kind === 'sent') result.sent += 1;
    else if (outcome.kind === 'refused') result.refused += 1;
    else result.waiting += 1;
  }
  return result;
}

/** Runs a send while renewing the claim, so a slow answer never lets another sender in. */
export async function whileHolding<T>(id: string, sender: string, send: () => Promise<T>): Promise<T> {
  const renewal = setInterval(() => void renewClaim(id, sender).catch(() => {}), LEASE_MS / 3);
  try {
    return await send();
  } finally {
    clearInterval(renewal);
  }
}
