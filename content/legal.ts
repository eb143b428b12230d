import type { Locale } from '@/lib/i18n';
import { siteContent, type LegalPageEntry, type LegalSlug } from './load/site-content';

/*
 * The legal pages: /privacy, /terms and /cookies, in both languages (content/legal/<fr|en>/<slug>.md:
 * each language's text written for its readers, the facts they give the same). Every contact detail is
 * a {placeholder} of content/settings/centre.yml: never written in the text itself.
 */

export type { LegalSection } from './load/site-content';
export type LegalPage = LegalPageEntry;

/** The three pages in each language: `legalPages[locale].privacy`. */
export const legalPages: Record<Locale, Record<LegalSlug, LegalPage>> = siteContent.legal;
