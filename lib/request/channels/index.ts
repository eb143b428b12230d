import type { Answer } from '../answers';
import { emailJsConfigFromEnv, isEmailJsConfigured, type EmailJsConfig } from '../emailjs-config';
import type { RequestContent } from '../payload';
import type { Channel, ChannelFailure, Failures, SentContent } from './channel';
import { emailJsBody, emailJsChannel, type EmailJsBody } from './emailjs';
import { relayConfigFromEnv } from './relay-config';
import { gatewayUrlFromEnv } from '@/lib/request/gateway/protocol';
import { httpsOrigin } from '../https-origin';

export type { Channel, ChannelFailure, ChannelName, Failures, SentContent } from './channel';

/*
 * The ways a request reaches the centre, tried in order for each try: EmailJS (the spec's), then the
 * relay (a second provider, set at build). A third provider is one more file beside these and one
 * more line in `channelsFromEnv`. A channel posts and reads its answer (answers.ts); it never throws.
 * When the build sets a gateway (gateway.ts), it is the only channel: it holds the providers' keys,
 * tries them itself, and tells the staff; the page then holds no key and sends no notice.
 */

/** The channels this build has, in the order they are tried. */
export function channelsFromEnv(): Channel<SentContent>[] {
  // Spelled out, as Next inlines it (as '' when unset: next.config.mjs): a build without a gateway has no
  // branch to its code, so neither its chunk nor the proof's is written, fetched or kept by the worker.
  if (process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL) {
    const url = gatewayUrlFromEnv();
    // Its code (and, from it, the proof's) is fetched at its first send, as the relay's is.
    const gateway: Channel<SentContent> = {
      name: 'gateway',
      configured: httpsOrigin(url) !== '',
      send: (content, failures) =>
        import('./gateway').then(
          ({ gatewayChannel }) => gatewayChannel(url).send(content, failures),
          (): Answer => ({ kind: 'retry', cause: 'network' }),
        ),
    };
    return [gateway];
  }
  return [emailJsChannel(), lazyRelay()];
}

/**
 * The relay as the pages and the worker use it: its code (what it tells staff, its body) is fetched only
 * when EmailJS did not take a request, so that the request's code, of which the pages hold a copy per
 * place that loads it, stays small. A fetch that fails counts as no answer.
 */
function lazyRelay(): Channel {
  const config = relayConfigFromEnv();
  return {
    name: 'relay',
    configured: httpsOrigin(config.url) !== '',
    send: (content, failures) =>
      import('./relay').then(
        ({ relayChannel }) => relayChannel(config).send(content, failures),
        (): Answer => ({ kind: 'retry', cause: 'network' }),
      ),
  };
}

/** What a sender may be given instead of the build's channels: all of them, or EmailJS's keys and POST (the tests'). */
export interface ChannelChoice {
  channels?: Channel<SentContent>[];
  config?: EmailJsConfig;
  send?: (body: EmailJsBody) => Promise<Answer>;
}

export function channelsOf({ channels, config, send }: ChannelChoice): Channel<SentContent>[] {
  if (channels) return channels;
  if (!config && !send) return channelsFromEnv();
  const keys = config ?? emailJsConfigFromEnv();
  const emailjs: Channel = send
    ? { name: 'emailjs', configured: isEmailJsConfigured(keys), send: (content) => send(emailJsBody(content, keys)) }
    : emailJsChannel(keys);
  return [emailjs, lazyRelay()];
}

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
