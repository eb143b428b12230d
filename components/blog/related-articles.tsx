import { Link } from '@/components/ui/link';
import type { Article } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { ArticleCard } from './article-card';
import styles from './related-articles.module.css';
import { paths } from '@/lib/routes';

/** « À lire aussi »: the article's related articles (always real ones, see getRelatedArticles). */
export function RelatedArticles({ articles }: { articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section className="section section-alt" aria-labelledby="related-title">
      <div className="container">
        <div className={styles.header}>
          <h2 id="related-title" className={styles.title}>
            À lire aussi
          </h2>
          <Link href={paths.blog} className={styles.all}>
            Tous les articles
            <Icon name="arrow-right" size={20} />
          </Link>
        </div>
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
