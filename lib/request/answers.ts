/*
 * Whose fault it is when a channel (EmailJS, the relay: channels/) does not take a request, in one
 * table (tests/request-answers.test.ts). Only the request's own fault refuses it; whatever is the
 * account's or the service's keeps it on the device, tried again on both channels until one takes it
 * or it expires; the visitor's connection keeps it until the connection is back.
 *
 *   answer                          whose fault   the request
 *   any 2xx                         —             sent: it leaves the device
 *   no connection (navigator says   connection    kept; goes when the connection is back; the other
 *   offline)                                      channel is not tried (it could do no better)
 *   network error while online,     service       kept; the other channel is tried at once, then
 *   no answer within the timeout                  both again later (retryDelay)
 *   413 (the body is too large)     request       refused, once every channel has said so. We cap
 *                                                 every field before sending (lib/appointment/
 *                                                 validation.ts), so this should never happen.
 *   400 (unknown service, template  account       kept, the other channel at once, both again later:
 *   or key), 401, 402 and 426                     nothing about the request changes the answer,
 *   (quota), 403 (domain not                      fixing the account does (STACK-NOTES « A second
 *   allowed, non-browser calls                    delivery channel »: EmailJS users report 412
 *   off), 404, 412 (Gmail grant                   « Invalid grant », 426/402 for a used quota, 403
 *   revoked), 422 (recipient                      for a domain not allowed, 400 « The template ID is
 *   missing in the template), 429,                invalid »; 422 « The recipients address is empty »
 *   451, 5xx, any other 4xx                       is the template's To field)
 *   channel not set at build        account       as above (the keys are the account's)
 *
 * EmailJS documents none of its 4xx one by one, so an unknown one is the account's: a request is
 * never deleted on a guess. The relay's answers are read with the same table.
 */

/** Why a request is still waiting: no connection at all, one that failed or went silent, or a channel not able to take it (the account or the service). */
export type WaitCause = 'offline' | 'network' | 'timeout' | 'service';

export type Answer =
  | { kind: 'sent' }
  | { kind: 'retry'; cause: WaitCause; status?: number; text?: string }
  | { kind: 'refused'; status: number; text: string };

export type Fault = 'connection' | 'request' | 'account';

/** What staff should do, in French, for an answer of EmailJS: the relay's message carries it (channels/relay.ts). */
const ADVICE: [test: (status: number) => boolean, advice: string][] = [
  [(s) => s === 0, "les clés EmailJS (NEXT_PUBLIC_EMAILJS_…) manquent dans la construction du site\u00A0: renseignez-les et publiez à nouveau."],
  [(s) => s === 402 || s === 426, "le quota du mois est sans doute atteint\u00A0: vérifiez l'offre dans EmailJS (Account → Subscription) et passez à l'offre supérieure si besoin."],
  [(s) => s === 412, 'reconnectez la boîte Gmail dans EmailJS\u00A0: Email Services → le service du site → Reconnect, puis «\u00A0Send test\u00A0».'],
  [(s) => s === 403, "ajoutez le domaine du site dans EmailJS (Account → Security → Allowed origins)\u00A0; pour le test hebdomadaire, autorisez aussi les appels hors navigateur."],
  [(s) => s === 400 || s === 404, "le service, le modèle ou la clé publique n'existe plus dans EmailJS\u00A0: vérifiez leurs identifiants (Email Services, Email Templates, Account) et ceux du site."],
  [(s) => s === 401, 'la clé publique EmailJS est refusée\u00A0: vérifiez-la dans Account → General et dans la construction du site.'],
  [(s) => s === 422, 'le modèle EmailJS est mal réglé (destinataire vide\u00A0?)\u00A0: ouvrez Email Templates → le modèle → To Email.'],
  [(s) => s === 429, "EmailJS limite les envois (trop en peu de temps)\u00A0: rien à faire si cela ne dure pas\u00A0; sinon vérifiez l'offre."],
  [(s) => s >= 500, "EmailJS est en panne de son côté\u00A0: rien à faire, la demande est aussi repartie par ce canal. Voyez status.emailjs.com."],
  [(s) => s === -1, "EmailJS n'a pas répondu à temps ou n'a pas pu être joint\u00A0: si cela se répète, vérifiez status.emailjs.com."],
];

/** One line of what to do, for staff, after a status of EmailJS (-1: no answer; 0: the keys were missing). */
export function adviceFor(status: number): string {
  return ADVICE.find(([test]) => test(status))?.[1] ?? "EmailJS a répondu d'une façon inattendue\u00A0: lisez son texte ci-dessous et vérifiez le compte (quota, service, modèle, domaine).";
}

/** Whose fault an HTTP answer is (the table above). */
export function faultOf(status: number): Fault | null {
  if (status >= 200 && status < 300) return null;
  return status === 413 ? 'request' : 'account';
}

export function answerOfStatus(status: number, text = ''): Answer {
  const fault = faultOf(status);
  const short = text.slice(0, 200);
  if (fault === null) return { kind: 'sent' };
  if (fault === 'request') return { kind: 'refused', status, text: short };
  return { kind: 'retry', cause: 'service', status, text: short };
}

const MINUTE = 60_000;

/**
 * How long a request waits before it is tried again by itself, after its `attempts`-th try failed:
 * half a minute, then twice as long each time, up to an hour (an outage of the account lasts hours;
 * about 170 tries in the seven days a request is kept). The visitor's « Réessayer » does not wait,
 * nor does a page when the browser says the connection is back from « offline ».
 */
export function retryDelay(attempts: number): number {
  return Math.min((MINUTE / 2) * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}
