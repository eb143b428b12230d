import type { PaymentMethod } from '@/content/schema/files';
import { perLocale, type Text } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words around the facts that tell a family why to trust the centre (content/settings/centre.yml:
 * authorisation, quartiers, payment, insurers; content/doctors/: registration; the languages' names are content/settings/languages.yml's): the about
 * page's section, the team's cards, the footer's line and each service's practical information.
 */

/** The name of each way to pay (the brands keep their own name in both languages). */
const paymentMethodSource: Record<PaymentMethod, Text> = {
  cash: { fr: 'Espèces', en: 'Cash' },
  'mtn-momo': { fr: 'MTN Mobile Money', en: 'MTN Mobile Money' },
  'orange-money': { fr: 'Orange Money', en: 'Orange Money' },
  transfer: { fr: 'Transfert depuis l’étranger', en: 'Transfer from abroad' },
};

const trustSource = {
  paymentMethods: paymentMethodSource,
  /** {number}: the authorisation's number (the footer's line, on every page: keep it short). */
  footerLine: { fr: `Établissement autorisé n°${nbsp}{number}`, en: `Licensed facility no.${nbsp}{number}` },
  authorisation: { fr: 'Autorisation d’exercer', en: 'Licence to operate' },
  /** « n° 0000/A/MINSANTE/SG » */
  number: { fr: `n°${nbsp}{number}`, en: `no.${nbsp}{number}` },
  /** « Ministère de la Santé publique, le 15 décembre 2023 » */
  issued: { fr: '{authority}, le {date}', en: '{authority}, {date}' },
  /** A doctor's card: the term before « Ordre national des médecins du Cameroun, n° … » (the same for a woman or a man). */
  registration: { fr: 'Inscription à l’ordre', en: 'Professional registration' },
  spoken: { fr: 'Langues parlées', en: 'Languages spoken' },
  quartiers: { fr: 'Quartiers desservis', en: 'Areas we visit' },
  /** {amount}: the travel fee in FCFA. */
  travelFee: { fr: 'déplacement {amount}', en: 'travel fee {amount}' },
  noTravelFee: { fr: 'sans frais de déplacement', en: 'no travel fee' },
  payment: { fr: 'Paiement', en: 'Payment' },
  /** The name on the account, which the payer sees before confirming (« Titulaire : Aide & Vie »). */
  holder: { fr: 'Titulaire', en: 'Account holder' },
  insurers: { fr: 'Assurances et mutuelles acceptées', en: 'Insurers and mutual health schemes accepted' },
  about: {
    eyebrow: { fr: 'Pourquoi nous faire confiance', en: 'Why trust us' },
    title: { fr: 'Ce que vous pouvez vérifier', en: 'What you can check' },
    teamTitle: { fr: 'Une équipe inscrite à son ordre', en: 'A registered team' },
    team: {
      fr: `Chaque médecin est inscrit à son ordre professionnel${nbsp}: son numéro est sur sa fiche.`,
      en: 'Every doctor is registered with their professional body: you will find the number on their profile.',
    },
    teamLink: { fr: 'Voir l’équipe et leurs numéros', en: 'See the team and their numbers' },
  },
};

/** The trust facts' words in each language: `trust[locale].paymentMethods.cash`. */
export const trust = perLocale(trustSource);

