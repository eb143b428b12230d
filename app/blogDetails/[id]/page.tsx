import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articles, getArticle, getRelatedArticles } from '@/content/articles';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleHeader } from '@/components/blog/article-header';
import { RelatedArticles } from '@/components/blog/related-articles';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/metadata';
import { articlePath } from '@/lib/routes';
import { articleJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map((article) => ({ id: String(article.id) }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle(Number((await params).id));
  if (!article) return {};
  // metaTitle: the full title is too long for a search result.
  const title = article.metaTitle ?? article.title;
  return pageMetadata({ title, description: article.excerpt, path: articlePath(article.id), article });
}

export default async function ArticlePage({ params }: Props) {
  // The existence check comes first; the related list is only computed for a real article.
  const article = getArticle(Number((await params).id));
  if (!article) notFound();
  const url = absoluteUrl(articlePath(article.id));
  return (
    <>
      <JsonLd data={articleJsonLd(article)} />
      <article>
        <ArticleHeader article={article} url={url} />
        <ArticleBody article={article} url={url} />
      </article>
      <RelatedArticles articles={getRelatedArticles(article)} />
    </>
  );
}
