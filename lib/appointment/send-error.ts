import type { FailureMessages } from './copy';
import type { SendFailureKind } from './types';

/*
 * What went wrong with a send, in words a visitor understands. The alert reads the prefix
 * (« Erreur: ») and the text of its kind, or « Veuillez vérifier la console » when nothing is
 * known; the raw error always goes to the console.
 *
 * @emailjs/browser 4.4.1 rejects with:
 * - EmailJSResponseStatus { status, text } for a non-2xx answer, and for its own checks:
 *   451 blockHeadless, 403 blockList, 429 limitRate (checked before any request);
 * - a plain TypeError (« Failed to fetch ») when the network fails;
 * - a plain string when the public key, service id or template id is missing.
 */

export interface SendFailure {
  kind: SendFailureKind;
  /** HTTP status when there was one. */
  status?: number;
}

/** The alert's text: the prefix, then what happened (or where to look when nothing is known). */
export function alertText(failure: SendFailure, messages: FailureMessages): string {
  return `${messages.prefix}${failure.kind === 'unknown' ? messages.unknown : messages[failure.kind]}`;
}

function statusFailure(status: number): SendFailure {
  const kind: SendFailureKind =
    status === 0
      ? 'network'
      : status === 400
        ? 'bad-request'
        : status === 403
          ? 'blocked'
          : status === 429
            ? 'rate-limited'
            : status === 451
              ? 'headless'
              : 'server';
  return { kind, status };
}

/** Maps whatever send() rejected with (or a non-200 answer) to a failure the visitor can read. */
export function describeSendError(error: unknown): SendFailure {
  // EmailJSResponseStatus, or any answer-like object.
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return statusFailure(error.status);
  }
  // fetch() failed, or the lazily loaded SDK chunk could not be fetched: both are the network.
  if (error instanceof TypeError || (error instanceof Error && /chunk|fetch|network|load/i.test(`${error.name} ${error.message}`))) {
    return { kind: 'network' };
  }
  // The SDK throws a bare string when an id or the key is missing.
  if (typeof error === 'string' && /public key|service id|template id/i.test(error)) {
    return { kind: 'not-configured' };
  }
  // Anything else: nothing we can explain; the details are in the console.
  return { kind: 'unknown' };
}

/** No connection at all: the request may still leave later. */
export function isConnectionFailure(failure: SendFailure): boolean {
  return failure.kind === 'offline' || failure.kind === 'network';
}
