import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/* The home page's own words, around its services, questions and testimonials. */

const homeSource = {
  hero: {
    /** The page's one h1, after the centre's name: the slides carry the visible titles. */
    title: { fr: 'soins et aide à domicile à Yaoundé', en: 'home care and nursing in Yaoundé' },
    label: { fr: 'Présentation du centre', en: 'About the centre' },
    eyebrow: { fr: 'Soins à domicile à Yaoundé', en: 'Home care in Yaoundé' },
  },
  services: {
    eyebrow: { fr: 'Nos services', en: 'Our services' },
    title: { fr: 'Des soins et une aide adaptés à chacun', en: 'Care and help to suit each person' },
    lead: {
      fr: 'À domicile ou lors de vos rendez-vous médicaux, nos équipes vous accompagnent avec compétence et bienveillance.',
      en: 'At home or at your medical appointments, our teams look after you with skill and kindness.',
    },
    /** {count}: how many services content/services.ts lists, so the title cannot fall behind it. */
    allTitle: { fr: '{count} services pour rester bien chez soi', en: '{count} services to live well at home' },
    allText: {
      fr: 'Soins infirmiers, aide au quotidien, grossesse, paramètres médicaux, nutrition… et des tarifs clairs pour chacun.',
      en: 'Nursing care, everyday help, pregnancy, health checks, nutrition… and clear prices for each.',
    },
    all: { fr: 'Voir tous nos services', en: 'See all our services' },
  },
  faq: {
    eyebrow: { fr: 'Questions fréquentes', en: 'Frequently asked questions' },
    title: { fr: 'Vos questions, nos réponses', en: 'Your questions, our answers' },
    intro: {
      fr: "Tout ce qu'il faut savoir avant de faire appel à nous. Choisissez une question pour lire sa réponse.",
      en: 'Everything you need to know before you get in touch. Choose a question to see the answer.',
    },
    moreTitle: { fr: `Vous avez une autre question${nbsp}?`, en: 'Have another question?' },
    moreText: { fr: 'Notre équipe vous répond volontiers.', en: 'Our team will be happy to help.' },
    contact: { fr: 'Contactez-nous', en: 'Contact us' },
  },
  testimonials: {
    eyebrow: { fr: 'Témoignages', en: 'Testimonials' },
    title: { fr: 'Ils nous ont fait confiance', en: 'What our patients and families say' },
    lead: {
      fr: 'Bénéficiaires, patientes et familles racontent comment nous les avons accompagnés.',
      en: 'The people we care for and their families share how we helped them.',
    },
    more: { fr: 'Découvrir notre histoire', en: 'Read our story' },
    rating: { fr: `Note${nbsp}: {value} sur {max}`, en: 'Rated {value} out of {max}' },
  },
};

/** The home page's words in each language: `home[locale].faq.title`. */
export const home = perLocale(homeSource);
