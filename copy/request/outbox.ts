import { perLocale } from '@/lib/i18n';

/*
 * The note every page shows while a request waits on this device to leave, or once it has left (the
 * panel that takes the form's place speaks after « Envoyer »: copy/request/<locale>.ts). Every page's
 * shell hands it to the note in its language.
 */

const outboxNoteSource = {
  label: { fr: 'Demande de rendez-vous en attente', en: 'Appointment request waiting to be sent' },
  /** By how many wait (lib/i18n.ts, plural). */
  waiting: {
    one: {
      fr: "Votre demande de rendez-vous est gardée sur cet appareil et partira d'elle-même dès que possible.",
      en: 'Your appointment request is saved on this device and will be sent automatically as soon as possible.',
    },
    other: {
      fr: "{count} demandes de rendez-vous sont gardées sur cet appareil et partiront d'elles-mêmes dès que possible.",
      en: '{count} appointment requests are saved on this device and will be sent automatically as soon as possible.',
    },
  },
  refused: {
    fr: "Votre demande de rendez-vous n'a pas pu partir.",
    en: 'Your appointment request could not be sent.',
  },
  unconfirmed: {
    fr: 'Votre demande de rendez-vous {reference} est partie sans confirmation.',
    en: 'Your appointment request {reference} was sent without confirmation.',
  },
  expired: {
    fr: "Votre demande de rendez-vous {reference} n'a pas pu partir.",
    en: 'Your appointment request {reference} could not be sent.',
  },
  damaged: {
    fr: "Une demande de rendez-vous gardée sur cet appareil n'a pas pu être relue.",
    en: 'An appointment request saved on this device could not be read.',
  },
  sent: {
    fr: 'Votre demande de rendez-vous est bien partie. Nous vous répondrons très vite.',
    en: 'Your appointment request has been sent. We will get back to you very soon.',
  },
  see: { fr: 'Voir la demande', en: 'View the request' },
  close: { fr: 'Fermer ce message', en: 'Close this message' },
};

/** The note's words in each language: `outboxNote[locale].refused`. */
export const outboxNote = perLocale(outboxNoteSource);
