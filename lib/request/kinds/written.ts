import type { Locale } from '@/lib/i18n';
import type { FallbackCopy } from '../words';
import { valueInWords } from './in-words';
import type { FallbackWording, KindDefinition } from './kind';
import { RULES, type FieldRules } from './rule-table';

/*
 * What every kind writes the same way in the request written out for WhatsApp, SMS and e-mail, in the
 * page's language (fallback.ts): a labelled line; a kind written out in its own words, field by field.
 */

// French puts a no-break space before the colon; English none.
const COLON: Record<Locale, string> = { fr: '\u00A0: ', en: ': ' };

/** « Label : value », the empty word for a value left empty. */
export const lineOf =
  (copy: Pick<FallbackCopy, 'empty'>, locale: Locale) =>
  (label: string, value: string): string =>
    `${label}${COLON[locale]}${value || copy.empty}`;

/** The request written out's first lines: its greeting, then its reference when it has one. */
export const headLines = (greeting: string, { copy, locale, reference }: Pick<FallbackWording, 'copy' | 'locale' | 'reference'>): string[] => [
  greeting,
  '',
  ...(reference ? [lineOf(copy, locale)(copy.reference, reference)] : []),
];

/**
 * A kind that has its own words (KindWords, copy/request/<kind>.ts) written out: its greeting, the reference,
 * then each of its fields by its label, its value in words by its rule (in-words.ts).
 */
export function writtenInOwnWords(fields: FieldRules): NonNullable<KindDefinition['written']> {
  return {
    lines(values, { copy, locale, choiceLabels, reference, own }) {
      const line = lineOf(copy, locale);
      return [
        ...headLines(own?.greeting ?? copy.greeting, { copy, locale, reference }),
        // A value nobody reads but the gateway (a box of consent) is not written out.
        ...Object.keys(fields)
          .filter((field) => RULES[fields[field]!.is].staff !== 'none')
          .map((field) => line(own?.labels[field] ?? field, valueInWords(fields[field]!, values[field] ?? '', { locale, choiceLabels }))),
      ];
    },
    subject: (_, { copy, own }) => own?.subject ?? copy.subject,
  };
}
