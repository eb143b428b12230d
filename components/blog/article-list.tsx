import { articles } from '@/site/articles';
import { blogPage } from '@/copy/blog-page';
import type { Locale } from '@/lib/i18n';
import { CardGrid } from '@/components/ui/card-grid';
import { Section, SectionHeader } from '@/components/ui/section';
import { ArticleCard } from './article-card';
import styles from './article-list.module.css';

/** The page's heading and intro, then every article, the newest one wide. */
export function ArticleList({ locale }: { locale: Locale }) {
  const t = blogPage[locale].intro;
  return (
    <Section name="blog">
      <SectionHeader name="blog" level={1} eyebrowAs="p" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <CardGrid columns={3} gap={6} stretch>
        {articles[locale].map((article, index) => (
          <li key={article.id} className={index === 0 ? styles.wide : undefined}>
            <ArticleCard article={article} locale={locale} featured={index === 0} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
