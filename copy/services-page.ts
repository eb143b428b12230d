import { fill, perLocale, type Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/* The words of the services page and of each service's page, around the services themselves. */

const servicesPageSource = {
  hero: {
    title: { fr: "Nos services de soins et d'aide à domicile", en: 'Our home-care and support services' },
    label: { fr: 'Nos services en bref', en: 'Our services at a glance' },
    eyebrow: { fr: 'Nos services à domicile', en: 'Our home-care services' },
  },
  list: {
    /** {count}: how many services content/services.ts lists. */
    eyebrow: { fr: 'Nos {count} services', en: 'Our {count} services' },
    title: { fr: "Choisissez l'accompagnement qui vous convient", en: 'Choose the support that suits you' },
    lead: {
      fr: 'Chaque service peut être combiné avec les autres. Découvrez le détail des soins et nos tarifs indicatifs.',
      en: 'Every service can be combined with the others. See the details of the care and our guide prices.',
    },
  },
  steps: {
    eyebrow: { fr: `Comment ça se passe${nbsp}?`, en: 'How does it work?' },
    /** {count}: how many steps content/services-page/steps.yml has, in words (stepsTitle below). */
    title: { fr: '{count} étapes simples pour commencer', en: '{count} simple steps to get started' },
    titleOne: { fr: 'Une étape simple pour commencer', en: 'One simple step to get started' },
  },
  card: {
    more: { fr: 'En savoir plus', en: 'Learn more' },
    /** Read by screen readers after « En savoir plus »: « sur Aide à la vie quotidienne ». */
    about: { fr: ' sur ', en: ' about ' },
  },
  detail: {
    back: { fr: 'Retour aux services', en: 'Back to all services' },
    call: { fr: 'Nous appeler', en: 'Call us' },
    quote: { fr: 'Demander un devis', en: 'Ask for a quote' },
    /** « Tarifs à partir de 2 500 FCFA / heure » */
    from: { fr: 'Tarifs à partir de', en: 'Prices from' },
    presentation: { fr: `Présentation${nbsp}: `, en: 'About: ' },
    practical: { fr: 'En pratique', en: 'In practice' },
    includes: { fr: 'Ce service comprend', en: 'This service includes' },
    prices: { fr: 'Nos tarifs', en: 'Our prices' },
    pricesNote: {
      fr: 'Ces tarifs sont indicatifs. Le prix exact vous est proposé après une évaluation personnalisée de vos besoins.',
      en: 'These prices are a guide. We will give you an exact price once we have assessed your needs with you.',
    },
    info: { fr: 'Informations pratiques', en: 'Practical information' },
    zone: { fr: "Zone d'intervention", en: 'Area covered' },
    commitment: { fr: 'Engagement', en: 'Commitment' },
    noCommitment: { fr: 'Sans engagement, flexible', en: 'Flexible, with no commitment' },
    others: { fr: 'Découvrez nos autres services', en: 'See our other services' },
    /** The words before the link in a WhatsApp share: « {service}, à domicile à Yaoundé avec Aide & Vie : ». */
    shareText: { fr: `{service}, à domicile à Yaoundé avec {brand}${nbsp}:`, en: '{service}, at home in Yaoundé with {brand}:' },
  },
};

/** The services pages' words in each language: `servicesPage[locale].detail.back`. */
export const servicesPage = perLocale(servicesPageSource);

// Numbers at the start of a title are written in words, up to ten.
const COUNT_WORDS: Record<Locale, readonly string[]> = {
  fr: ['Deux', 'Trois', 'Quatre', 'Cinq', 'Six', 'Sept', 'Huit', 'Neuf', 'Dix'],
  en: ['Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'],
};

/** « Quatre étapes simples pour commencer »: the title of the care steps, counting them. */
export function stepsTitle(count: number, locale: Locale): string {
  const words = servicesPage[locale].steps;
  if (count === 1) return words.titleOne;
  return fill(words.title, { count: COUNT_WORDS[locale][count - 2] ?? String(count) });
}
