import type { Answer } from '../answers';
import type { RequestContent } from '../payload';

/* What every channel is (index.ts tries them in turn): a third provider is one more file that makes one. */

/** The gateway, when the build sets one, is the only channel (index.ts). */
export const CHANNEL_NAMES = ['emailjs', 'relay', 'gateway'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** What a channel answered when it did not take the request: its status (-1: no answer) and its text. Stored with the request (entry.ts). */
export interface ChannelFailure {
  status: number;
  text: string;
}

/** A request as a channel posts it: its content and its id in the outbox (the gateway's idempotency key). */
export interface SentContent extends RequestContent {
  id: string;
}

export type Failures = Partial<Record<ChannelName, ChannelFailure>>;

/** A channel posts a request's content; the gateway's needs its outbox id too (SentContent), the providers' do not. */
export interface Channel<Content extends RequestContent = RequestContent> {
  name: ChannelName;
  /** False when the build did not set its keys: it is then not posted to. */
  configured: boolean;
  /** Posts the request; `failures` says what the channels before it answered (the relay tells staff). */
  send(content: Content, failures: Failures): Promise<Answer>;
}

