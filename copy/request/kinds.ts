import type { Locale, Text } from '@/lib/i18n';
import type { KindFormCopy, KindWords, OwnKind, OwnPagedKind, PagedKind } from '@/lib/request';
import type { OwnWords } from './form-copy';

/*
 * What each kind says that is its own, by kind, the compiler naming a kind missing from a table:
 * - after « Envoyer », for a kind added with its own words (its words' module, copy/request/<kind>.ts): one table a
 *   language, so that a French page's words never bring the English ones (fr.ts and en.ts each import their own);
 * - the words of the link to its page of its own (the footer's « Liens utiles »: site/request-pages.ts);
 * - for a kind whose page the shared one draws (components/request/kind-page.tsx), that page's words.
 * A kind the gateway makes (a WhatsApp message) has no form and no page, so none of these.
 */

export const KIND_WORDS_FR: { [K in OwnKind]: KindWords } = {};

export const KIND_WORDS_EN: { [K in OwnKind]: KindWords } = {};

/** The link to each kind's page of its own, in the kinds' order (lib/request/kinds/, page). */
export const KIND_LINKS: { [K in PagedKind]: Text } = {
  appointment: { fr: 'Prendre rendez-vous', en: 'Book an appointment' },
  application: { fr: 'Recrutement', en: 'Careers' },
};

/** A kind's page drawn by the shared one: what it says of itself, its opening band, its form's own words. */
export interface KindPageWords {
  /** Its title and description for search results and link previews (120–160 characters). */
  title: string;
  description: string;
  /** Its opening band: the word above its title (also its link preview's), the page's one h1, the line under it. */
  hero: { eyebrow: string; title: string; lead: string };
  /** Its form's own words (every form's come with them: copy/request/form-words.ts). */
  form: OwnWords<KindFormCopy>;
}

/** Each such page's words, in each language. */
export const KIND_PAGE_WORDS: { [K in OwnPagedKind]: Record<Locale, KindPageWords> } = {};
