import type { Answer } from '../answers';
import type { RequestContent } from '../payload';

/* What every channel is (index.ts tries them in turn): a third provider is one more file that makes one. */

export type ChannelName = 'emailjs' | 'relay';

/** What a channel answered when it did not take the request: its status (-1: no answer) and its text. Stored with the request (entry.ts). */
export interface ChannelFailure {
  status: number;
  text: string;
}

export type Failures = Partial<Record<ChannelName, ChannelFailure>>;

export interface Channel {
  name: ChannelName;
  /** False when the build did not set its keys: it is then not posted to. */
  configured: boolean;
  /** Posts the request; `failures` says what the channels before it answered (the relay tells staff). */
  send(content: RequestContent, failures: Failures): Promise<Answer>;
}

