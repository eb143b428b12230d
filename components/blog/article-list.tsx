import { articles } from '@/content/articles';
import { blogPage } from '@/content/blog-page';
import type { Locale } from '@/lib/i18n';
import { ArticleCard } from './article-card';
import styles from './article-list.module.css';

/** The page's heading and intro, then every article, the newest one wide. */
export function ArticleList({ locale }: { locale: Locale }) {
  const t = blogPage[locale].intro;
  return (
    <section className="section" aria-labelledby="blog-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1 id="blog-title">{t.title}</h1>
          <p>{t.lead}</p>
        </header>
        <ul className={styles.grid}>
          {articles[locale].map((article, index) => (
            <li key={article.id} className={index === 0 ? styles.wide : undefined}>
              <ArticleCard article={article} locale={locale} featured={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
