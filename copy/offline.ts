import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words of a visit without a connection: the page shown for a page never opened on this device,
 * and the note every page shows while a request waits to leave. (The panel that takes the form's place
 * while it waits speaks after « Envoyer »: copy/request/<locale>.ts.)
 */


const offlineSource = {
  page: {
    metaTitle: { fr: 'Hors connexion', en: 'Offline' },
    eyebrow: { fr: 'Pas de connexion', en: 'No connection' },
    title: { fr: 'Vous êtes hors connexion', en: 'You are offline' },
    lead: {
      fr: `Cette page n'a pas encore été ouverte sur cet appareil, et Internet ne passe pas pour l'instant. Vous pouvez quand même nous joindre${nbsp}: un appel passe même sans forfait Internet.`,
      en: "This page has not been opened on this device yet, and there is no internet connection right now. You can still reach us: a phone call works even without mobile data.",
    },
    label: { fr: 'Nous joindre sans connexion', en: 'How to reach us without the internet' },
    pagesTitle: { fr: 'Pages disponibles hors connexion', en: 'Pages you can open offline' },
    pagesIntro: {
      fr: `Vous avez déjà ouvert ces pages sur cet appareil${nbsp}: elles s'affichent même sans connexion.`,
      en: 'You have opened these pages before on this device, so you can still read them offline.',
    },
    pagesEmpty: {
      fr: "Aucune page n'est encore enregistrée sur cet appareil.",
      en: 'No pages have been saved on this device yet.',
    },
    later: {
      fr: `Dès que la connexion revient, rouvrez la page que vous cherchiez${nbsp}: elle s'affichera normalement.`,
      en: 'When you are back online, open the page you wanted again and it will load as usual.',
    },
  },
  note: {
    label: { fr: 'Demande de rendez-vous en attente', en: 'Appointment request waiting to be sent' },
    waiting: {
      fr: "Votre demande de rendez-vous est gardée sur cet appareil et partira d'elle-même dès que possible.",
      en: 'Your appointment request is saved on this device and will be sent automatically as soon as possible.',
    },
    waitingMany: {
      fr: "{count} demandes de rendez-vous sont gardées sur cet appareil et partiront d'elles-mêmes dès que possible.",
      en: '{count} appointment requests are saved on this device and will be sent automatically as soon as possible.',
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
  },
};

/** The offline words in each language: `offline[locale].page.title`. */
export const offline = perLocale(offlineSource);
