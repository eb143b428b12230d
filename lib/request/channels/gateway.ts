import { answerOfStatus, type Answer, type WaitCause } from '../answers';
import { memberOf, unreachable } from '@/lib/closed-set';
import { isRecord } from '@/lib/unknown-value';
import { ANSWER_OUTCOMES, GATEWAY_PATHS, gatewayUrlFromEnv, type GatewayAnswer, type GatewayRequestBody } from '@/lib/request/gateway/protocol';
import { gatewayRoute } from '@/lib/request/gateway/route';
import { takeProof, type ProofOptions } from '@/lib/request/gateway/proof';
import { httpsOrigin } from '../https-origin';
import { keepSent } from '../sent/keep';
import type { Channel, SentContent } from './channel';
import { postJson, type SendOptions } from './emailjs';

/*
 * The gateway (gateway/, a Cloudflare Worker that holds every provider's key and tells the staff):
 * when the build sets NEXT_PUBLIC_REQUEST_GATEWAY_URL, it is the one channel (index.ts). A try posts
 * the request's values with its outbox id, the gateway's idempotency key, and a proof-of-work
 * (gateway/proof.ts); the gateway builds the e-mail itself (payload.ts, the same code) and answers
 * what it did (answerOfGateway, below: answers.ts's table). A refused proof (expired, replayed) is replaced once by a
 * fresh one; whatever else the gateway says is the try's answer. A request it received leaves a record on the
 * device (sent/store.ts: its id, reference and kind, for KEEP_DAYS), whichever context sent it, a page or the
 * service worker, so that the pages can ask who has it.
 */

/** Why the gateway kept a request it did not send yet, as the page waits for it: its providers' fault, or a limit it sets (held: told calmly, tried after its Retry-After). */
const KEPT_CAUSE = { providers: 'service', 'address-limit': 'held' } as const satisfies Record<Extract<GatewayAnswer, { outcome: 'kept' }>['reason'], WaitCause>;

function gatewayAnswerOf(text: string): GatewayAnswer | null {
  try {
    const body: unknown = JSON.parse(text);
    // An answer is read by its outcome, looked up: one this page does not know is no answer of the protocol.
    return isRecord(body) && memberOf(ANSWER_OUTCOMES, body.outcome) ? (body as GatewayAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * How much later than the gateway's Retry-After a kept request leaves, at most, drawn afresh each time: the
 * devices a limit held at one moment come back spread over the minute after it, never all at one public instant
 * that a stranger could post just before (issue 66); and within a minute and a half of a limit's half minute
 * (gateway/src/routes/site.ts), as DECISIONS (turn 10) gives a family on an address a stranger spends (issue 78).
 */
export const RETRY_SPREAD_MS = 60_000;

/** The gateway's Retry-After, bounded (at least half a minute, at most a day), then spread (RETRY_SPREAD_MS). */
const retryAfter = (seconds: unknown) =>
  Math.min(Math.max(typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : 0, 30), 24 * 60 * 60) * 1000 + Math.floor(Math.random() * RETRY_SPREAD_MS);

/** What the gateway's answer means for the request (answers.ts, the gateway's table). */
export function answerOfGateway(status: number, text = ''): Answer {
  const said = gatewayAnswerOf(text);
  const short = text.slice(0, 200);
  // No answer of the protocol (a proxy's page, a gateway's crash): what its status says, never « sent ».
  if (!said) {
    const answer = answerOfStatus(status, text);
    return answer.kind === 'sent' ? { kind: 'retry', cause: 'service', status, text: short } : answer;
  }
  switch (said.outcome) {
    case 'sent':
      return status >= 200 && status < 300 ? { kind: 'sent' } : { kind: 'retry', cause: 'service', status, text: short };
    case 'kept':
      return { kind: 'retry', cause: KEPT_CAUSE[said.reason], status, text: said.reason, retryAfterMs: retryAfter(said.retryAfterSeconds) };
    case 'proof':
      return { kind: 'retry', cause: 'service', status: 401, text: `proof: ${String(said.reason)}` };
    case 'refused':
      return { kind: 'refused', status: status === 413 ? 413 : 400, text: `${String(said.reason)}${said.field ? `: ${said.field}` : ''}` };
    default:
      return unreachable(said);
  }
}

/** The gateway refused the proof (expired, replayed, invalid): a fresh one may be taken. */
export const isProofRefused = (answer: Answer) => answer.kind === 'retry' && answer.status === 401 && answer.text?.startsWith('proof:') === true;

/** The body of one post: nothing but the visitor's values, the page's language, the reference and the kind. */
export function gatewayBody({ id, values, locale, reference, kind }: SentContent, proof: string): GatewayRequestBody {
  return { id, content: { values, locale, reference, ...(kind ? { kind } : {}) }, proof };
}

export function gatewayChannel(url: string = gatewayUrlFromEnv(), options: SendOptions & ProofOptions = {}): Channel<SentContent> {
  const post = (content: SentContent, proof: string) =>
    postJson(gatewayRoute(url, GATEWAY_PATHS.request), gatewayBody(content, proof), options, { read: answerOfGateway });
  return {
    name: 'gateway',
    configured: httpsOrigin(url) !== '',
    async send(content) {
      const attempt = async (fresh: boolean): Promise<Answer> => {
        const taken = await takeProof(url, { ...options, fresh });
        if (!('why' in taken)) return post(content, taken.proof.payload);
        // A challenge the gateway kept (its JSON and Retry-After) is read as a post it kept; anything else as it came.
        const { why } = taken;
        return why.kind === 'retry' && why.status !== undefined && gatewayAnswerOf(why.text ?? '')?.outcome === 'kept' ? answerOfGateway(why.status, why.text) : why;
      };
      const first = await attempt(false);
      const answer = isProofRefused(first) ? await attempt(true) : first;
      // Received: the device keeps its id and reference (nothing typed), to ask later who has it (sent-status.ts).
      if (answer.kind === 'sent') await keepSent(content).catch(() => {});
      return answer;
    },
  };
}
