import { answerOfGateway, isProofRefused, type Answer } from '../answers';
import { GATEWAY_PATHS, gatewayUrlFromEnv, type GatewayRequestBody } from '../gateway/protocol';
import { gatewayRoute, takeProof, type ProofOptions } from '../gateway/proof';
import { httpsOrigin } from '../https-origin';
import type { Channel, SentContent } from './channel';
import { postJson, type SendOptions } from './emailjs';

/*
 * The gateway (gateway/, a Cloudflare Worker that holds every provider's key and tells the staff):
 * when the build sets NEXT_PUBLIC_REQUEST_GATEWAY_URL, it is the one channel (index.ts). A try posts
 * the request's values with its outbox id, the gateway's idempotency key, and a proof-of-work
 * (gateway/proof.ts); the gateway builds the e-mail itself (payload.ts, the same code) and answers
 * what it did (answers.ts, answerOfGateway). A refused proof (expired, replayed) is replaced once by a
 * fresh one; whatever else the gateway says is the try's answer.
 */

/** The body of one post: nothing but the visitor's values, the page's language, the reference and the kind. */
export function gatewayBody({ id, values, locale, reference, kind }: SentContent, proof: string): GatewayRequestBody {
  return { id, content: { values, locale, reference, ...(kind ? { kind } : {}) }, proof, honeypot: '' };
}

export function gatewayChannel(url: string = gatewayUrlFromEnv(), options: SendOptions & ProofOptions = {}): Channel {
  const post = (content: SentContent, proof: string) =>
    postJson(gatewayRoute(url, GATEWAY_PATHS.request), gatewayBody(content, proof), options, { read: answerOfGateway });
  return {
    name: 'gateway',
    configured: httpsOrigin(url) !== '',
    async send(content) {
      const attempt = async (fresh: boolean): Promise<Answer> => {
        const taken = await takeProof(url, { ...options, fresh });
        return 'why' in taken ? taken.why : post(content, taken.proof.payload);
      };
      const first = await attempt(false);
      return isProofRefused(first) ? attempt(true) : first;
    },
  };
}
