import type { PriceLine } from '@/content/types';
import { eurosText, priceText } from '@/copy/prices';
import type { PriceUnit } from '@/lib/estimate';
import type { Locale } from '@/lib/i18n';

/*
 * A service's price lines as its page shows them. Reads no content: the page's loader and the
 * editor's preview (a service being typed) hand it the lines.
 */

export interface PriceRow {
  option: string;
  /** Whole FCFA; with `max`, a range. */
  min: number;
  max?: number;
  unit: PriceUnit;
  /** « 2 500 FCFA / heure » */
  price: string;
  /** « 3,81 € / heure » */
  euros: string;
}

/** A service's price lines, in its order, in the page's language. */
export function priceRows(prices: readonly PriceLine[], locale: Locale): PriceRow[] {
  return prices.map((line) => ({
    option: line.option,
    min: line.min,
    ...(line.max === undefined ? {} : { max: line.max }),
    unit: line.unit,
    price: priceText(line, locale),
    euros: eurosText(line, locale),
  }));
}

/** What the header quotes, « à partir de 2 500 FCFA / heure »: the cheapest line's lowest amount, with its unit; none without a line. */
export function fromPrice(prices: readonly Pick<PriceLine, 'min' | 'unit'>[], locale: Locale): string | undefined {
  const cheapest = prices.reduce<Pick<PriceLine, 'min' | 'unit'> | undefined>((low, line) => (!low || line.min < low.min ? line : low), undefined);
  return cheapest ? priceText({ min: cheapest.min, unit: cheapest.unit }, locale) : undefined;
}
