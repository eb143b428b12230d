import type { PriceLine } from '@/content/types';

// fr-CM groups thousands with a narrow no-break space: « 10 000 FCFA » never wraps.
const amountFormatter = new Intl.NumberFormat('fr-CM', { maximumFractionDigits: 0 });

/** 10000 → « 10 000 FCFA » (with no-break spaces). */
export function formatFcfa(amount: number): string {
  return `${amountFormatter.format(amount)}\u00A0FCFA`;
}

/** A price line's amount: « 4 000 FCFA », « 3 000 à 15 000 FCFA » or « 2 500 FCFA / heure ». */
export function formatPrice(line: Pick<PriceLine, 'min' | 'max' | 'per'>): string {
  const amount =
    line.max === undefined
      ? formatFcfa(line.min)
      : `${amountFormatter.format(line.min)} à ${formatFcfa(line.max)}`;
  return line.per ? `${amount}\u00A0/\u00A0${line.per}` : amount;
}

const MONTHS = [
  'Janvier',
  'Février',
  'Mars',
  'Avril',
  'Mai',
  'Juin',
  'Juillet',
  'Août',
  'Septembre',
  'Octobre',
  'Novembre',
  'Décembre',
] as const;

/**
 * ISO date → « 15 Mai 2024 », the spec's display form (capitalised month).
 * Parsed by hand so that no time zone can shift the day.
 */
export function formatDateFr(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Date ISO invalide : ${isoDate}`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) throw new Error(`Mois invalide : ${isoDate}`);
  return `${Number(day)} ${monthName} ${year}`;
}

/** The current year, at build time, for the copyright line. */
export function buildYear(): number {
  return new Date().getFullYear();
}
