import { withInbox, type Notice } from './notice';

/*
 * The request gateway's notices about a visit agreed on the phone (issue 77; gateway/src/store/visit-messages.ts and
 * visits' answers), in French, for staff, to the phone of her who holds the request: the family's answer on the page
 * its message opened (« Je serai là », « Je dois changer »), and a message that could not reach the family by any
 * channel. Each names the reference and her first name, nothing the family typed.
 */

/** The family's answer, as the notice tells it: the reference, who holds it, when the visit is (« mardi 1er décembre à 11 h »). */
export interface AnswerNoticeFacts {
  reference: string;
  holder?: string;
  answer: 'coming' | 'change';
  when: string;
}

export function visitAnswerNotice({ reference, holder, answer, when }: AnswerNoticeFacts, inbox: string): Notice {
  const to = holder ? `${holder}, ` : '';
  switch (answer) {
    case 'coming':
      return withInbox(
        { title: `${reference}\u00A0: la famille sera là`, message: `${to}la famille de ${reference} a répondu «\u00A0Je serai là\u00A0» pour le rendez-vous du ${when}.`, tags: ['white_check_mark'], priority: 3 },
        inbox,
      );
    case 'change':
      return withInbox(
        {
          title: `${reference}\u00A0: la famille doit changer le rendez-vous`,
          message: `${to}la famille de ${reference} a répondu «\u00A0Je dois changer\u00A0» pour le rendez-vous du ${when}. Appelez-la, puis «\u00A0Déplacer\u00A0» ou «\u00A0Annuler\u00A0» dans la boîte.`,
          tags: ['calendar'],
          priority: 4,
        },
        inbox,
      );
  }
}

/** A message of a visit that reached the family by no channel: which, why (the providers' words), what to do. */
export interface NotSentNoticeFacts {
  reference: string;
  holder?: string;
  purpose: 'confirm' | 'reminder';
  why: string;
}

/** What did not leave, as the notice's title says it (« Confirmation non envoyée », « Rappel non envoyé »). */
const NOT_SENT: Record<NotSentNoticeFacts['purpose'], string> = { confirm: 'Confirmation non envoyée', reminder: 'Rappel non envoyé' };

export function visitNotSentNotice({ reference, holder, purpose, why }: NotSentNoticeFacts, inbox: string): Notice {
  return withInbox(
    {
      title: `${NOT_SENT[purpose]}\u00A0: ${reference}`,
      message: `${holder ? `${holder}, l` : 'L'}e message de ${reference} n'a pu partir ni par WhatsApp ni par SMS (${why}). Appelez ou écrivez à la famille.`,
      tags: ['warning'],
      priority: 4,
    },
    inbox,
  );
}
