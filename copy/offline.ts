import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words of a visit without a connection: the page shown for a page never opened on this device.
 * (The note every page shows while a request waits to leave is the request's: copy/request/outbox.ts.)
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
};

/** The offline words in each language: `offline[locale].page.title`. */
export const offline = perLocale(offlineSource);
