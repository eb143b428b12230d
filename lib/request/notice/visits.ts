import { unreachable } from '@/lib/closed-set';
import type { VisitMessagePurpose } from '../visit/words';
import { withInbox, type Notice } from './notice';

/*
 * The request gateway's notices about a visit agreed on the phone (issues 77, 83; gateway/src/store/visit-calls.ts
 * and visit-messages.ts), in French, for staff, to the phone of her who holds the request: the family's answer on the
 * page its message opened (« Je serai là », « Je dois changer »), and a message that could not reach the family by
 * any channel. Each names the reference, the answer or the message, and her first name: never the visit's day nor
 * its time, nothing the family typed (a notice passes through ntfy and Google's or Apple's push, where the privacy
 * page promises « jamais … la date d'un rendez-vous »: tests/request/visit-notices.test.ts tries each builder here).
 */

/** The family's answer, as the notice tells it: the reference, who holds it (none: nobody now). */
export interface AnswerNoticeFacts {
  reference: string;
  holder?: string;
  answer: 'coming' | 'change';
}

export function visitAnswerNotice({ reference, holder, answer }: AnswerNoticeFacts, inbox: string): Notice {
  const family = holder ? `${holder}, la famille` : 'La famille';
  switch (answer) {
    case 'coming':
      return withInbox(
        { title: `${reference}\u00A0: la famille sera là`, message: `${family} a répondu «\u00A0Je serai là\u00A0» au rendez-vous de la demande ${reference}.`, tags: ['white_check_mark'], priority: 3 },
        inbox,
      );
    case 'change':
      return withInbox(
        {
          title: `${reference}\u00A0: la famille doit changer le rendez-vous`,
          message: `${family} a répondu «\u00A0Je dois changer\u00A0» au rendez-vous de la demande ${reference}. Appelez-la, puis «\u00A0Déplacer\u00A0» ou «\u00A0Annuler\u00A0» dans la boîte.`,
          tags: ['calendar'],
          priority: 4,
        },
        inbox,
      );
    default:
      return unreachable(answer);
  }
}

/** A message of a visit that reached the family by no channel: which, why (the providers' words), what to do. */
export interface NotSentNoticeFacts {
  reference: string;
  holder?: string;
  purpose: VisitMessagePurpose;
  why: string;
}

/** The message's name in a notice's title, and whether French writes it feminine (« non envoyée »). */
function messageName(purpose: VisitMessagePurpose): { name: string; feminine: boolean } {
  switch (purpose) {
    case 'confirm':
      return { name: 'Confirmation', feminine: true };
    case 'moved':
      return { name: 'Message de déplacement', feminine: false };
    case 'cancelled':
      return { name: "Message d'annulation", feminine: false };
    case 'reminder':
      return { name: 'Rappel', feminine: false };
    default:
      return unreachable(purpose);
  }
}

export function visitNotSentNotice({ reference, holder, purpose, why }: NotSentNoticeFacts, inbox: string): Notice {
  const { name, feminine } = messageName(purpose);
  return withInbox(
    {
      title: `${name} non envoyé${feminine ? 'e' : ''}\u00A0: ${reference}`,
      message: `${holder ? `${holder}, l` : 'L'}e message de ${reference} n'a pu partir ni par WhatsApp ni par SMS (${why}). Appelez ou écrivez à la famille.`,
      tags: ['warning'],
      priority: 4,
    },
    inbox,
  );
}
