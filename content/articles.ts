import { perLocale, type Locale, type Text } from '@/lib/i18n';
import { doctorSources } from './doctors';
import { siteContent } from './load/site-content';
import { siteSource } from './site';
import type { AccentColor, Article, ArticleCategory } from './types';

/*
 * The blog's articles: content/articles/fr/<slug>.md and its English twin content/articles/en/<slug>.md,
 * numbered (their address is /blogDetails/<id>/). Health-education texts written for families in
 * Yaoundé; they never replace a consultation. An article not yet translated is published in French
 * only (the build says so). Here: the words of the blog around them, and the helpers pages use.
 */

/** Who signs an article written by no one doctor. */
const TEAM: Text = { fr: `L'équipe ${siteSource.shortName}`, en: `The ${siteSource.shortName} team` };

/** The categories, their names, and one brand accent each for their chips and icon badges. */
export const categoryNames: Record<ArticleCategory, Text> = {
  support: { fr: 'Accompagnement', en: 'Support' },
  home: { fr: 'Domicile', en: 'At home' },
  health: { fr: 'Santé', en: 'Health' },
  nutrition: { fr: 'Alimentation', en: 'Nutrition' },
  wellbeing: { fr: 'Bien-être', en: 'Well-being' },
};

export const categoryColors: Record<ArticleCategory, AccentColor> = { support: 'teal', home: 'blue', health: 'rose', nutrition: 'green', wellbeing: 'violet' };

/** The fixed health tag every article carries beside its category. */
export const healthTag = perLocale({ fr: 'Santé à domicile', en: 'Health at home' });

function authorName(slug: string | undefined, locale: Locale): string {
  return doctorSources.find((doctor) => doctor.slug === slug)?.name ?? TEAM[locale];
}

/** The published articles of each language, newest first: `articles[locale]`. */
export const articles: Record<Locale, Article[]> = {
  fr: siteContent.articles.fr.map((article) => ({ ...article, author: authorName(article.author, 'fr'), categoryName: categoryNames[article.category].fr })),
  en: siteContent.articles.en.map((article) => ({ ...article, author: authorName(article.author, 'en'), categoryName: categoryNames[article.category].en })),
};

export function getArticle(id: number, locale: Locale): Article | undefined {
  return articles[locale].find((article) => article.id === id);
}

/** How many related articles an article page shows. */
export const RELATED_COUNT = 2;

/**
 * The related articles of `id` within `list`: first the ones it names (when they exist), then the
 * most recent others, so the page always has RELATED_COUNT real links. An unknown id gives an empty
 * list, never an error (computing it before checking that the article exists would crash on an
 * unknown id).
 */
export function pickRelated(id: number, list: readonly Article[], count = RELATED_COUNT): Article[] {
  const article = list.find((candidate) => candidate.id === id);
  if (!article) return [];
  const chosen: Article[] = [];
  const add = (candidate: Article | undefined) => {
    if (candidate && candidate.id !== id && !chosen.includes(candidate) && chosen.length < count) chosen.push(candidate);
  };
  for (const relatedId of article.related) add(list.find((candidate) => candidate.id === relatedId));
  const newestFirst = [...list].sort((a, b) => b.date.localeCompare(a.date));
  for (const candidate of newestFirst) add(candidate);
  return chosen;
}

/** The related articles that exist, never the article itself; [] for an unknown article. */
export function getRelatedArticles(articleOrId: Article | number | undefined, locale: Locale): Article[] {
  if (articleOrId === undefined) return [];
  return pickRelated(typeof articleOrId === 'number' ? articleOrId : articleOrId.id, articles[locale]);
}
