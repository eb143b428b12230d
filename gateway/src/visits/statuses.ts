import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import { memberOf } from '@/lib/closed-set';
import { isRecord } from '@/lib/unknown-value';
import type { ChannelSend, MessageChannel, SendState } from './model';

/*
 * A message's statuses from its providers (issue 77): WhatsApp's webhook (Meta's « statuses », each naming our message
 * by the biz_opaque_callback_data it was sent with), Brevo's SMS events (posted to the address the SMS was sent with),
 * and what a provider answered when it was sent. Statuses only move forward: sent, delivered, read, each only after
 * the one before; failed only before delivered; nothing after failed or refused. So a post replayed, or coming out of
 * order (Meta says they may), changes nothing it should not. Pure.
 */

/** Which message a status names: its visit's key, revision, purpose (token.ts, the providers' reference). */
export interface MessageRef {
  key: string;
  rev: number;
  purpose: VisitMessagePurpose;
}

/** The reference a provider is given, and read back. */
export const messageRef = ({ key, rev, purpose }: MessageRef) => `${key}.${rev}.${purpose}`;

export function readMessageRef(text: unknown): MessageRef | null {
  if (typeof text !== 'string') return null;
  const match = /^([A-Za-z0-9_-]{27})\.(\d{1,3})\.([a-z]+)$/.exec(text);
  const purpose = memberOf(VISIT_MESSAGE_PURPOSES, match?.[3]);
  return match && purpose ? { key: match[1]!, rev: Number(match[2]), purpose } : null;
}

/** One status, for one message on one channel. */
export interface StatusUpdate extends MessageRef {
  channel: MessageChannel;
  state: Extract<SendState, 'sent' | 'delivered' | 'read' | 'failed'>;
  /** The provider's message id, when it says it. */
  id?: string;
  error?: string;
}

const RANK: Record<SendState, number> = { leaving: 0, unknown: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5, refused: 5 };

/** Where a channel stands after a status (or what the provider answered on sending), or null: it changes nothing. */
export function advance(current: ChannelSend | undefined, next: ChannelSend): ChannelSend | null {
  if (!current) return null;
  if (current.state === 'failed' || current.state === 'refused') return null;
  // « sent » says no more than the provider's acceptance did: no row written for it.
  if (next.state === 'sent' && current.state === 'accepted') return null;
  if (next.state === 'failed' && RANK[current.state] >= RANK.delivered) return null;
  const id = current.id ?? next.id;
  if (RANK[next.state] <= RANK[current.state]) {
    // Later already (a webhook came before the provider's answer): the id it answered is kept, nothing else.
    return id !== current.id && id !== undefined ? { ...current, id } : null;
  }
  return { ...next, ...(id !== undefined ? { id } : {}) };
}

// A provider's words, short, and never a number it may have echoed (the family's phone is not the card's to repeat).
const short = (text: string) =>
  text
    .replace(/\+?\d[\d\s().-]{5,}\d/g, '…')
    .replace(/\s+/g, ' ')
    .slice(0, 120);

const META_STATES = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' } as const satisfies Record<string, StatusUpdate['state']>;

/** A Meta error, as the card says it: its code and title (« 131026 Message undeliverable »). */
export { short as providerWords };

export function metaError(raw: unknown): string | undefined {
  if (!isRecord(raw)) return undefined;
  const code = typeof raw.code === 'number' || typeof raw.code === 'string' ? String(raw.code) : '';
  // The Graph API's message repeats its code first: « (#132001) Template name does not exist… ».
  const title = (typeof raw.title === 'string' ? raw.title : typeof raw.message === 'string' ? raw.message : '').replace(/^\(#\d+\)\s*/, '');
  return short(`${code} ${title}`.trim()) || undefined;
}

/** The statuses of a WhatsApp webhook's post (`object: whatsapp_business_account`), those naming a message of ours. */
export function whatsappStatuses(body: unknown): StatusUpdate[] {
  if (!isRecord(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return [];
  const statuses = body.entry.flatMap((entry: unknown) =>
    isRecord(entry) && Array.isArray(entry.changes)
      ? entry.changes.flatMap((change: unknown) => (isRecord(change) && isRecord(change.value) && Array.isArray(change.value.statuses) ? (change.value.statuses as unknown[]) : []))
      : [],
  );
  return statuses.flatMap((status): StatusUpdate[] => {
    if (!isRecord(status)) return [];
    const ref = readMessageRef(status.biz_opaque_callback_data);
    // Own keys only: « toString » is in every object.
    const named = memberOf(META_STATES, status.status);
    const state = named && META_STATES[named];
    if (!ref || !state) return [];
    const error = Array.isArray(status.errors) ? metaError(status.errors[0]) : undefined;
    return [{ ...ref, channel: 'whatsapp', state, ...(typeof status.id === 'string' ? { id: status.id.slice(0, 200) } : {}), ...(error ? { error } : {}) }];
  });
}

const SMS_STATES = {
  sent: 'sent',
  accepted: 'sent',
  delivered: 'delivered',
  soft_bounce: 'failed',
  softBounce: 'failed',
  hard_bounce: 'failed',
  hardBounce: 'failed',
  rejected: 'failed',
  blacklisted: 'failed',
  skip: 'failed',
} as const satisfies Record<string, StatusUpdate['state']>;

/** A Brevo SMS event (`msg_status`, or `event` in its reports), for the message its address names. */
export function smsStatus(ref: MessageRef, body: unknown): StatusUpdate | null {
  if (!isRecord(body)) return null;
  const said = typeof body.msg_status === 'string' ? body.msg_status : typeof body.event === 'string' ? body.event : '';
  const named = memberOf(SMS_STATES, said);
  const state = named && SMS_STATES[named];
  if (!state) return null;
  const id = typeof body.messageId === 'number' || typeof body.messageId === 'string' ? String(body.messageId).slice(0, 60) : undefined;
  return { ...ref, channel: 'sms', state, ...(id ? { id } : {}), ...(state === 'failed' ? { error: short(said) } : {}) };
}
