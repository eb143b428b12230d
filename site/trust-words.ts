import type { SiteConfig } from '@/content/types';
import { trust } from '@/copy/trust';
import { formatFcfa } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';

/*
 * Trust facts in words, from facts handed over (site/trust.ts hands the centre's; the editor's
 * preview, the published ones): no content read here.
 */

export type Quartier = SiteConfig['quartiers'][number];
export type PaymentEntry = SiteConfig['payment'][number];

/** « sous 2 h, sans frais de déplacement »: what a visit to one quartier takes and costs. */
export function quartierTerms(quartier: Quartier, locale: Locale): string {
  const t = trust[locale];
  const fee = quartier.travelFee ? fill(t.travelFee, { amount: formatFcfa(quartier.travelFee, locale) }) : t.noTravelFee;
  return quartier.delay ? `${quartier.delay}, ${fee}` : fee;
}

/** The ways to pay, once each, in the order given (« Espèces, MTN Mobile Money… »). */
export function paymentNamesOf(payment: readonly PaymentEntry[], locale: Locale): string[] {
  return [...new Set(payment.map((entry) => trust[locale].paymentMethods[entry.method]))];
}
