import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words of a visit without a connection: the page shown for a page never opened on this device,
 * the note every page shows while a request waits to leave, and the panel that takes the form's
 * place while it waits.
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
      fr: 'Votre demande de rendez-vous partira dès le retour de la connexion.',
      en: 'Your appointment request will be sent as soon as you are back online.',
    },
    waitingMany: {
      fr: '{count} demandes de rendez-vous partiront dès le retour de la connexion.',
      en: '{count} appointment requests will be sent as soon as you are back online.',
    },
    refused: {
      fr: "Votre demande de rendez-vous n'a pas pu partir.",
      en: 'Your appointment request could not be sent.',
    },
    sent: {
      fr: 'Votre demande de rendez-vous est bien partie. Nous vous répondrons très vite.',
      en: 'Your appointment request has been sent. We will get back to you very soon.',
    },
    see: { fr: 'Voir la demande', en: 'View the request' },
    close: { fr: 'Fermer ce message', en: 'Close this message' },
  },
  panel: {
    waitingTitle: { fr: 'Demande enregistrée, en attente de connexion', en: 'Request saved, waiting for a connection' },
    waitingText: {
      fr: "Pas de connexion pour l'instant. Votre demande est gardée sur cet appareil et partira d'elle-même dès que la connexion reviendra, même si vous fermez cette page.",
      en: 'There is no connection right now. Your request is saved on this device and will be sent automatically as soon as you are back online, even if you close this page.',
    },
    waitingTextNextVisit: {
      fr: "Pas de connexion pour l'instant. Votre demande est gardée sur cet appareil et partira dès que la connexion reviendra, ou à votre prochaine visite sur notre site.",
      en: 'There is no connection right now. Your request is saved on this device and will be sent as soon as you are back online, or the next time you visit our site.',
    },
    summary: { fr: `Votre demande${nbsp}:`, en: 'Your request:' },
    hurry: {
      fr: `Vous ne pouvez pas attendre${nbsp}? Envoyez la même demande tout de suite par WhatsApp, SMS ou e-mail${nbsp}:`,
      en: 'Can’t wait? Send the same request now by WhatsApp, text message or email:',
    },
    sms: { fr: 'Envoyer par SMS', en: 'Send by text message' },
    retry: { fr: 'Réessayer maintenant', en: 'Try again now' },
    stillWaiting: {
      fr: "Toujours pas de connexion. La demande reste enregistrée et partira dès que possible.",
      en: 'Still no connection. Your request is still saved and will be sent as soon as possible.',
    },
    cancel: { fr: 'Annuler cette demande', en: 'Cancel this request' },
    cancelled: {
      fr: "Votre demande est annulée et effacée de cet appareil. Vos informations sont remises dans le formulaire si vous voulez la modifier.",
      en: 'Your request has been cancelled and deleted from this device. Your details are back in the form if you want to change them.',
    },
    deleted: { fr: 'La demande est effacée de cet appareil.', en: 'The request has been deleted from this device.' },
    another: { fr: 'Faire une autre demande', en: 'Make another request' },
    refusedTitle: { fr: "Votre demande n'a pas pu partir", en: 'Your request could not be sent' },
    refusedText: {
      fr: "Quand la connexion est revenue, le service d'envoi a refusé la demande. Elle ne sera pas renvoyée toute seule. Faites-la-nous parvenir autrement, ou reprenez-la dans le formulaire.",
      en: 'When the connection came back, our sending service refused the request, so it will not be sent again. Please send it to us another way, or put it back in the form to edit it.',
    },
    takeBack: { fr: 'Reprendre dans le formulaire', en: 'Put it back in the form' },
    delete: { fr: 'Effacer cette demande', en: 'Delete this request' },
  },
};

/** The offline words in each language: `offline[locale].page.title`. */
export const offline = perLocale(offlineSource);
