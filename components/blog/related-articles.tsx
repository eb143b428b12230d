import { blogPage } from '@/copy/blog-page';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CardGrid } from '@/components/ui/card-grid';
import { Section, sectionTitleId } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import type { ArticleTeaser } from '@/site/page-settings';
import { ArticleCard } from './article-card';
import styles from './related-articles.module.css';

/** « À lire aussi »: the article's related articles (always real ones, see getRelatedArticles). */
export function RelatedArticles({ articles, locale }: { articles: readonly ArticleTeaser[]; locale: Locale }) {
  if (articles.length === 0) return null;
  const t = blogPage[locale].article;
  return (
    <Section name="related" tone="alt">
      <div className={`row-apart ${styles.header}`}>
        <h2 id={sectionTitleId('related')} className={styles.title}>
          {t.related}
        </h2>
        <ArrowLink href={pagePath('blog', locale)}>
          {t.all}
        </ArrowLink>
      </div>
      <CardGrid columns={2} gap={6} stretch>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} locale={locale} headingLevel={3} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
