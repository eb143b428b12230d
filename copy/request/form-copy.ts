import type { Locale } from '@/lib/i18n';
import type { SharedFormWords } from '@/lib/request';
import { possibleProblems, type FieldSpec } from '@/lib/request/kinds/rule-table';
import { formWords } from './form-words';

/*
 * A form's words as its page hands them to it: every form's (form-words.ts) with its own over them.
 */

/** What a form's words module writes: its own words, and any of every form's it says its own way. */
export type OwnWords<Copy> = Omit<Copy, keyof SharedFormWords> & Partial<Omit<SharedFormWords, 'validation'>> & { validation?: Partial<Record<string, string>> };

/**
 * A form's words in its page's language: every form's, its own over them, and of the messages those its fields
 * may need only (a field's own message, else each problem its rule may find there: kinds/rule-table.ts), so that
 * a page carries no word its form cannot say.
 */
export function formCopy<Own extends { validation?: Partial<Record<string, string>> }>(locale: Locale, own: Own, fields: readonly FieldSpec[]) {
  const { validation: every, ...words } = formWords[locale];
  const validation: Record<string, string> = {};
  for (const { name, rule } of fields) {
    const mine = own.validation?.[name];
    if (mine !== undefined) validation[name] = mine;
    else for (const problem of possibleProblems(rule)) validation[problem] = own.validation?.[problem] ?? every[problem];
  }
  return { ...words, ...own, validation };
}
