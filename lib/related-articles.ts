import { newestFirst, type Dated } from './newest-first';

/*
 * « À lire aussi »: which articles an article's page offers after it. Pure: the page picks among the
 * published articles (site/articles.ts), the editor's preview among them and the article being typed.
 */

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
