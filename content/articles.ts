import type { Locale } from '@/lib/i18n';
import { siteContent, type ArticleEntry } from './load/site-content';

/*
 * The blog's articles: content/articles/fr/<slug>.md and its English twin content/articles/en/<slug>.md,
 * numbered (their address is /blogDetails/<id>/). Health-education texts written for families in
 * Yaoundé; they never replace a consultation. An article not yet translated is published in French
 * only (the build says so). Pages read them through site/articles.ts, which names their author and
 * category in the page's language.
 */

/** The published articles of each language, newest first, as their files hold them (the author by file name). */
export const articleEntries: Record<Locale, ArticleEntry[]> = siteContent.articles;

export { pickRelated, RELATED_COUNT } from '@/lib/related-articles';
