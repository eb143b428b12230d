import type { Article } from '@/content/types';
import { ArticleCard } from './article-card';
import styles from './article-list.module.css';

interface ArticleListProps {
  title: string;
  lead: string;
  articles: Article[];
}

/** The page's heading and intro, then every article, the newest one wide. */
export function ArticleList({ title, lead, articles }: ArticleListProps) {
  return (
    <section className="section" aria-labelledby="blog-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Blog santé</p>
          <h1 id="blog-title">{title}</h1>
          <p>{lead}</p>
        </header>
        <ul className={styles.grid}>
          {articles.map((article, index) => (
            <li key={article.id} className={index === 0 ? styles.wide : undefined}>
              <ArticleCard article={article} featured={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
