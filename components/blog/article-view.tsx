import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import type { ArticleShown, ArticleTeaser } from '@/site/page-settings';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { RelatedArticles } from './related-articles';

export interface ArticleViewProps {
  article: ArticleShown;
  /** « À lire aussi » (content/articles.ts, pickRelated). */
  related: readonly ArticleTeaser[];
  /** The page's own address, which the share buttons send. */
  url: string;
  /** The centre's Facebook page, which the share dialog offers. */
  facebook: string;
  locale: Locale;
  /** What the route adds after the page, in the same list (its structured data): the export stays as it was. */
  children?: ReactNode;
}

/**
 * An article's page, from props only: the route (article-page.tsx) gives it the published article,
 * the editor's preview (editor/preview/article-preview.tsx) the one being typed.
 */
export function ArticleView({ article, related, url, facebook, locale, children }: ArticleViewProps) {
  return (
    <>
      <article>
        <ArticleHeader article={article} url={url} locale={locale} />
        <ArticleBody article={article} url={url} facebook={facebook} locale={locale} />
      </article>
      <RelatedArticles articles={related} locale={locale} />
      {children}
    </>
  );
}
