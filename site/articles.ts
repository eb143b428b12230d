import { articleEntries, pickRelated } from '@/content/articles';
import { doctorSources } from '@/content/doctors';
import { siteSource } from '@/content/site';
import type { Article } from '@/content/types';
import { blogPage } from '@/copy/blog-page';
import { locales, type Locale } from '@/lib/i18n';
import { authorName, teamName } from './page-settings';

/*
 * The articles as pages show them, in each language: the content's articles (content/articles.ts)
 * with their author's name (a doctor's, or the centre's team) and their category's name, which are
 * words of the interface (copy/blog-page.ts).
 */

const authors = Object.fromEntries(doctorSources.map((doctor) => [doctor.slug, doctor.name]));

/** The published articles of each language, newest first: `articles[locale]`. */
export const articles = Object.fromEntries(
  locales.map((locale) => [
    locale,
    articleEntries[locale].map((article): Article => ({
      ...article,
      author: authorName(article.author, authors, teamName(siteSource.shortName, locale)),
      categoryName: blogPage[locale].article.categories[article.category],
    })),
  ]),
) as Record<Locale, Article[]>;

export function getArticle(id: number, locale: Locale): Article | undefined {
  return articles[locale].find((article) => article.id === id);
}

/** The related articles that exist, never the article itself; [] for an unknown article. */
export function getRelatedArticles(articleOrId: Article | number | undefined, locale: Locale): Article[] {
  if (articleOrId === undefined) return [];
  return pickRelated(typeof articleOrId === 'number' ? articleOrId : articleOrId.id, articles[locale]);
}
