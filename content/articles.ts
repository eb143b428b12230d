import type { Locale } from '@/lib/i18n';
import { newestFirst, type Dated } from '@/lib/newest-first';
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

/** How many related articles an article page shows. */
export const RELATED_COUNT = 2;

interface Relatable extends Dated {
  related: number[];
}

/**
 * The related articles of `id` within `list`: first the ones it names (when they exist), then the
 * most recent others, so the page always has RELATED_COUNT real links. An unknown id gives an empty
 * list, never an error (computing it before checking that the article exists would crash on an
 * unknown id).
 */
export function pickRelated<T extends Relatable>(id: number, list: readonly T[], count = RELATED_COUNT): T[] {
  const article = list.find((candidate) => candidate.id === id);
  if (!article) return [];
  const chosen: T[] = [];
  const add = (candidate: T | undefined) => {
    if (candidate && candidate.id !== id && !chosen.includes(candidate) && chosen.length < count) chosen.push(candidate);
  };
  for (const relatedId of article.related) add(list.find((candidate) => candidate.id === relatedId));
  for (const candidate of [...list].sort(newestFirst)) add(candidate);
  return chosen;
}
