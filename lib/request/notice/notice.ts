import { unreachable } from '@/lib/closed-set';
import { nbsp } from '@/lib/typography';
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

export const NOTICE_EVENTS = ['sent', 'failing'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

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
  switch (event) {
    case 'sent':
      return { title: kind, message: `Référence ${facts.reference}.${slot} Voir la boîte mail.`, tags: ['bell'], priority: 4 };
    case 'failing': {
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
    default:
      return unreachable(event);
  }
}

/*
 * The request gateway's notices (gateway/src/store/outbox.ts): it keeps every request in its inbox first, then
 * tells the staff, each with a button opening that inbox (`inbox`: its URL), and nothing of the request but
 * what noticeOf may say.
 */

const INBOX_BUTTON = 'Ouvrir la boîte';

export const withInbox = (notice: Notice, inbox: string): Notice => (inbox ? { ...notice, action: { label: INBOX_BUTTON, url: inbox } } : notice);

/** A request received and kept in the inbox, alone since the last notice: its kind, its reference, a call-back's slot. */
export const receivedNotice = (facts: NoticeFacts, inbox: string): Notice => newRequestsNotice({ named: [facts], check: [] }, inbox);

/**
 * The most requests one notice names by reference: 300 are about 2.7 KB, under the 4,096 bytes of ntfy's text
 * (past them ntfy makes the text an attachment). Past them, « et 57 autres »: a flood of more than 300 requests a
 * minute leaves some counted, not named (docs/gateway-limits.md).
 */
export const NAMED_PER_NOTICE = 300;

/**
 * The gateway's news since its last notice (gateway/src/store/news.ts): the requests « À prendre » and those that
 * repeat what others sent (a number and a name, a message and an e-mail…), gone to « À vérifier » (issue 78: named
 * too, for a family a stranger copied may be there).
 */
export interface NewRequests {
  named: NoticeFacts[];
  check: NoticeFacts[];
}

/** References, NAMED_PER_NOTICE at most (`room`, at least one: fewer when others took their place), then how many more. */
function references(facts: readonly NoticeFacts[], room = NAMED_PER_NOTICE): string {
  const listed = facts.slice(0, room).map((one) => one.reference);
  const others = facts.length - listed.length;
  return `${listed.join(', ')}${others > 0 ? ` et ${others} autre${others === 1 ? '' : 's'}` : ''}`;
}

/**
 * One notice for what came since the last: a request alone by its kind, its reference and a call-back's slot (as
 * every request was told before); several in one notice, each by its reference (« 3 nouvelles demandes : AV-…,
 * AV-…, AV-… ; à vérifier : AV-…, AV-… »); those « À vérifier » alone, by their references, in a quieter notice
 * that says a real family may be among them. Nothing the visitor typed; the inbox's button.
 */
export function newRequestsNotice({ named, check }: NewRequests, inbox: string): Notice {
  const room = NAMED_PER_NOTICE - named.length;
  const held = check.length === 0 ? '' : room > 0 ? `à vérifier${nbsp}: ${references(check, room)}` : `${check.length}${nbsp}à vérifier`;
  const [first] = named;
  if (named.length === 1 && first) {
    const slot = first.slot ? ` Créneau promis${nbsp}: ${first.slot}.` : '';
    const also = held ? ` Aussi ${held}.` : '';
    return withInbox({ title: NOTICE_TITLES[first.kind], message: `Référence ${first.reference}.${slot} Elle est dans la boîte des demandes.${also}`, tags: ['bell'], priority: 4 }, inbox);
  }
  if (named.length > 1) {
    const title = `${named.length} nouvelles demandes`;
    return withInbox(
      { title, message: `${title}${nbsp}: ${references(named)}${held ? `${nbsp}; ${held}` : ''}. Elles sont dans la boîte des demandes.`, tags: ['bell'], priority: 4 },
      inbox,
    );
  }
  const one = check.length === 1;
  return withInbox(
    {
      title: one ? 'Une demande à vérifier' : `${check.length} demandes à vérifier`,
      message:
        `À vérifier${nbsp}: ${references(check)}. ${one ? 'Elle en répète' : 'Elles en répètent'} d'autres (un même numéro, message ou nom) et ${one ? 'attend' : 'attendent'} à part, sans copie e-mail. ` +
        `Une vraie famille peut s'y trouver${nbsp}: ${one ? 'lisez-la avant de la marquer indésirable' : 'lisez-les avant de les marquer indésirables'}.`,
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
