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
  /** 5: ntfy's highest, a request nobody took (notice/claims.ts). */
  priority: 3 | 4 | 5;
  /**
   * The one link a notice may hold: the request gateway's own inbox (its origin, /inbox/), as a button
   * (ntfy's « view » action), never in the text. A page's notice has none: the guide says a real one
   * opens nothing but that inbox (DECISIONS, « Keys and strangers »).
   */
  action?: { label: string; url: string };
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

/*
 * The request gateway's notices (gateway/src/store/outbox.ts): it keeps every request in its inbox first, then
 * tells the staff, each with a button opening that inbox (`inbox`: its URL), and nothing of the request but
 * what noticeOf may say.
 */

const INBOX_BUTTON = 'Ouvrir la boîte';

export const withInbox = (notice: Notice, inbox: string): Notice => (inbox ? { ...notice, action: { label: INBOX_BUTTON, url: inbox } } : notice);

/** A request received and kept in the inbox: its kind, its reference, a call-back's slot. */
export function receivedNotice(facts: NoticeFacts, inbox: string): Notice {
  const slot = facts.slot ? ` Créneau promis\u00A0: ${facts.slot}.` : '';
  return withInbox({ title: NOTICE_TITLES[facts.kind], message: `Référence ${facts.reference}.${slot} Elle est dans la boîte des demandes.`, tags: ['bell'], priority: 4 }, inbox);
}

/**
 * More requests in an hour than the staff's phones ring for (the gateway's NOTICES_PER_HOUR): the first one
 * beyond, then those after it when the hour turns, told in one notice each time.
 */
export function moreNotice(count: number, inbox: string): Notice {
  return withInbox(
    {
      title: count === 1 ? 'Encore une demande' : `Encore ${count} demandes`,
      message:
        `Beaucoup de demandes arrivent\u00A0: ${count === 1 ? 'celle-ci est' : `ces ${count}-ci sont`} dans la boîte sans notice chacune. ` +
        "Si ce ne sont pas de vraies demandes, marquez-les «\u00A0Indésirable\u00A0» et prévenez la personne qui s'occupe du site.",
      tags: ['warning'],
      priority: 3,
    },
    inbox,
  );
}

/**
 * Requests from addresses that sent more than their quiet share of the day wait « À vérifier » in the inbox,
 * without a notice each (the gateway's price.ts): once an hour at most, one notice says how many came.
 */
export function checkNotice(count: number, inbox: string): Notice {
  return withInbox(
    {
      title: count === 1 ? 'Une demande à vérifier' : `${count} demandes à vérifier`,
      message:
        `Des adresses envoient beaucoup de demandes : ${count === 1 ? 'celle-ci attend' : `ces ${count}-ci attendent`} dans « À vérifier », ` +
        "rangées par adresse. Une vraie famille peut s'y trouver : lisez-les, puis marquez le reste « Toutes indésirables ».",
      tags: ['warning'],
      priority: 3,
    },
    inbox,
  );
}

/**
 * No e-mail copy leaves (neither EmailJS nor the second channel takes it): once an hour at most while it
 * lasts, with how many wait. The requests themselves are in the inbox; the gateway tries the copies again.
 */
export function failingNotice(waiting: number, failures: Failures, inbox: string): Notice {
  const why = answers(failures);
  const count = waiting === 1 ? '1 demande attend sa copie' : `${waiting} demandes attendent leur copie`;
  return withInbox(
    {
      title: "L'e-mail échoue",
      message:
        `${count} par e-mail${why ? ` (${why})` : ''}. Elles sont dans la boîte des demandes\u00A0: traitez-les depuis là. ` +
        "Les copies repartiront seules. Voir le guide du personnel, «\u00A0L'e-mail échoue\u00A0».",
      tags: ['warning'],
      priority: 4,
    },
    inbox,
  );
}
