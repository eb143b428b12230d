import { answerOfStatus, type Answer } from '../answers';
import { adviceFor } from './advice';
import { definitionOf } from '../kinds';
import { templateParams, type RequestContent } from '../payload';
import type { Channel, Failures } from './channel';
import { postJson, type SendOptions } from './emailjs';
import { relayConfigFromEnv, type RelayConfig } from './relay-config';
import { httpsOrigin } from '../https-origin';

/*
 * The second channel: a form-to-e-mail service called from the browser (Web3Forms by default,
 * docs/request-channels.md says why), with no tie to EmailJS or to the centre's mailbox provider.
 * Its address and public key come from the build (NEXT_PUBLIC_REQUEST_RELAY_URL, _KEY); unset, there is
 * no second channel. It gets a request only when EmailJS did not take it, and tells staff so first:
 * what failed, EmailJS's answer, what to do, then every field the e-mail carries, in French.
 */

const ALERT = "L'envoi des demandes par e-mail (EmailJS) échoue\u00A0: cette demande arrive par le canal de secours.";
const NO_ANSWER = "pas de réponse d'EmailJS (délai dépassé ou connexion coupée)";

/** What the relay receives: the alert and what to do first, then the reference and every field of the e-mail, the centre's notice (`avis`) when there is one. */
export function relayBody(content: RequestContent, failures: Failures, key: string): Record<string, string> {
  const params = templateParams(content);
  const emailjs = failures.emailjs ?? { status: -1, text: '' };
  const status = emailjs.status > 0 ? String(emailjs.status) : emailjs.status === 0 ? 'clés absentes' : NO_ANSWER;
  // What staff read first in the subject: its kind's (kinds/<kind>.ts).
  const kind = definitionOf(content).relaySubject;
  return {
    ...(key ? { access_key: key } : {}),
    subject: `[Canal de secours] ${kind} ${content.reference}`,
    from_name: 'Site du centre (canal de secours)',
    alerte: ALERT,
    que_faire: `À faire\u00A0: ${adviceFor(emailjs.status)} Voir docs/guide-du-personnel.md, «\u00A0Si une demande arrive par le canal de secours\u00A0».`,
    emailjs_statut: status,
    emailjs_texte: emailjs.text.slice(0, 200),
    reference: content.reference,
    nom: params.from_name,
    email: params.from_email,
    telephone: params.phone,
    // What the centre adds for itself (a closed day's « Attention »), beside the day it is about, never in the message.
    ...(params.notice ? { avis: params.notice } : {}),
    date: params.date,
    heure: params.time,
    service: params.service,
    message: params.message,
  };
}

/** A 2xx whose JSON says `success: false` (Web3Forms' way of refusing) is not a confirmation. */
export function readRelayAnswer(status: number, text: string): Answer {
  const answer = answerOfStatus(status, text);
  if (answer.kind !== 'sent') return answer;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
      return { kind: 'retry', cause: 'service', status, text: text.slice(0, 200) };
    }
  } catch {
    // Not JSON: the status alone says it.
  }
  return answer;
}

export function relayChannel(config: RelayConfig = relayConfigFromEnv(), options: SendOptions = {}): Channel {
  return {
    name: 'relay',
    configured: httpsOrigin(config.url) !== '',
    send: (content, failures) => postJson(config.url, relayBody(content, failures, config.key), options, { read: readRelayAnswer, headers: { Accept: 'application/json' } }),
  };
}
