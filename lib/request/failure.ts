import type { Answer, WaitCause } from './answers';

/*
 * Why a request the visitor just sent did not leave and is not kept either: the form says it in
 * the visitor's words (lib/request/failure-text.ts) above the same request, ready for WhatsApp,
 * SMS or e-mail.
 */

export type SendFailureKind =
  | 'offline'
  | 'network'
  | 'not-configured'
  | 'bad-request'
  | 'blocked'
  | 'rate-limited'
  | 'headless'
  | 'server'
  | 'unknown';

export interface SendFailure {
  kind: SendFailureKind;
  /** EmailJS's answer, when there was one. */
  status?: number;
}

/** Why a request waits, as the failure a visitor is told of: their connection, the service's, or the way between. */
const CAUSE_FAILURE = { offline: 'offline', network: 'network', timeout: 'network', service: 'server', held: 'server' } as const satisfies Record<WaitCause, SendFailureKind>;

/** The failure an answer means, for a request the device could not keep (or that EmailJS refused). */
export function failureOf(answer: Exclude<Answer, { kind: 'sent' }>): SendFailure {
  if (answer.kind === 'retry') {
    const kind = CAUSE_FAILURE[answer.cause];
    return answer.status ? { kind, status: answer.status } : { kind };
  }
  const { status } = answer;
  const kind = status === 401 || status === 403 ? 'blocked' : status === 451 ? 'headless' : 'bad-request';
  return { kind, status };
}
