import type { Answer } from '../answers';
import { emailJsConfigFromEnv, isEmailJsConfigured, type EmailJsConfig } from '../emailjs-config';
import type { Channel, SentContent } from './channel';
import { emailJsBody, emailJsChannel, type EmailJsBody } from './emailjs';
import { relayConfigFromEnv } from './relay-config';
import { gatewayUrlFromEnv } from '@/lib/request/gateway/protocol';
import { httpsOrigin } from '../https-origin';

/*
 * Which channels a page or the service worker sends by (index.ts tries them): the build's, or those a test
 * gives. A module apart from the trying, which the request gateway shares (for-gateway.ts): the gateway never
 * reaches the pages' own channel to it (gateway.ts, with its proof and the record it keeps on the device).
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

