import { HOURS_SETS } from '@/content/schema/hours';
import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words around the centre's hours, on every page that shows them (the footer, /contact/, the
 * appointment page's panel, the service pages): each set of hours by its name (HOURS_SETS, which the
 * editor shows too), and the days it is closed (« Fermé le 25 décembre (Noël) »: site/closure-notice.ts says from when).
 */

const hoursSource = {
  sets: HOURS_SETS,
  /** One day closed: {date} « 25 décembre », {reason} « Noël ». */
  closedOn: { fr: 'Fermé le {date} ({reason}).', en: 'Closed on {date} ({reason}).' },
  /** Several days in a row. */
  closedFromTo: { fr: 'Fermé du {from} au {to} ({reason}).', en: 'Closed from {from} to {to} ({reason}).' },
  emergencyOpen: { fr: `La ligne d'urgence répond${nbsp}: {phone}.`, en: 'The emergency line still answers: {phone}.' },
  emergencyClosed: { fr: "La ligne d'urgence ne répond pas non plus.", en: 'The emergency line does not answer either.' },
  /** The colon after a set's name before its hours. */
  colon: { fr: `${nbsp}: `, en: ': ' },
};

/** The hours' words in each language: `hoursWords[locale].sets.reception`. */
export const hoursWords = perLocale(hoursSource);
