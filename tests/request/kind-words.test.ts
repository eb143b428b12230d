import { describe, expect, it } from 'vitest';
import { KIND_PAGE_WORDS, KIND_WORDS_EN, KIND_WORDS_FR, type KindPageWords } from '@/copy/request/kinds';
import { locales, type Locale } from '@/lib/i18n';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { memberOf } from '@/lib/closed-set';

/*
 * A field added to a kind whose words are copy/request/kinds.ts's: its labels are a Record of strings, so the
 * compiler names none missing, and the form, the request written out and the confirmation would show the field's
 * name (« canTravel ») where its label was forgotten. This names each one, by kind, language and table.
 */

type Labelled = Record<string, { labels: Record<string, string> }>;

/** Every field of each kind a table holds words for that has no label there: « homeVisit fr KIND_WORDS canTravel ». */
const missingLabels = (tables: Record<string, Labelled>, fieldsOf: (kind: string) => readonly string[] | undefined): string[] =>
  Object.entries(tables).flatMap(([table, byKind]) =>
    Object.entries(byKind).flatMap(([key, words]) => {
      const [kind, locale] = key.split(' ');
      return (fieldsOf(kind!) ?? ['(no such kind)']).filter((field) => !words.labels[field]).map((field) => `${kind} ${locale} ${table} ${field}`);
    }),
  );

const fieldsOfKind = (kind: string) => {
  const known = memberOf(REQUEST_KINDS, kind);
  return known === undefined ? undefined : Object.keys(REQUEST_KINDS[known].fields);
};

const byKindAndLocale = <W extends { labels: Record<string, string> }>(byLocale: Record<string, Record<string, W>>): Labelled =>
  Object.fromEntries(Object.entries(byLocale).flatMap(([locale, byKind]) => Object.entries(byKind).map(([kind, words]) => [`${kind} ${locale}`, words])));

describe('a kind’s words in copy/request/kinds.ts (issue 84.1: a field added is named where its label is missing)', () => {
  it('label every field of its kind, after « Envoyer » and on its page’s form, in both languages', () => {
    const pageForms = Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(Object.entries(KIND_PAGE_WORDS as Record<string, Record<Locale, KindPageWords>>).map(([kind, words]) => [kind, words[locale].form]))]));
    const tables = { KIND_WORDS: byKindAndLocale({ fr: KIND_WORDS_FR, en: KIND_WORDS_EN }), KIND_PAGE_WORDS: byKindAndLocale(pageForms) };
    expect(missingLabels(tables, fieldsOfKind)).toEqual([]);
  });

  it('names a label forgotten, and a kind the table does not know (the check itself)', () => {
    const fields = { homeVisit: ['fullName', 'canTravel'] } as Record<string, string[]>;
    const tables = { KIND_WORDS: { 'homeVisit fr': { labels: { fullName: 'Nom complet' } }, 'gone en': { labels: {} } } };
    expect(missingLabels(tables, (kind) => fields[kind])).toEqual(['homeVisit fr KIND_WORDS canTravel', 'gone en KIND_WORDS (no such kind)']);
  });
});
