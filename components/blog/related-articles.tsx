import { Link } from '@/components/ui/link';
import { blogPage } from '@/content/blog-page';
import type { Article } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { ArticleCard } from './article-card';
import styles from './related-articles.module.css';

/** « À lire aussi »: the article's related articles (always real ones, see getRelatedArticles). */
export function RelatedArticles({ articles, locale }: { articles: Article[]; locale: Locale }) {
  if (articles.length === 0) return null;
  const t = blogPage[locale].article;
  return (
    <section className="section section-alt" aria-labelledby="related-title">
      <div className="container">
        <div className={styles.header}>
          <h2 id="related-title" className={styles.title}>
            {t.related}
          </h2>
          <Link href={pagePath('blog', locale)} className={styles.all}>
            {t.all}
            <Icon name="arrow-right" size={20} />
          </Link>
        </div>
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} locale={locale} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
