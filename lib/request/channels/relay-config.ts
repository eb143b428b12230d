/*
 * Where the relay is (channels/relay.ts), read at build: Next writes the values into the pages'
 * scripts, pipeline/service-worker.ts into the worker's, and the policy's connect-src names its origin
 * (pipeline/lib/security-policy.ts). No imports: the build's scripts read it as it is.
 */

export interface RelayConfig {
  url: string;
  key: string;
}

/** The build's variables, spelled out in full: Next inlines only that form (the worker gets them by define, pipeline/service-worker.ts). */
export const RELAY_VARIABLES = { url: 'NEXT_PUBLIC_REQUEST_RELAY_URL', key: 'NEXT_PUBLIC_REQUEST_RELAY_KEY' } as const;

export function relayConfigFromEnv(): RelayConfig {
  return { url: process.env.NEXT_PUBLIC_REQUEST_RELAY_URL?.trim() ?? '', key: process.env.NEXT_PUBLIC_REQUEST_RELAY_KEY?.trim() ?? '' };
}
