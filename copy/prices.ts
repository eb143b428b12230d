import { fill, perLocale, type Locale, type Text } from '@/lib/i18n';
import type { PriceUnit } from '@/lib/estimate';
import { euroCents, FCFA_PER_EURO, MONTHS_PER_YEAR, WEEKS_PER_YEAR } from '@/lib/estimate';
import { formatDecimal, formatEuros, formatPrice } from '@/lib/format';
import type { PriceLine } from '@/content/types';
import { nbsp } from '@/lib/typography';

/*
 * The words around prices: what a line's unit is called (« 2 500 FCFA / heure »), the estimator of
 * each service's page and the page of all prices, /tarifs/. The amounts and units are content's
 * (content/services/*.yml); the note that prices are indicative is the service page's
 * (copy/services-page.ts, `pricesNote`), shown once under the table and the estimator.
 */

/** What comes after « / » in a price, per unit; a package has none (« 18 000 FCFA »). */
const per: Record<Exclude<PriceUnit, 'package'>, Text> = {
  hour: { fr: 'heure', en: 'hour' },
  visit: { fr: 'visite', en: 'visit' },
  meal: { fr: 'repas', en: 'meal' },
  day: { fr: 'jour', en: 'day' },
  week: { fr: 'semaine', en: 'week' },
  month: { fr: 'mois', en: 'month' },
};

const estimateSource = {
  summary: { fr: 'Estimer le coût', en: 'Estimate the cost' },
  option: { fr: 'Prestation', en: 'Option' },
  choose: { fr: 'Choisissez…', en: 'Choose…' },
  /** The label of the count, per kind of line. */
  count: {
    hour: { fr: 'Heures par semaine', en: 'Hours a week' },
    visit: { fr: 'Visites par semaine', en: 'Visits a week' },
    meal: { fr: 'Repas par semaine', en: 'Meals a week' },
    day: { fr: 'Nombre de jours', en: 'Number of days' },
  },
  /** The count in words, in the detail and the message: « 10 heures par semaine » (one, then more than one). */
  countText: {
    hour: { one: { fr: '{count} heure par semaine', en: '{count} hour a week' }, other: { fr: '{count} heures par semaine', en: '{count} hours a week' } },
    visit: { one: { fr: '{count} visite par semaine', en: '{count} visit a week' }, other: { fr: '{count} visites par semaine', en: '{count} visits a week' } },
    meal: { one: { fr: '{count} repas par semaine', en: '{count} meal a week' }, other: { fr: '{count} repas par semaine', en: '{count} meals a week' } },
    day: { one: { fr: '{count} jour', en: '{count} day' }, other: { fr: '{count} jours', en: '{count} days' } },
  },
  /** The figure: {fcfa} then {euros}. */
  monthly: { fr: 'Environ {fcfa} par mois', en: 'About {fcfa} a month' },
  total: { fr: '{fcfa} en tout', en: '{fcfa} in all' },
  package: { fr: '{fcfa}, un forfait', en: '{fcfa}, a package' },
  range: { fr: 'De {min} à {max}', en: 'From {min} to {max}' },
  euros: { fr: 'soit {euros}', en: 'or {euros}' },
  eurosRange: { fr: 'soit {min} à {max}', en: 'or {min} to {max}' },
  /** How the figure was made. */
  howPerWeek: {
    fr: `{price} × {count} × ${WEEKS_PER_YEAR} semaines ÷ ${MONTHS_PER_YEAR} mois, arrondi au franc.`,
    en: `{price} × {count} × ${WEEKS_PER_YEAR} weeks ÷ ${MONTHS_PER_YEAR} months, rounded to the franc.`,
  },
  howWeek: { fr: `{price} × ${WEEKS_PER_YEAR} semaines ÷ ${MONTHS_PER_YEAR} mois, arrondi au franc.`, en: `{price} × ${WEEKS_PER_YEAR} weeks ÷ ${MONTHS_PER_YEAR} months, rounded to the franc.` },
  howMonth: { fr: `Un prix par mois${nbsp}: rien à multiplier.`, en: 'A monthly price: nothing to multiply.' },
  howDays: { fr: '{price} × {count}.', en: '{price} × {count}.' },
  howPackage: {
    fr: `Un forfait ne se multiplie pas${nbsp}: son prix reste le même, quelle que soit la fréquence.`,
    en: 'A package does not multiply: its price stays the same however often.',
  },
  howRange: {
    fr: `Ce prix dépend de vos besoins${nbsp}: nous le fixons à la visite d'évaluation, sans le multiplier à l'avance.`,
    en: 'This price depends on your needs: we set it at the assessment visit rather than multiply it in advance.',
  },
  rate: {
    fr: `Euros au taux fixe de 1${nbsp}€ = ${formatDecimal(FCFA_PER_EURO, 'fr')}${nbsp}FCFA, au centime près.`,
    en: `Euros at the fixed rate of €1 = ${formatDecimal(FCFA_PER_EURO, 'en')}${nbsp}FCFA, to the nearest cent.`,
  },
  problems: {
    'no-option': { fr: 'Choisissez une prestation pour voir une estimation.', en: 'Choose an option to see an estimate.' },
    'no-count': { fr: 'Indiquez un nombre pour voir une estimation.', en: 'Enter a number to see an estimate.' },
    'not-whole': { fr: 'Écrivez un nombre entier, par exemple 3.', en: 'Enter a whole number, for example 3.' },
    'too-few': { fr: 'Indiquez au moins {limit}.', en: 'Enter at least {limit}.' },
    'too-many': { fr: `Au plus {limit}${nbsp}: pour davantage, appelez-nous, nous en parlerons ensemble.`, en: 'At most {limit}: for more, call us and we will talk it through.' },
  },
  request: { fr: 'Demander ce devis', en: 'Ask for this quote' },
  /** The first line of what is written into the appointment form's message; the figure and the note follow. */
  message: {
    fr: `Demande de devis pour «${nbsp}{service}${nbsp}»${nbsp}: {option}.`,
    en: 'Quote request for “{service}”: {option}.',
  },
};

const pricesPageSource = {
  /** « Tarifs au 25 Novembre 2026 ». */
  updated: { fr: 'Tarifs au {date}', en: 'Prices as of {date}' },
  /** The link from each service's price panel and the footer. */
  all: { fr: 'Tous nos tarifs sur une page', en: 'All our prices on one page' },
  footer: { fr: 'Nos tarifs', en: 'Our prices' },
  /** Each service's heading links to its page: « Voir le service ». */
  service: { fr: 'Voir le service', en: 'See the service' },
  option: { fr: 'Prestation', en: 'Option' },
  price: { fr: 'Prix', en: 'Price' },
  euros: { fr: 'En euros', en: 'In euros' },
  /** A range in euros: « 4,57 € à 22,87 € ». */
  eurosRange: { fr: '{min} à {max}', en: '{min} to {max}' },
  /** The name of the block at the top: the centre, its phones, the date of the prices. */
  contacts: { fr: 'Le centre et la date des tarifs', en: 'The centre and the date of these prices' },
};

export const priceWords = perLocale({ per, estimate: estimateSource, page: pricesPageSource });
export type EstimateWords = (typeof priceWords)[Locale]['estimate'];

/** The word after « / » for a unit, or nothing for a package. */
export function perWord(unit: PriceUnit, locale: Locale): string | undefined {
  return unit === 'package' ? undefined : priceWords[locale].per[unit];
}

/** A price line as pages write it: « 2 500 FCFA / heure », « 3 000 à 15 000 FCFA / visite », « 18 000 FCFA ». */
export function priceText(line: Pick<PriceLine, 'min' | 'max' | 'unit'>, locale: Locale): string {
  return formatPrice({ min: line.min, max: line.max, per: perWord(line.unit, locale) }, locale);
}

/** « Tarifs au 25 Novembre 2026 »: the date already written in the page's language. */
export function pricesUpdatedText(date: string, locale: Locale): string {
  return fill(priceWords[locale].page.updated, { date });
}

/** The same line in euros at the fixed rate: « 3,81 € / heure », « 4,57 € à 22,87 € / visite ». */
export function eurosText(line: Pick<PriceLine, 'min' | 'max' | 'unit'>, locale: Locale): string {
  const euros = (fcfa: number) => formatEuros(euroCents(fcfa), locale);
  const amount =
    line.max === undefined || line.max === line.min ? euros(line.min) : fill(priceWords[locale].page.eurosRange, { min: euros(line.min), max: euros(line.max) });
  const word = perWord(line.unit, locale);
  return word ? `${amount}${nbsp}/${nbsp}${word}` : amount;
}
