import { UNCHECKED_PLACEHOLDERS } from '@/content/load/placeholders';
import type { PlaceholderValues } from '@/content/load/text';
import type { FieldWords } from '@/content/schema/field-words';
import type { Locale } from '@/lib/i18n';
import type { ArticleSetting, ServiceSetting } from '@/site/page-settings';

/*
 * What the preview knows of the published site besides the entry being edited: the settings its page
 * shows around it (site/page-settings.ts: the centre's phone, quartiers and payments, the other
 * services, the articles « À lire aussi » picks from), and the facts a text may quote ({tel.urgences}, {fondatrice}…), as the published site had them when
 * the editor was built: pipeline/admin.ts (previewFacts) computes them with the build's own
 * placeholderValues and esbuild writes them into preview.js. A fact staff change in « Le centre »
 * shows in the preview once the site is rebuilt; the page itself always quotes the current one.
 */

/** The facts, by language and name, as plain JSON: what the build writes into the bundle. */
export type PreviewFacts = Record<Locale, Record<string, string>>;

// A JSON string, not an object: esbuild inlines a string where it is used, but hoists an object into
// a chunk the editor's first load shares.
declare const PREVIEW_FACTS: string | undefined;

/** The facts for the build's formatText, or the names alone (left as typed) outside the bundle. */
export function publishedFacts(): PlaceholderValues {
  if (typeof PREVIEW_FACTS === 'undefined') return UNCHECKED_PLACEHOLDERS;
  const facts = JSON.parse(PREVIEW_FACTS) as PreviewFacts;
  const table = (locale: Locale) => new Map(Object.entries(facts[locale]));
  return { fr: table('fr'), en: table('en') };
}

/** What the build writes: the same tables, as JSON. */
export function factsAsJson(values: PlaceholderValues): PreviewFacts {
  return { fr: Object.fromEntries(values.fr), en: Object.fromEntries(values.en) };
}

/** The settings of a service's page and an article's, by language: what the route's loaders (site/page-data.ts) give the page. */
export interface PreviewSettings {
  service: Record<Locale, ServiceSetting>;
  article: Record<Locale, ArticleSetting>;
  /** A position's page: when the centre usually calls a candidate (content/settings/centre.yml, « Recrutement »). */
  position: { replyDays: number };
}

declare const PREVIEW_SETTINGS: string | undefined;

/** The settings the build wrote into the bundle (pipeline/admin.ts); undefined outside it. */
export function publishedSettings(): PreviewSettings | undefined {
  return typeof PREVIEW_SETTINGS === 'undefined' ? undefined : (JSON.parse(PREVIEW_SETTINGS) as PreviewSettings);
}

declare const PREVIEW_FIELD_WORDS: string | undefined;

/**
 * The editor's words for each field, by key, as the build read them from the schemas (fieldWordsByKey,
 * written by pipeline/admin.ts): the preview names a field as the build's messages do, without bundling the
 * schemas. Outside the bundle, none: a field is named by its key.
 */
export function publishedFieldWords(): Record<string, FieldWords> {
  return typeof PREVIEW_FIELD_WORDS === 'undefined' ? {} : (JSON.parse(PREVIEW_FIELD_WORDS) as Record<string, FieldWords>);
}
