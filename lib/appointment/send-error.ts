/*
 * What went wrong with a send, in words a visitor understands. The alert reads
 * « Erreur: » and this text (spec, section 8), or « Veuillez vérifier la console »
 * when nothing is known; the raw error always goes to the console.
 *
 * @emailjs/browser 4.4.1 rejects with (see STACK-NOTES.md):
 * - EmailJSResponseStatus { status, text } for a non-2xx answer, and for its own checks:
 *   451 blockHeadless, 403 blockList, 429 limitRate (checked before any request);
 * - a plain TypeError (« Failed to fetch ») when the network fails;
 * - a plain string when the public key, service id or template id is missing.
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
  /** HTTP status when there was one. */
  status?: number;
  /** French explanation, or null when nothing is known (the alert then says to check the console). */
  text: string | null;
}

export const FAILURE_TEXT: Record<Exclude<SendFailureKind, 'unknown'>, string> = {
  offline: "Vous n'êtes pas connecté à Internet pour le moment. Votre demande n'a pas été envoyée.",
  network: "La connexion au service d'envoi a échoué. Vérifiez votre connexion Internet, puis réessayez.",
  'not-configured': "L'envoi en ligne n'est pas disponible pour le moment. Votre demande n'a pas été envoyée.",
  'bad-request': "Notre service d'envoi n'a pas accepté la demande. Ce n'est pas de votre faute.",
  blocked: "Notre service d'envoi a bloqué la demande. Ce n'est pas de votre faute.",
  'rate-limited':
    'Une demande vient déjà de partir de cet appareil. Merci de patienter une dizaine de secondes, puis réessayez.',
  headless: "Notre service d'envoi n'accepte pas ce navigateur. Votre demande n'a pas été envoyée.",
  server: "Notre service d'envoi ne répond pas correctement pour le moment. Votre demande n'a pas été envoyée.",
};

/** The text the alert shows after « Erreur: ». */
export function alertText(failure: SendFailure): string {
  return `Erreur: ${failure.text ?? 'Veuillez vérifier la console'}`;
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
  return { kind, status, text: FAILURE_TEXT[kind] };
}

/** Maps whatever send() rejected with (or a non-200 answer) to a failure the visitor can read. */
export function describeSendError(error: unknown): SendFailure {
  // EmailJSResponseStatus, or any answer-like object.
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return statusFailure(error.status);
  }
  // fetch() failed, or the lazily loaded SDK chunk could not be fetched: both are the network.
  if (error instanceof TypeError || (error instanceof Error && /chunk|fetch|network|load/i.test(`${error.name} ${error.message}`))) {
    return { kind: 'network', text: FAILURE_TEXT.network };
  }
  // The SDK throws a bare string when an id or the key is missing.
  if (typeof error === 'string' && /public key|service id|template id/i.test(error)) {
    return { kind: 'not-configured', text: FAILURE_TEXT['not-configured'] };
  }
  // Anything else: nothing we can explain; the details are in the console.
  return { kind: 'unknown', text: null };
}

export function offlineFailure(): SendFailure {
  return { kind: 'offline', text: FAILURE_TEXT.offline };
}

export function notConfiguredFailure(): SendFailure {
  return { kind: 'not-configured', text: FAILURE_TEXT['not-configured'] };
}
