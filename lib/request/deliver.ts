import type { Answer } from './answers';
import { anyConfigured, tryChannels } from './channels';
import { channelsOf, type ChannelChoice } from './channels/choice';
import { newId, type KeptRequest } from './entry';
import { eventWithoutOutbox, tellStaff, type TellOptions } from './notice/tell-staff';
import { claimRequest, listRequests, settleRequest, type ClaimOptions } from './store';

/*
 * Sends what waits in the outbox, from whichever context calls it: a page when it opens, when the
 * connection comes back, every DUE_LOOKUP_INTERVAL_MS (follow.ts) while something waits, or at the visitor's « Réessayer »;
 * the service worker on a Background Sync. Each request is claimed first (store.ts): two tabs, a page
 * and the worker, or a retry while a slow first send is still on its way never post it twice. A try
 * goes to EmailJS, then, if EmailJS did not take it, to the relay (channels/).
 */

export interface Sender extends ChannelChoice {
  now?: () => number;
  /** The staff's notice (the tests replace it). */
  notice?: TellOptions;
}

/**
 * Tries one claimed request on the channels and records the outcome. If it cannot be recorded (the
 * device's storage refuses), the claim stays until it runs out and the request then shows as
 * unconfirmed: never posted twice, and the other requests of the round still go. `told` is the
 * staff's notice on its way, if any: the caller need not wait for it before the next request.
 */
export async function deliver(entry: KeptRequest, token: string, { now = Date.now, notice, ...choice }: Sender = {}): Promise<{ answer: Answer; told: Promise<void> }> {
  const { answer, failures } = await tryChannels(entry, channelsOf(choice), entry.channels);
  const event = await settleRequest(entry.id, token, answer, now(), failures).catch(() => eventWithoutOutbox(answer));
  return { answer, told: tellStaff(event, entry, failures, notice) };
}

export interface SendWaitingResult {
  sent: number;
  refused: number;
  /** Still waiting: no connection, not due yet, or held by another sender. */
  waiting: number;
}

export interface RoundOptions {
  /**
   * The service worker's round: it ends when its notices have gone too (the browser may stop a worker
   * whose event has ended). A page's round does not wait for them: its next send must not.
   */
  waitForNotices?: boolean;
}

/** Sends, one after the other, every waiting request that is due and that nobody else is sending. */
export async function sendWaiting(options: ClaimOptions & Sender & RoundOptions = {}): Promise<SendWaitingResult> {
  const { now = Date.now, channels: given, config, send, notice, waitForNotices = false, ...claim } = options;
  const channels = channelsOf({ ...(given ? { channels: given } : {}), ...(config ? { config } : {}), ...(send ? { send } : {}) });
  const result: SendWaitingResult = { sent: 0, refused: 0, waiting: 0 };
  const waiting = (await listRequests(now())).filter((entry) => entry.status === 'waiting');
  if (!anyConfigured(channels)) return { ...result, waiting: waiting.length };
  const token = newId();
  const told: Promise<void>[] = [];
  for (const entry of waiting) {
    const claimed = await claimRequest(entry.id, token, now(), claim);
    const delivered = claimed ? await deliver(claimed, token, { channels, now, ...(notice ? { notice } : {}) }) : null;
    if (delivered) told.push(delivered.told);
    const answer = delivered?.answer;
    if (answer?.kind === 'sent') result.sent += 1;
    else if (answer?.kind === 'refused') result.refused += 1;
    else result.waiting += 1;
  }
  // After every request of the round has gone: a slow notice holds back no request.
  if (waitForNotices) await Promise.all(told);
  return result;
}
