import { gatewayUrlFromEnv } from './gateway/protocol';
import { httpsOrigin } from './https-origin';

/*
 * The forms' first touch (focus or press, any request form): when the build sets a gateway, the proof
 * its first send carries starts now, in the background (gateway/proof.ts), so that « Envoyer » waits
 * for nothing. Its code and the solver's come only then. Without a gateway, nothing happens.
 */
export function prepareProof(): void {
  const url = gatewayUrlFromEnv();
  if (!httpsOrigin(url)) return;
  void import('./gateway/proof').then(({ prepare }) => prepare(url)).catch(() => {});
}
