import { perLocale, type Locale } from '@/lib/i18n';
import { withHours, type OpeningTimes } from '@/lib/format';

/*
 * The words the site puts around the centre's facts (content/settings/centre.yml): the name search
 * engines give its consultation desk, and how its home-care hours are said.
 */

const centreWordsSource = {
  /** The consultation desk, as search engines name it beside the centre. */
  consultationDesk: { fr: 'Consultations sur rendez-vous', en: 'Consultations by appointment' },
  /** When the home-care team comes: {opens} and {closes} are its hours, as each language writes them. */
  serviceAvailability: { fr: '7 jours sur 7, de {opens} à {closes}', en: '7 days a week, {opens} to {closes}' },
};

export const centreWords = perLocale(centreWordsSource);

/** « 7 jours sur 7, de 7 h à 20 h »: when the home-care team comes (the centre's home-care hours). */
export function serviceAvailability(hours: OpeningTimes, locale: Locale): string {
  return withHours(centreWordsSource.serviceAvailability, hours)[locale];
}
