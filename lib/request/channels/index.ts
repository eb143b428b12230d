import type { Answer } from '../answers';
import type { RequestContent } from '../payload';
import type { Channel, ChannelFailure, Failures } from './channel';

export type { Channel, ChannelFailure, ChannelName, Failures, SentContent } from './channel';

/*
 * The ways a request reaches the centre, tried in order for each try: EmailJS (the spec's), then the
 * relay (a second provider, set at build). A third provider is one more file beside these and one
 * more line in `channelsFromEnv` (choice.ts: which channels a page or the worker sends by). A channel posts and reads its answer (answers.ts); it never throws.
 * When the build sets a gateway (gateway.ts), it is the only channel: it holds the providers' keys,
 * tries them itself, and tells the staff; the page then holds no key and sends no notice.
 */

export const anyConfigured = (channels: Channel[]) => channels.some((channel) => channel.configured);

export interface TryResult {
  answer: Answer;
  /** What each channel that did not take it answered, this try. */
  failures: Failures;
}

function failureOfAnswer(answer: Exclude<Answer, { kind: 'sent' }>): ChannelFailure {
  return { status: answer.status ?? -1, text: answer.text ?? (answer.kind === 'retry' ? answer.cause : '') };
}

/**
 * One try of a request: each configured channel in turn until one takes it. Without a connection
 * (the browser says so) the others are not tried: they could do no better. Refused only when every
 * channel tried refused it (answers.ts: the request's own fault); otherwise it waits, as the account
 * or the service's fault when any channel said so.
 */
export async function tryChannels<Content extends RequestContent>(content: Content, channels: Channel<Content>[], previous: Failures = {}): Promise<TryResult> {
  const failures: Failures = {};
  const answers: Exclude<Answer, { kind: 'sent' }>[] = [];
  for (const channel of channels) {
    if (!channel.configured) {
      if (channel.name === 'emailjs') failures.emailjs = { status: 0, text: 'not configured' };
      continue;
    }
    const answer = await channel.send(content, { ...previous, ...failures });
    if (answer.kind === 'sent') return { answer, failures };
    failures[channel.name] = failureOfAnswer(answer);
    answers.push(answer);
    if (answer.kind === 'retry' && answer.cause === 'offline') return { answer, failures };
  }
  if (answers.length > 0 && answers.every((answer) => answer.kind === 'refused')) return { answer: answers[0]!, failures };
  const retries = answers.filter((answer) => answer.kind === 'retry');
  const answer: Answer = retries.find((one) => one.cause === 'service') ?? retries.at(-1) ?? { kind: 'retry', cause: 'service', status: 0, text: 'not configured' };
  return { answer, failures };
}
