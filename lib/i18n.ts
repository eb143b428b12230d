/*
 * The site speaks French (at the root) and English (under /en/). Content is written once, with each
 * visitor-facing text as a record { fr, en }: a text missing in one language is a type error, not a
 * blank on the page. Pages pick their language on the server (localize), so the HTML and the
 * scripts of a French page never carry an English string, and the other way round.
 */

export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The language of the root, and of x-default for search engines. */
export const defaultLocale: Locale = 'fr';

/** A value written in every language of the site. */
export type Translated<T> = { readonly [L in Locale]: T };

/** Shorthand for the most common case: a text in both languages. */
export type Text = Translated<string>;

/**
 * A value that is already in one language and is handed over whole by localize(): rendered Markdown
 * (lib/prose.ts) is a tree of HTML nodes, never a { fr, en } record to look into.
 */
export abstract class InOneLanguage {
  declare private readonly inOneLanguage: never;
}

/** What a page sees once its language is chosen: every Translated<T> inside T becomes its T. */
export type Localized<T> =
  T extends Translated<infer V>
    ? Localized<V>
    : T extends InOneLanguage | ((...args: never[]) => unknown)
      ? T
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

function isTranslated(value: object): value is Translated<unknown> {
  const keys = Object.keys(value);
  return !Array.isArray(value) && keys.length === locales.length && locales.every((locale) => keys.includes(locale));
}

/** The value as one language sees it: each { fr, en } record, at any depth, gives way to its `locale` side. */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (typeof value !== 'object' || value === null || value instanceof InOneLanguage) return value as Localized<T>;
  if (isTranslated(value)) return localize(value[locale], locale) as Localized<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, locale)) as Localized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localize(item, locale)]),
  ) as Localized<T>;
}

/** The `lang` and Open Graph locale of each language (British English: Cameroon's English spelling). */
export const languageTags: Record<Locale, { lang: string; openGraph: string }> = {
  fr: { lang: 'fr', openGraph: 'fr_FR' },
  en: { lang: 'en', openGraph: 'en_GB' },
};

/** A template of the copy with its values in: « {count} / {max} caractères ». */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot: string, name: string) => (name in values ? String(values[name]) : slot));
}

/** The two forms of words about a count: « {count} étoile », « {count} étoiles ». */
export interface PluralText {
  one: string;
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Which form a count takes in a language, by Intl's rules (French: « 0 étoile, 1 étoile, 2 étoiles »; English: « 0 stars »). */
export function pluralForm(count: number, locale: Locale): keyof PluralText {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(languageTags[locale].lang)));
  // French also has « many » (1 000 000 de…): our texts write it as « other ».
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** The words about a count, in the form the count takes, with {count} filled. */
export function plural(count: number, forms: PluralText, locale: Locale): string {
  return fill(forms[pluralForm(count, locale)], { count });
}

/** A content source seen from each language, computed once: `services[locale]`. */
export function perLocale<T>(source: T): Record<Locale, Localized<T>> {
  return { fr: localize(source, 'fr'), en: localize(source, 'en') };
}

/** The site's other language: where the language switch leads. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}
