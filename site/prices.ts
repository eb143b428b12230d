import { services } from '@/content/services';
import type { Service } from '@/content/types';
import { eurosText, priceText } from '@/copy/prices';
import type { PriceUnit } from '@/lib/estimate';
import type { Locale } from '@/lib/i18n';
import { servicePath } from '@/lib/routes';

/*
 * The price lines as pages show them, from the services' files: each service's price panel, its
 * estimator and /tarifs/ read them here, so a price changed in the editor changes everywhere.
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
export function priceRows(service: Service, locale: Locale): PriceRow[] {
  return service.prices.map((line) => ({
    option: line.option,
    min: line.min,
    ...(line.max === undefined ? {} : { max: line.max }),
    unit: line.unit,
    price: priceText(line, locale),
    euros: eurosText(line, locale),
  }));
}

export interface ServicePrices {
  id: number;
  title: string;
  path: string;
  rows: PriceRow[];
}

/** Every service with its price lines, in the services' order: /tarifs/. */
export function allPrices(locale: Locale): ServicePrices[] {
  return services[locale].map((service) => ({ id: service.id, title: service.title, path: servicePath(service.id, locale), rows: priceRows(service, locale) }));
}
