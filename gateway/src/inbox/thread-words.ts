import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { FileState, ThreadPurpose } from '../thread/model';
import type { ReplyOutcome } from '../thread/reply';
import type { SendState } from '../visits/model';

/*
 * The inbox's words about a family's WhatsApp thread (issue 82): its messages on the card (thread.ts), who wrote
 * them, their ticks, their files, the reply box and what a reply came to (the flash), the journal's lines. French
 * first, English beside it, as visit-words.ts. A function takes what is already written (« Awa », « 14 h 32 »).
 */

export interface ThreadWords {
  heading: string;
  /** « 12 messages » and the link to the others. */
  count: (count: number) => string;
  older: (count: number) => string;
  /** On a page of earlier messages: back to the last ones. */
  later: string;
  who: { family: (name: string | null) => string; echo: string; staff: (name: string | undefined) => string; centre: string };
  /** The ticks of the centre's messages: envoyé, distribué, lu, échec. */
  ticks: Record<SendState, string>;
  unread: (count: number) => string;
  purposes: Record<Exclude<ThreadPurpose, 'family' | 'echo'>, string>;
  file: {
    waiting: string;
    retry: string;
    tooLarge: (size: string, max: string) => string;
    refused: Record<Extract<FileState, { state: 'refused' }>['reason'], string>;
    expired: string;
    lost: string;
    open: string;
    map: string;
  };
  reply: { label: string; send: string; template: string; templateHint: string; closed: string; notYours: string; noNumber: string; off: string };
  outcomes: Record<ReplyOutcome, (reference: string) => string>;
  journal: { reopened: string; wrote: (name: string | undefined, purpose: ThreadPurpose, state: SendState) => string };
  stopped: string;
  inMine: string;
}

const TICKS_FR: Record<SendState, string> = { leaving: "en cours d’envoi", accepted: 'envoyé', sent: 'envoyé', delivered: 'distribué', read: 'lu', failed: 'échec', refused: 'refusé', unknown: 'incertain' };
const TICKS_EN: Record<SendState, string> = { leaving: 'sending', accepted: 'sent', sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed', refused: 'refused', unknown: 'uncertain' };
const PURPOSE_FR = { reply: 'Réponse', reengage: 'Message «\u00A0Pouvons-nous vous appeler\u00A0?\u00A0»', stop: 'Réponse à «\u00A0STOP\u00A0»' } as const;
const PURPOSE_EN = { reply: 'Reply', reengage: 'Message “May we call you?”', stop: 'Answer to “STOP”' } as const;

export const THREAD_WORDS: Record<Locale, ThreadWords> = {
  fr: {
    heading: 'WhatsApp',
    count: (count) => `${count}${nbsp}message${count > 1 ? 's' : ''}`,
    older: (count) => (count > 1 ? `Voir les ${count}${nbsp}messages précédents` : 'Voir le message précédent'),
    later: 'Revenir aux derniers messages',
    who: { family: (name) => (name ? `La famille (${name})` : 'La famille'), echo: "Envoyé depuis le téléphone de l’accueil", staff: (name) => name ?? 'Le centre', centre: 'Le centre' },
    ticks: TICKS_FR,
    unread: (count) => `${count}${nbsp}nouveau${count > 1 ? 'x' : ''} message${count > 1 ? 's' : ''}`,
    purposes: PURPOSE_FR,
    file: {
      waiting: 'Pièce jointe pas encore récupérée',
      retry: 'Réessayer',
      tooLarge: (size, max) => `Fichier trop lourd (${size}, plus de ${max})${nbsp}: demandez à la famille de l’envoyer plus petit, ou de vous appeler.`,
      refused: {
        markup: `Fichier refusé${nbsp}: ce n’est pas ce qu’il dit être. Ne l’ouvrez pas ailleurs${nbsp}; demandez à la famille ce qu’elle voulait envoyer.`,
        host: `Fichier refusé${nbsp}: il ne vient pas de WhatsApp.`,
        id: `Fichier refusé${nbsp}: WhatsApp ne le connaît pas.`,
        count: `Fichier non gardé${nbsp}: cette conversation en a déjà trop. Demandez à la famille de vous appeler.`,
      },
      expired: `Fichier perdu${nbsp}: WhatsApp ne le garde plus. Demandez à la famille de le renvoyer.`,
      lost: `Fichier perdu${nbsp}: WhatsApp ne l’a pas donné en sept jours. Demandez à la famille de le renvoyer.`,
      open: 'Ouvrir',
      map: 'Voir sur la carte',
    },
    reply: {
      label: 'Votre réponse sur WhatsApp',
      send: 'Envoyer',
      template: 'Envoyer «\u00A0Pouvons-nous vous appeler\u00A0?\u00A0»',
      templateHint: `La famille n’a pas écrit depuis 24${nbsp}heures${nbsp}: WhatsApp ne permet plus qu’un message approuvé.`,
      closed: `Réponse libre fermée${nbsp}: la famille n’a pas écrit depuis 24${nbsp}heures.`,
      notYours: `Prenez la demande («${nbsp}Je m’en occupe${nbsp}») pour répondre.`,
      noNumber: `Pas de numéro où écrire${nbsp}: la famille n’a donné que son compte WhatsApp.`,
      off: `WhatsApp n’est pas réglé sur cette passerelle${nbsp}: appelez la famille.`,
    },
    outcomes: {
      sent: (reference) => `${reference}${nbsp}: message envoyé. Ses coches suivent sur la carte.`,
      refused: (reference) => `${reference}${nbsp}: WhatsApp a refusé le message (voir la carte). Appelez la famille.`,
      unknown: (reference) => `${reference}${nbsp}: WhatsApp n’a pas répondu${nbsp}; le message est peut-être parti. Il ne sera pas renvoyé.`,
      'window-closed': (reference) => `${reference}${nbsp}: la famille n’a pas écrit depuis 24${nbsp}heures, WhatsApp refuserait un message libre. Envoyez «${nbsp}Pouvons-nous vous appeler${nbsp}?${nbsp}» ou appelez-la.`,
      empty: (reference) => `${reference}${nbsp}: rien à envoyer, le message est vide.`,
      'too-long': (reference) => `${reference}${nbsp}: message trop long pour WhatsApp (4${nbsp}096 caractères au plus).`,
      'not-yours': (reference) => `${reference}${nbsp}: prenez la demande pour répondre.`,
      'no-number': (reference) => `${reference}${nbsp}: pas de numéro WhatsApp où écrire.`,
      off: (reference) => `${reference}${nbsp}: WhatsApp n’est pas réglé, rien n’est parti.`,
      twice: (reference) => `${reference}${nbsp}: ce message est déjà parti, il n’est pas envoyé deux fois.`,
    },
    journal: {
      reopened: `La famille a écrit sur WhatsApp${nbsp}: de retour dans «${nbsp}À prendre${nbsp}»`,
      wrote: (name, purpose, state) => `${name ? `${name}${nbsp}: ` : ''}${purpose === 'family' || purpose === 'echo' ? 'WhatsApp' : PURPOSE_FR[purpose]} ${TICKS_FR[state]}`,
    },
    stopped: `La famille a écrit «${nbsp}STOP${nbsp}»${nbsp}: plus de confirmations ni de rappels à ce numéro.`,
    inMine: 'Nouveau message',
  },
  en: {
    heading: 'WhatsApp',
    count: (count) => `${count} message${count > 1 ? 's' : ''}`,
    older: (count) => (count > 1 ? `See the ${count} earlier messages` : 'See the earlier message'),
    later: 'Back to the latest messages',
    who: { family: (name) => (name ? `The family (${name})` : 'The family'), echo: 'Sent from the reception’s phone', staff: (name) => name ?? 'The centre', centre: 'The centre' },
    ticks: TICKS_EN,
    unread: (count) => `${count} new message${count > 1 ? 's' : ''}`,
    purposes: PURPOSE_EN,
    file: {
      waiting: 'Attachment not fetched yet',
      retry: 'Try again',
      tooLarge: (size, max) => `File too large (${size}, over ${max}): ask the family to send a smaller one, or to call you.`,
      refused: {
        markup: 'File refused: it is not what it says it is. Do not open it elsewhere; ask the family what they meant to send.',
        host: 'File refused: it does not come from WhatsApp.',
        id: 'File refused: WhatsApp does not know it.',
        count: 'File not kept: this conversation has too many already. Ask the family to call you.',
      },
      expired: 'File lost: WhatsApp no longer keeps it. Ask the family to send it again.',
      lost: 'File lost: WhatsApp did not give it in seven days. Ask the family to send it again.',
      open: 'Open',
      map: 'See on the map',
    },
    reply: {
      label: 'Your reply on WhatsApp',
      send: 'Send',
      template: 'Send “May we call you?”',
      templateHint: 'The family has not written for 24 hours: WhatsApp only allows an approved message now.',
      closed: 'Free reply closed: the family has not written for 24 hours.',
      notYours: 'Take the request (“I’ll handle it”) to reply.',
      noNumber: 'No number to write to: the family gave only its WhatsApp account.',
      off: 'WhatsApp is not set on this gateway: call the family.',
    },
    outcomes: {
      sent: (reference) => `${reference}: message sent. Its ticks follow on the card.`,
      refused: (reference) => `${reference}: WhatsApp refused the message (see the card). Call the family.`,
      unknown: (reference) => `${reference}: WhatsApp did not answer; the message may have left. It will not be sent again.`,
      'window-closed': (reference) => `${reference}: the family has not written for 24 hours, WhatsApp would refuse free text. Send “May we call you?” or call them.`,
      empty: (reference) => `${reference}: nothing to send, the message is empty.`,
      'too-long': (reference) => `${reference}: message too long for WhatsApp (4,096 characters at most).`,
      'not-yours': (reference) => `${reference}: take the request to reply.`,
      'no-number': (reference) => `${reference}: no WhatsApp number to write to.`,
      off: (reference) => `${reference}: WhatsApp is not set, nothing left.`,
      twice: (reference) => `${reference}: this message already left, it is not sent twice.`,
    },
    journal: {
      reopened: 'The family wrote on WhatsApp: back in “To take”',
      wrote: (name, purpose, state) => `${name ? `${name}: ` : ''}${purpose === 'family' || purpose === 'echo' ? 'WhatsApp' : PURPOSE_EN[purpose]} ${TICKS_EN[state]}`,
    },
    stopped: 'The family wrote “STOP”: no more confirmations or reminders to this number.',
    inMine: 'New message',
  },
};
