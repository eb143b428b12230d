import type { RequestKind } from '@/lib/request/values';
import type { ChannelName, Failures } from '../channels/channel';
import { definitionOf, KIND_NAMES, kindOf, REQUEST_KINDS } from '../kinds';
import type { RequestContent } from '../payload';

/*
 * What a notice on the staff's phones says (ntfy: notice/send.ts), in French, for staff. Nothing the
 * visitor typed ever goes there: no name, e-mail, phone, service, date or message, only the reference,
 * the kind and, for a call-back, the slot the centre promised (each kind's notice: kinds/<kind>.ts). A
 * notice may then pass through ntfy.sh and Google's or Apple's push, and a topic read by a stranger tells
 * them nothing. The text is built from NoticeFacts alone, which noticeFacts picks out of the request: the
 * builder never sees the rest.
 *
 *   event     when                                                   title
 *   sent      a channel took the request (once: store.ts)            the kind's (« Nouvelle demande de rendez-vous »)
 *   failing   it is kept because no mail channel took it for the     « L'e-mail échoue… »
 *             account's sake (once per request: store.ts)
 */

export type NoticeEvent = 'sent' | 'failing';

/** Each kind's title (its definition's: a kind without one does not compile). */
export const NOTICE_TITLES = Object.fromEntries(KIND_NAMES.map((kind) => [kind, REQUEST_KINDS[kind].notice.title])) as Record<RequestKind, string>;

/** All a notice may say of a request. */
export interface NoticeFacts {
  reference: string;
  kind: RequestKind;
  /** A call-back's promise: « le jeudi 26 mars 2026, l'après-midi (12 h – 17 h) ». */
  slot?: string;
}

export function noticeFacts(content: RequestContent): NoticeFacts {
  const slot = definitionOf(content).notice.promise?.(content.values);
  return { reference: content.reference, kind: kindOf(content), ...(slot ? { slot } : {}) };
}

/** What ntfy is given: a title, a text, its tags (shown as emoji) and its priority (4: a long vibration). */
export interface Notice {
  title: string;
  message: string;
  tags: string[];
  priority: 3 | 4;
}

const CHANNEL_NAMES: Record<ChannelName, string> = { emailjs: 'EmailJS', relay: 'le second canal', gateway: 'la passerelle' };

/** « EmailJS a répondu 412, le second canal 500 »: statuses only (-1: no answer). */
function answers(failures: Failures): string {
  return (Object.entries(failures) as [ChannelName, { status: number }][])
    .map(([name, { status }]) => `${CHANNEL_NAMES[name]}\u00A0: ${status === -1 ? 'pas de réponse' : status === 0 ? 'non réglé' : status}`)
    .join(', ');
}

export function noticeOf(event: NoticeEvent, facts: NoticeFacts, failures: Failures = {}): Notice {
  const kind = NOTICE_TITLES[facts.kind];
  const slot = facts.slot ? ` Créneau promis\u00A0: ${facts.slot}.` : '';
  if (event === 'sent') {
    return { title: kind, message: `Référence ${facts.reference}.${slot} Voir la boîte mail.`, tags: ['bell'], priority: 4 };
  }
  const why = answers(failures);
  return {
    title: "L'e-mail échoue\u00A0: une demande attend",
    message:
      `${kind}, référence ${facts.reference}.${slot} Aucun canal e-mail ne l'a prise${why ? ` (${why})` : ''}. ` +
      "Elle reste sur l'appareil de la personne et repartira seule. Voir le guide du personnel, «\u00A0L'e-mail échoue\u00A0».",
    tags: ['warning'],
    priority: 4,
  };
}

/**
 * Sent by the request gateway once a day at most, when the day's ceiling (its DAILY_LIMIT) holds a
 * request back: nothing of any request, only that some wait and leave on their own the next day.
 */
export function ceilingNotice(limit: number): Notice {
  return {
    title: 'Plafond du jour atteint\u00A0: des demandes attendent',
    message:
      `Le site a transmis ${limit} demandes aujourd'hui, le plafond réglé. Les suivantes attendent sur le téléphone des personnes et partiront seules demain. ` +
      "Si la journée n'a pas été chargée, quelqu'un envoie peut-être de fausses demandes\u00A0: prévenez la personne qui s'occupe du site.",
    tags: ['warning'],
    priority: 3,
  };
}
