import type { Locale } from '@/lib/i18n';
import type { FallbackCopy } from '../words';

/*
 * What every kind writes the same way in the request written out for WhatsApp, SMS and e-mail, in the
 * page's language (fallback.ts): a labelled line.
 */

// French puts a no-break space before the colon; English none.
const colonOf = (locale: Locale) => (locale === 'fr' ? '\u00A0: ' : ': ');

/** « Label : value », the empty word for a value left empty. */
export const lineOf =
  (copy: Pick<FallbackCopy, 'empty'>, locale: Locale) =>
  (label: string, value: string): string =>
    `${label}${colonOf(locale)}${value || copy.empty}`;
