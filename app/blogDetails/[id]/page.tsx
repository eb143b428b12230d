import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { articles, getArticle } from '@/content/articles';
import { RichText } from '@/components/ui/rich-text';
import { formatDateFr } from '@/lib/format';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/json-ld';
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
  return pageMetadata({ title, description: article.excerpt, path: `/blogDetails/${article.id}/` });
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle(Number((await params).id));
  if (!article) notFound();
  return (
    <article className="section container">
      <JsonLd data={articleJsonLd(article)} />
      <Link href="/blog">Retour au blog</Link>
      <h1>{article.title}</h1>
      <p>
        <time dateTime={article.date}>{formatDateFr(article.date)}</time> · {article.author}
      </p>
      <div className="prose">
        <RichText blocks={article.fullContent} />
      </div>
    </article>
  );
}
