import type { PriceLine } from '@/content/types';
import type { Locale } from './i18n';

/*
 * Numbers and dates as each language writes them, computed at build time on the server (and by the
 * form in the browser) with the platform's Intl: no month names or separators of our own to ship.
 */

// Cameroon's French groups thousands with a narrow no-break space (« 10 000 »), its English with a comma.
const amountFormatters: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat('fr-CM', { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-CM', { maximumFractionDigits: 0 }),
};

const rangeWord: Record<Locale, string> = { fr: 'à', en: 'to' };

/** 10000 → « 10 000 FCFA » / « 10,000 FCFA » (the unit never wraps away from its number). */
export function formatFcfa(amount: number, locale: Locale = 'fr'): string {
  return `${amountFormatters[locale].format(amount)}\u00A0FCFA`;
}

/**
 * A price line's amount: « 4 000 FCFA », « 3 000 à 15 000 FCFA », « 2 500 FCFA / heure »;
 * in English « 4,000 FCFA », « 3,000 to 15,000 FCFA », « 2,500 FCFA / hour ». `per` is already in the
 * page's language.
 */
export function formatPrice(line: Pick<PriceLine, 'min' | 'max'> & { per?: string }, locale: Locale = 'fr'): string {
  const amount =
    line.max === undefined
      ? formatFcfa(line.min, locale)
      : `${amountFormatters[locale].format(line.min)} ${rangeWord[locale]} ${formatFcfa(line.max, locale)}`;
  return line.per ? `${amount}\u00A0/\u00A0${line.per}` : amount;
}

const dateFormatters: Record<Locale, Intl.DateTimeFormat> = {
  fr: new Intl.DateTimeFormat('fr-CM', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * ISO date → « 15 Mai 2024 » (the site's French form, month capitalised) or « 15 May 2024 ».
 * Read as a UTC calendar day, so no time zone can shift it.
 */
export function formatDate(isoDate: string, locale: Locale = 'fr'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date = year && month && day ? new Date(Date.UTC(year, month - 1, day)) : undefined;
  if (!date || date.getUTCMonth() !== (month ?? 0) - 1 || date.getUTCDate() !== day) {
    throw new Error(`Invalid ISO date: ${isoDate}`);
  }
  return dateFormatters[locale]
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? part.value.charAt(0).toUpperCase() + part.value.slice(1) : part.value))
    .join('');
}

/** The French form, for the code that only speaks French so far. */
export function formatDateFr(isoDate: string): string {
  return formatDate(isoDate, 'fr');
}

/** The current year, at build time, for the copyright line. */
export function buildYear(): number {
  return new Date().getFullYear();
}
