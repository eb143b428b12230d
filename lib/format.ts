import { fill, type Locale, type Text } from './i18n';
import { publicationDay } from './publication';
import { DATE_LOCALES, formatTime, formatTimeRange, madeOnFirstUse } from './calendar-format';

export { formatDay, formatDayMonth, formatTime, formatTimeRange } from './calendar-format';

/*
 * Numbers and dates as each language writes them, computed at build time on the server (and by the
 * form in the browser) with the platform's Intl: no month names or separators of our own to ship,
 * but for the form's character count (formatCount below). Each formatter is made at its first use,
 * not when the module loads: in the browser the first Intl object costs a slow phone about 50 ms
 * (ICU loading its data), a price the form's scripts should pay only when they write a date, not
 * as they start.
 */


// Cameroon's French groups thousands with a narrow no-break space (« 10 000 »), its English with a comma.
const AMOUNT_LOCALES: Record<Locale, string> = { fr: 'fr-CM', en: 'en-CM' };
const amountFormatter = madeOnFirstUse((locale) => new Intl.NumberFormat(AMOUNT_LOCALES[locale], { maximumFractionDigits: 0 }));

const rangeWord: Record<Locale, string> = { fr: 'à', en: 'to' };

// The same separators, for the form's character count (a unit test holds them to Intl's).
const DIGIT_GROUP_SEPARATOR: Record<Locale, string> = { fr: '\u202F', en: ',' };

/**
 * A whole number as the page's language writes it (« 2 000 », « 2,000 »), for the form's counter,
 * which the browser renders as the visitor types: grouped here rather than by Intl, so that the
 * form does not pay Intl's first use as it starts, and its text matches the prerendered HTML
 * whatever ICU the browser has.
 */
export function formatCount(count: number, locale: Locale): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, DIGIT_GROUP_SEPARATOR[locale]);
}

/** 10000 → « 10 000 FCFA » / « 10,000 FCFA » (the unit never wraps away from its number). */
export function formatFcfa(amount: number, locale: Locale = 'fr'): string {
  return `${amountFormatter(locale).format(amount)}\u00A0FCFA`;
}

/** 655.957 → « 655,957 » / « 655.957 »: a decimal as the page's language writes it, every digit kept. */
export function formatDecimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(AMOUNT_LOCALES[locale], { maximumFractionDigits: 20 }).format(value);
}

const euroFormatter = madeOnFirstUse(
  (locale) => new Intl.NumberFormat(AMOUNT_LOCALES[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Cents of euro → « 165,15 € » / « €165.15 » (always two decimals: it is an exact conversion, lib/estimate.ts). */
export function formatEuros(cents: number, locale: Locale = 'fr'): string {
  return euroFormatter(locale).format(Math.round(cents) / 100);
}

/** What a price line's amount is made of (whole FCFA; `per` already in the page's language). */
export interface PriceAmount {
  min: number;
  max?: number;
  per?: string;
}

/**
 * A price line's amount: « 4 000 FCFA », « 3 000 à 15 000 FCFA », « 2 500 FCFA / heure »;
 * in English « 4,000 FCFA », « 3,000 to 15,000 FCFA », « 2,500 FCFA / hour ». `per` is already in the
 * page's language.
 */
export function formatPrice(line: PriceAmount, locale: Locale = 'fr'): string {
  const amount =
    line.max === undefined
      ? formatFcfa(line.min, locale)
      : `${amountFormatter(locale).format(line.min)} ${rangeWord[locale]} ${formatFcfa(line.max, locale)}`;
  return line.per ? `${amount}\u00A0/\u00A0${line.per}` : amount;
}

const dateFormatter = madeOnFirstUse(
  (locale) => new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

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
  return dateFormatter(locale)
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? part.value.charAt(0).toUpperCase() + part.value.slice(1) : part.value))
    .join('');
}

/** Opening and closing times as HH:MM (24-hour). */
export interface OpeningTimes {
  opens: string;
  closes: string;
}

/** What a row of opening hours shows: its times, or its words when it has none. */
export function formatHours(line: OpeningTimes | { text: string }, locale: Locale): string {
  return 'text' in line ? line.text : formatTimeRange(line.opens, line.closes, locale);
}

/** A text with {opens} and {closes} in it (copy/centre.ts), filled in each language with the times as it writes them. */
export function withHours(template: Text, { opens, closes }: OpeningTimes): Text {
  const filled = (locale: Locale) => fill(template[locale], { opens: formatTime(opens, locale), closes: formatTime(closes, locale) });
  return { fr: filled('fr'), en: filled('en') };
}

/** The current year, at build time (in Yaoundé, on the build's one clock: lib/publication.ts), for the copyright line. */
export function buildYear(): number {
  return Number(publicationDay().slice(0, 4));
}
