import { UNCHECKED_PLACEHOLDERS } from '@/content/load/placeholders';
import type { PlaceholderValues } from '@/content/load/text';
import type { Locale } from '@/lib/i18n';

/*
 * The facts a text may quote ({tel.urgences}, {fondatrice}…), as the published site had them when
 * the editor was built: scripts/admin.ts (previewFacts) computes them with the build's own
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
