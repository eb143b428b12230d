import type { RequestKind, SentStatus } from '@/lib/request';
import { perLocale, type Text } from '@/lib/i18n';

/*
 * What a family reads of who has its request (issue 66), and of her call (issue 73): under the confirmation after
 * « Envoyer », and in the note on every page while the request is recent (components/request/status/). Her choices
 * in the inbox alone, never a word she typed. Only a build with a
 * request gateway loads these words. {by} is the first name the centre gave its staff (never an address),
 * {when} one of `since` or `at`, {time} in Yaoundé's time (« 10 h 12 », « 10:12 am »), {date} a day of the
 * week that was (« lundi 4 janvier »).
 */

const statusSource = {
  /** Under the confirmation, until someone takes it. */
  received: {
    fr: "Vous verrez ici qui, au centre, s'occupe de {what}.",
    en: 'You will see here who at the centre is looking after {what}.',
  },
  taken: { fr: "{by} s'occupe de {what} {when}.", en: '{by} has been looking after {what} {when}.' },
  done: { fr: '{by} a traité {what} {when}.', en: '{by} dealt with {what} {when}.' },
  /** When the centre gave no first name. */
  someone: { fr: 'Une personne du centre', en: 'Someone at the centre' },
  /** What the family sent, by its kind; a kind not named here: `request`. */
  what: {
    appointment: { fr: 'votre demande', en: 'your request' },
    callback: { fr: 'votre demande', en: 'your request' },
    application: { fr: 'votre candidature', en: 'your application' },
  } satisfies Partial<Record<RequestKind, Text>>,
  request: { fr: 'votre demande', en: 'your request' },
  since: {
    today: { fr: 'depuis {time}', en: 'since {time}' },
    yesterday: { fr: 'depuis hier à {time}', en: 'since yesterday at {time}' },
    other: { fr: 'depuis le {date} à {time}', en: 'since {date} at {time}' },
  },
  at: {
    today: { fr: 'à {time}', en: 'at {time}' },
    yesterday: { fr: 'hier à {time}', en: 'yesterday at {time}' },
    other: { fr: 'le {date} à {time}', en: 'on {date} at {time}' },
  },
  close: { fr: 'Fermer ce message', en: 'Close this message' },
  /**
   * Her call's outcome (issue 73), one sentence for each (lib/request/gateway/outcome.ts), by her first name alone,
   * and never a pronoun (the centre gives no more than a first name): {when} one of `at`, {callback} one of `around`.
   */
  outcomes: {
    called: { fr: '{by} vous a téléphoné {when}.', en: '{by} called you {when}.' },
    'no-answer': { fr: '{by} a essayé de vous appeler {when} et vous rappellera {callback}.', en: '{by} tried to call you {when} and will call you back {callback}.' },
    whatsapp: { fr: '{by} vous a envoyé un message WhatsApp {when}.', en: '{by} sent you a WhatsApp message {when}.' },
  } satisfies Record<NonNullable<SentStatus['outcome']>['kind'], Text>,
  around: {
    today: { fr: 'vers {time}', en: 'around {time}' },
    tomorrow: { fr: 'demain vers {time}', en: 'tomorrow around {time}' },
    other: { fr: 'le {date} vers {time}', en: 'on {date} around {time}' },
  },
  /** The day and time agreed on the phone, once she called ({day}: one of `agreedDay`, or a date alone), by the request's kind; a kind not named here: `agreedMeeting`. */
  agreed: {
    application: { fr: 'Votre entretien\u00A0: {day}.', en: 'Your interview: {day}.' },
  } satisfies Partial<Record<RequestKind, Text>>,
  agreedMeeting: { fr: 'Votre rendez-vous\u00A0: {day}.', en: 'Your appointment: {day}.' },
  agreedDay: { fr: '{date} à {time}', en: '{date} at {time}' },
};

/** The words in each language: `sentStatusCopy[locale].taken`. */
export const sentStatusCopy = perLocale(statusSource);
export type SentStatusCopy = (typeof sentStatusCopy)['fr'];
