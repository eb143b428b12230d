import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articles, getArticle, getRelatedArticles } from '@/site/articles';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/lib/i18n';
import { idParams, routeId, type IdRouteProps } from '@/lib/id-route';
import { absoluteUrl, pageMetadata } from '@/site/metadata';
import { articlePath } from '@/lib/routes';
import { articleJsonLd } from '@/site/structured-data';
import { siteSource } from '@/content/site';
import { ArticleView } from './article-view';

/** The route of an article's page: params { id } from the ids of the articles. */
export type ArticleRouteProps = IdRouteProps;

/** The articles published in that language (one not yet translated has no English page). */
export const articleStaticParams = (locale: Locale) => () => idParams(articles[locale]);

export function articleMetadata(locale: Locale) {
  return async (route: ArticleRouteProps): Promise<Metadata> => {
    const article = getArticle(await routeId(route), locale);
    if (!article) return {};
    // metaTitle: the full title is too long for a search result.
    const title = article.metaTitle ?? article.title;
    return pageMetadata({ title, description: article.excerpt, path: articlePath(article.id, locale), locale, article, languages: article.locales });
  };
}

export async function ArticlePage({ locale, ...route }: ArticleRouteProps & { locale: Locale }) {
  // The existence check comes first; the related list is only computed for a real article.
  const article = getArticle(await routeId(route), locale);
  if (!article) notFound();
  const url = absoluteUrl(articlePath(article.id, locale));
  return (
    <ArticleView article={article} related={getRelatedArticles(article, locale)} url={url} facebook={siteSource.social.facebook} locale={locale}>
      <JsonLd data={articleJsonLd(article, locale)} />
    </ArticleView>
  );
}
