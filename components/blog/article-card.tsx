import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import type { Article } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { formatDateFr } from '@/lib/format';
import { accentClass } from '@/components/ui/accent';
import { categoryColors } from '@/content/articles';
import styles from './article-card.module.css';
import { articlePath } from '@/lib/routes';
import { Artwork } from '@/components/ui/artwork';

interface ArticleCardProps {
  article: Article;
  /** h2 in the blog grid (under the page's h1), h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The wide variant: picture beside the text on large screens. */
  featured?: boolean;
  className?: string;
}

/** An article teaser; the whole card is clickable through its « Lire l'article » link. */
export function ArticleCard({ article, headingLevel = 2, featured = false, className }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={clsx(styles.card, featured && styles.featured, accentClass(categoryColors[article.category]), className)}>
      <div className={styles.media}>
        <Artwork
          image={article.image}
          // The title says what the card is about; the picture would only repeat it here.
          decorative
          loading="lazy"
          decoding="async"
        />
        <span className={styles.badge}>
          <Icon name={article.icon} size={26} />
        </span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{article.title}</Heading>
        <p className={styles.meta}>
          <span className={styles.category}>{article.category}</span>
          <span className={styles.date}>
            <Icon name="calendar" size={18} />
            <time dateTime={article.date}>{formatDateFr(article.date)}</time>
          </span>
        </p>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <Link href={articlePath(article.id)} className={styles.more}>
          Lire l&apos;article<span className="visually-hidden">&nbsp;: {article.title}</span>
          <Icon name="arrow-right" size={20} />
        </Link>
      </div>
    </article>
  );
}
