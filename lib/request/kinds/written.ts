import { parseDateInput } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { slotValueInWords } from '../slot-words';
import type { FallbackCopy } from '../words';
import type { FallbackWording, KindDefinition } from './kind';
import { fieldsOf, type FieldRules } from './rules';

/*
 * What every kind writes the same way in the request written out for WhatsApp, SMS and e-mail, in the
 * page's language (fallback.ts): a labelled line; a kind written out in its own words, field by field.
 */

// French puts a no-break space before the colon; English none.
const colonOf = (locale: Locale) => (locale === 'fr' ? '\u00A0: ' : ': ');

/** « Label : value », the empty word for a value left empty. */
export const lineOf =
  (copy: Pick<FallbackCopy, 'empty'>, locale: Locale) =>
  (label: string, value: string): string =>
    `${label}${colonOf(locale)}${value || copy.empty}`;

/** The request written out's first lines: its greeting, then its reference when it has one. */
export const headLines = (greeting: string, { copy, locale, reference }: Pick<FallbackWording, 'copy' | 'locale' | 'reference'>): string[] => [
  greeting,
  '',
  ...(reference ? [lineOf(copy, locale)(copy.reference, reference)] : []),
];

/**
 * A kind that has its own words (KindWords, copy/request/<kind>.ts) written out: its greeting, the reference,
 * then each of its fields by its label, a day in words, a slot with its times, a choice by the page's label.
 */
export function writtenInOwnWords(fields: FieldRules): KindDefinition['written'] {
  return {
    lines(values, { copy, locale, choiceLabels, reference, own }) {
      const line = lineOf(copy, locale);
      const shown = (field: string, value: string) => {
        const rule = fields[field]!;
        const date = rule.is === 'date' ? parseDateInput(value) : null;
        if (date) return formatDay(date, locale);
        if (rule.is === 'slot') return slotValueInWords(value, locale);
        return rule.is === 'choice' ? (choiceLabels[value] ?? value) : value;
      };
      return [
        ...headLines(own?.greeting ?? copy.greeting, { copy, locale, reference }),
        ...fieldsOf(fields).map((field) => line(own?.labels[field] ?? field, shown(field, (values[field] ?? '').trim()))),
      ];
    },
    subject: (_, { copy, own }) => own?.subject ?? copy.subject,
  };
}
