import { services } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { servicePath } from '@/lib/routes';
import { priceRows, type PriceRow } from './price-rows';

export { priceRows, type PriceRow };

/*
 * The price lines as pages show them, from the services' files: each service's price panel, its
 * estimator and /tarifs/ read them here (price-rows.ts), so a price changed in the editor changes everywhere.
 */

export interface ServicePrices {
  id: number;
  title: string;
  path: string;
  rows: PriceRow[];
}

/** Every service with its price lines, in the services' order: /tarifs/. */
export function allPrices(locale: Locale): ServicePrices[] {
  return services[locale].map((service) => ({ id: service.id, title: service.title, path: servicePath(service.id, locale), rows: priceRows(service.prices, locale) }));
}
