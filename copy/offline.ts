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
  panel: {
    waitingTitle: { fr: 'Demande enregistrée, en attente de connexion', en: 'Request saved, waiting for a connection' },
    waitingServiceTitle: { fr: 'Demande enregistrée, envoi reporté', en: 'Request saved, sending postponed' },
    /** Why it waits: no connection, or one that failed or went silent. */
    noConnection: { fr: "Pas de connexion pour l'instant.", en: 'There is no connection right now.' },
    /** Why it waits: EmailJS answered that it could not take it now (5xx, 429…). */
    serviceBusy: {
      fr: "Notre service d'envoi ne peut pas la prendre pour le moment.",
      en: 'Our sending service cannot take it just now.',
    },
    /** When the browser will wake the worker for it, even with the page closed (Background Sync). */
    leavesAlone: {
      fr: "Votre demande est gardée sur cet appareil et partira d'elle-même dès que possible, même si vous fermez cette page.",
      en: 'Your request is saved on this device and will be sent automatically as soon as possible, even if you close this page.',
    },
    /** Elsewhere: it leaves while the site is open, or at the next visit. */
    leavesOnVisit: {
      fr: 'Votre demande est gardée sur cet appareil. Elle partira dès que possible pendant que notre site est ouvert, ou à votre prochaine visite.',
      en: 'Your request is saved on this device. It will be sent as soon as possible while our site is open, or the next time you visit it.',
    },
    /** « … jusqu'au {date} », the day the device stops trying. */
    until: {
      fr: `Cet appareil essaiera jusqu'au {date}${nbsp}; passé ce délai, la demande sera effacée sans être partie.`,
      en: 'This device will keep trying until {date}. After that, the request will be deleted without being sent.',
    },
    /** The browser has not promised to keep the site's data: the fallbacks come first. */
    mayLose: {
      fr: `Attention${nbsp}: ce navigateur peut effacer la demande avant, s'il manque de place ou si vous n'ouvrez pas notre site pendant plusieurs jours. Pour être sûr qu'elle nous parvienne, envoyez-la aussi maintenant. Elle porte la même référence${nbsp}: nous saurons qu'il s'agit de la même demande.`,
      en: 'Please note: this browser may delete it before then, if the device runs short of space or if you do not open our site for several days. To be sure it reaches us, send it now as well. It carries the same reference, so we will know it is the same request.',
    },
    reference: { fr: `Référence${nbsp}: {reference}`, en: 'Reference: {reference}' },
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
    unconfirmedTitle: { fr: 'Demande partie, sans confirmation', en: 'Request sent, not confirmed' },
    unconfirmedText: {
      fr: `Votre demande a quitté cet appareil, mais la réponse de notre service d'envoi n'est pas arrivée${nbsp}: elle nous est sans doute parvenue, sans que nous puissions en être sûrs. Pour ne pas vous l'envoyer deux fois, elle ne repartira pas toute seule. Si nous ne vous avons pas répondu d'ici un jour ouvré, appelez-nous en donnant sa référence, ou renvoyez-la.`,
      en: "Your request left this device, but our sending service’s reply never came back: it most likely reached us, but we cannot be sure. So that it is not sent twice, it will not be sent again automatically. If you have not heard from us within one working day, call us and give its reference, or send it again.",
    },
    sendAgain: { fr: 'Renvoyer la demande', en: 'Send it again' },
    expiredTitle: { fr: 'Demande non envoyée, effacée de cet appareil', en: 'Request not sent, deleted from this device' },
    /** « Votre demande {reference} du {date} … » */
    expiredText: {
      fr: `Votre demande {reference} du {date} n'a pas pu partir${nbsp}: cet appareil a essayé pendant {days}${nbsp}jours, puis l'a effacée, avec tout ce que vous aviez écrit. Pour prendre rendez-vous, appelez-nous, écrivez-nous, ou remplissez à nouveau le formulaire.`,
      en: 'Your request {reference} of {date} could not be sent: this device tried for {days} days, then deleted it, with everything you had written. To book an appointment, call us, write to us, or fill in the form again.',
    },
    close: { fr: 'Fermer', en: 'Close' },
    damagedTitle: { fr: 'Une demande gardée sur cet appareil est illisible', en: 'A request saved on this device cannot be read' },
    damagedText: {
      fr: `Une demande enregistrée par une ancienne version de notre site n'a pas pu être relue${nbsp}: elle ne partira pas. Envoyez-la-nous autrement, ou appelez-nous.`,
      en: 'A request saved by an older version of our site could not be read, so it will not be sent. Please send it to us another way, or call us.',
    },
  },
};

/** The offline words in each language: `offline[locale].page.title`. */
export const offline = perLocale(offlineSource);
