import type { RequestKind } from '@/lib/request';
import { perLocale, type Text } from '@/lib/i18n';

/*
 * What a family reads of who has its request (issue 66): under the confirmation after « Envoyer », and in
 * the note on every page while the request is recent (components/request/status/). Only a build with a
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
};

/** The words in each language: `sentStatusCopy[locale].taken`. */
export const sentStatusCopy = perLocale(statusSource);
export type SentStatusCopy = (typeof sentStatusCopy)['fr'];
