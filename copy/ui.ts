import { perLocale, type Text } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words of the site's frame and of its small recurring pieces (header, menu, footer, language
 * switch, loading overlay, not-found page). Each page's own words are in its content module.
 */


const uiSource = {
  skipLink: { fr: 'Aller au contenu principal', en: 'Skip to main content' },
  newTab: { fr: ' (nouvel onglet)', en: ' (opens in a new tab)' },
  header: {
    homeSuffix: { fr: ", page d'accueil", en: ', home page' },
    navLabel: { fr: 'Navigation principale', en: 'Main navigation' },
    menu: { fr: 'Menu', en: 'Menu' },
  },
  /** The link to the same page in the other language, written in that language. */
  languageSwitch: {
    label: { fr: 'English', en: 'Français' },
    title: { fr: 'Read this page in English', en: 'Lire cette page en français' },
  },
  logo: { sub: { fr: 'Soins à domicile', en: 'Home care' } },
  loading: { fr: 'Chargement de la page…', en: 'Loading the page…' },
  /**
   * Shown only when a script of the page could not be had (a deploy the device has not caught up
   * with, no connection): the page is then shown as it came, readable, without what its scripts do.
   */
  loadFailure: {
    text: {
      fr: `Cette page n'a pas pu se charger entièrement${nbsp}: vous pouvez la lire et nous appeler, mais ses boutons et son formulaire ne répondent pas. {reload} dès que vous aurez une connexion.`,
      en: 'This page could not load completely: you can read it and call us, but its buttons and its form will not respond. {reload} as soon as you are back online.',
    },
    reload: { fr: 'Rechargez-la', en: 'Reload it' },
  },
  footer: {
    about: {
      fr: "Depuis 2024, une équipe de médecins, d'infirmiers et d'aides-soignants vous accompagne à domicile, avec respect et bienveillance.",
      en: 'Since 2024, a team of doctors, nurses and care assistants has been looking after people at home, with respect and kindness.',
    },
    services: { fr: 'Nos services à domicile', en: 'Our home-care services' },
    links: { fr: 'Liens utiles', en: 'Useful links' },
    contact: { fr: 'Nous contacter', en: 'Contact us' },
    rights: { fr: 'Tous droits réservés.', en: 'All rights reserved.' },
    legal: { fr: 'Informations légales', en: 'Legal information' },
    /** « Accueil : +237 … », the accessible name of a phone link. */
    colon: { fr: `${nbsp}: `, en: ': ' },
  },
  /**
   * The bar at the bottom of a phone's screen. Its third action is the header's Consultation link,
   * under the same name (navigation.consultation in copy/navigation.ts).
   */
  contactBar: {
    label: { fr: 'Contacter le centre', en: 'Contact the centre' },
    call: { fr: 'Appeler', en: 'Call' },
    /** Read after « Appeler », with the number: « Appeler l'accueil : +237 … ». */
    callWho: { fr: "l'accueil", en: 'reception' },
    /** Read after « WhatsApp »: what the link does. */
    whatsappWhat: { fr: 'écrire au centre', en: 'message the centre' },
    /** « Rappel »: the centre calls the visitor back; read with what it does. */
    callback: { fr: 'Rappel', en: 'Call back' },
    callbackWhat: { fr: 'le centre vous rappelle', en: 'the centre calls you' },
  },
  /** The home and services sliders, and the blog's carousel: what assistive technology hears. */
  carousel: {
    roleDescription: { fr: 'carrousel', en: 'carousel' },
    slide: { fr: 'diapositive', en: 'slide' },
    pause: { fr: 'Mettre en pause le défilement', en: 'Pause the slideshow' },
    play: { fr: 'Lancer le défilement', en: 'Play the slideshow' },
    previous: { fr: 'Diapositive précédente', en: 'Previous slide' },
    next: { fr: 'Diapositive suivante', en: 'Next slide' },
    first: { fr: 'Première diapositive', en: 'First slide' },
    last: { fr: 'Dernière diapositive', en: 'Last slide' },
    /** « Diapositive 2 : title » */
    dot: { fr: `Diapositive {index}${nbsp}: {title}`, en: 'Slide {index}: {title}' },
    goTo: { fr: 'Aller à la diapositive {index}', en: 'Go to slide {index}' },
    /** « 2 sur 3 » */
    position: { fr: '{index} sur {count}', en: '{index} of {count}' },
    /** Said when the visitor changes slide: « Diapositive 2 sur 3 : title » */
    changed: { fr: `Diapositive {index} sur {count}${nbsp}: {title}`, en: 'Slide {index} of {count}: {title}' },
    pauseShow: { fr: 'Pause du diaporama', en: 'Pause the slideshow' },
    playShow: { fr: 'Lecture du diaporama', en: 'Play the slideshow' },
    pauseShort: { fr: 'Pause', en: 'Pause' },
    playShort: { fr: 'Lecture', en: 'Play' },
  },
  notFound: {
    service: {
      title: { fr: 'Service non trouvé', en: 'Service not found' },
      text: {
        fr: "Ce service n'existe pas ou n'est plus proposé. Retrouvez tous nos soins et accompagnements dans la liste.",
        en: 'This service does not exist or is no longer offered. You can see all our care and support services in the list.',
      },
      back: { fr: 'Retour à la liste des services', en: 'Back to the list of services' },
    },
    article: {
      title: { fr: 'Article non trouvé', en: 'Article not found' },
      text: {
        fr: "Cet article n'existe pas ou a été retiré. Nos autres conseils santé vous attendent sur le blog.",
        en: 'This article does not exist or has been removed. You will find our other health tips on the blog.',
      },
      back: { fr: 'Retour au blog', en: 'Back to the blog' },
    },
    page: {
      title: { fr: 'Page introuvable', en: 'Page not found' },
      text: {
        fr: "La page que vous cherchez n'existe pas ou a été déplacée. Voici quelques pistes pour continuer.",
        en: 'The page you are looking for does not exist or has moved. Here are a few places you can go instead.',
      },
      back: { fr: "Retour à l'accueil", en: 'Back to the home page' },
    },
    services: { fr: 'Nos services', en: 'Our services' },
    contact: { fr: 'Nous contacter', en: 'Contact us' },
    home: { fr: "Page d'accueil", en: 'Home page' },
    metaTitle: { fr: 'Page introuvable', en: 'Page not found' },
    metaDescription: {
      fr: "Cette page n'existe pas. Retrouvez nos services de soins à domicile, nos conseils santé ou contactez notre équipe à Yaoundé.",
      en: 'This page does not exist. Find our home-care services and our health advice, or get in touch with our care team in Yaoundé.',
    },
  },
} satisfies Record<string, Text | Record<string, unknown>>;

/** The frame's words in each language: `ui[locale].footer.links`. */
export const ui = perLocale(uiSource);

/** What the carousels say, as plain strings for their client components. */
export type CarouselWords = (typeof ui)['fr']['carousel'];
