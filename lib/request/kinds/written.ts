import { formatTimeRange } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { readSlot } from '../callback';
import type { FallbackCopy } from '../words';

/*
 * What every kind writes the same way in the request written out for WhatsApp, SMS and e-mail, in the
 * page's language (fallback.ts): a labelled line, a call-back's slot.
 */

// French puts a no-break space before the colon; English none.
const colonOf = (locale: Locale) => (locale === 'fr' ? '\u00A0: ' : ': ');

/** « Label : value », the empty word for a value left empty. */
export const lineOf =
  (copy: Pick<FallbackCopy, 'empty'>, locale: Locale) =>
  (label: string, value: string): string =>
    `${label}${colonOf(locale)}${value || copy.empty}`;

/** A call-back's slot with the times the family chose, in the page's language (« l'après-midi (12 h – 17 h) »). */
export function slotWords(value: string, copy: Pick<FallbackCopy, 'slots'>, locale: Locale): string {
  const chosen = readSlot(value);
  return chosen ? `${copy.slots[chosen.slot]} (${formatTimeRange(chosen.from, chosen.to, locale)})` : value;
}
