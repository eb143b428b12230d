import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import type { Article } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { formatDateFr } from '@/lib/format';
import { accentClass } from '@/components/ui/accent';
import { categoryColors } from '@/content/articles';
import { readingMinutes } from '@/lib/reading-time';
import { ShareLinks } from '@/components/share/share-links';
import { shareCopy } from '@/content/share';
import styles from './article-header.module.css';
import { paths } from '@/lib/routes';
import { Artwork } from '@/components/ui/artwork';

/** « Par Dr … », and « Par l'équipe … » with the article in lower case. */
function byline(author: string): string {
  return `Par ${author.replace(/^(L'|La |Le |Les )/, (article) => article.toLowerCase())}`;
}

/** The article's banner: back link, category and icon, title, date, author, share icons and picture. */
export function ArticleHeader({ article, url }: { article: Article; url: string }) {
  const minutes = readingMinutes(article.fullContent, article.content);
  return (
    <header className={clsx(styles.banner, accentClass(categoryColors[article.category]))}>
      <div className="container">
        <Link href={paths.blog} className={styles.back}>
          <Icon name="arrow-left" size={20} />
          Retour au blog
        </Link>
        <div className={styles.layout}>
          <div className={styles.intro}>
            <p className={styles.category}>
              <span className={styles.categoryIcon}>
                <Icon name={article.icon} size={22} />
              </span>
              <span>
                <span className="visually-hidden">Catégorie&nbsp;: </span>
                {article.category}
              </span>
            </p>
            <h1 className={styles.title}>{article.title}</h1>
            <ul className={styles.meta}>
              <li>
                <Icon name="calendar" size={20} />
                <span>
                  Publié le <time dateTime={article.date}>{formatDateFr(article.date)}</time>
                </span>
              </li>
              <li>
                <Icon name="user" size={20} />
                <span>{byline(article.author)}</span>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>Lecture&nbsp;: {minutes}&nbsp;min</span>
              </li>
            </ul>
            <ShareLinks url={url} title={article.title} copy={shareCopy} />
          </div>
          <div className={styles.media}>
            <Artwork
              image={article.image}
              // The banner is the page's largest paint on wide screens.
              loading="eager"
              fetchPriority="high"
            />
          </div>
        </div>
      </div>
    </header>
  );
}
