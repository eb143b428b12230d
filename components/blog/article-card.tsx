import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { blogPage } from '@/copy/blog-page';
import { categoryAccent } from './category-accent';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { articlePath } from '@/lib/routes';
import type { ArticleTeaser } from '@/site/page-settings';
import styles from './article-card.module.css';
import { fromWidth } from '@/lib/breakpoints';

interface ArticleCardProps {
  article: Omit<ArticleTeaser, 'related'>;
  locale: Locale;
  /** h2 in the blog grid (under the page's h1), h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The wide variant: picture beside the text on large screens. */
  featured?: boolean;
  className?: string;
}

/** An article teaser; the whole card is clickable through its « Lire l'article » link. */
export function ArticleCard({ article, locale, headingLevel = 2, featured = false, className }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = blogPage[locale].card;
  return (
    <article className={clsx('card', styles.card, featured && styles.featured, categoryAccent(article.category), className)}>
      <div className={styles.media}>
        <Artwork
          image={article.image}
          // The title says what the card is about; the picture would only repeat it here.
          decorative
          lazy
          sizes={`${fromWidth('desktop')} 23rem, ${fromWidth('tablet')} 50vw, 100vw`}
        />
        <span className={`icon-badge ${styles.badge}`}>
          <Icon name={article.icon} size={26} />
        </span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{article.title}</Heading>
        <p className={styles.meta}>
          <span className={styles.category}>{article.categoryName}</span>
          <span className={styles.date}>
            <Icon name="calendar" size={18} />
            <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
          </span>
        </p>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <Link href={articlePath(article.id, locale)} className={styles.more}>
          {t.read}
          <span className="visually-hidden">
            {t.colon}
            {article.title}
          </span>
          <Icon name="arrow-right" size={20} />
        </Link>
      </div>
    </article>
  );
}
