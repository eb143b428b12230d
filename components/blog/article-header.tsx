import clsx from 'clsx';
import { blogPage } from '@/copy/blog-page';
import { shareCopy } from '@/copy/share';
import { ArrowLink } from '@/components/ui/arrow-link';
import { categoryAccent } from './category-accent';
import { Artwork } from '@/components/ui/artwork';
import { Icon } from '@/components/ui/icon';
import { ShareLinks } from '@/components/share/share-links';
import { formatDate } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';
import { readingMinutes } from '@/lib/reading-time';
import { pagePath } from '@/lib/routes';
import type { ArticleShown } from '@/site/page-settings';
import styles from './article-header.module.css';
import { fromWidth } from '@/lib/breakpoints';

/** « Par Dr … », « Par l'équipe … », « By the … team »: an article in front of a name is lower-cased. */
function byline(template: string, author: string): string {
  return fill(template, { author: author.replace(/^(L'|La |Le |Les |The )/, (word) => word.toLowerCase()) });
}

/** The article's banner: back link, category and icon, title, date, author, share icons and picture. */
export function ArticleHeader({ article, url, locale }: { article: ArticleShown; url: string; locale: Locale }) {
  const minutes = readingMinutes(article.body, article.lead);
  const t = blogPage[locale].article;
  const date = <time dateTime={article.date}>{formatDate(article.date, locale)}</time>;
  const [beforeDate, afterDate] = t.published.split('{date}');
  return (
    <header className={clsx(styles.banner, categoryAccent(article.category))}>
      <div className="container">
        <ArrowLink back href={pagePath('blog', locale)} className={styles.back}>
          {t.back}
        </ArrowLink>
        <div className={styles.layout}>
          <div className={styles.intro}>
            <p className={styles.category}>
              <span className={`icon-badge ${styles.categoryIcon}`}>
                <Icon name={article.icon} size={22} />
              </span>
              <span>
                <span className="visually-hidden">{t.category}</span>
                {article.categoryName}
              </span>
            </p>
            <h1 className={styles.title}>{article.title}</h1>
            <ul className={`plain-list ${styles.meta}`}>
              <li>
                <Icon name="calendar" size={20} />
                <span>
                  {beforeDate}
                  {date}
                  {afterDate}
                </span>
              </li>
              <li>
                <Icon name="user" size={20} />
                <span>{byline(t.by, article.author)}</span>
              </li>
              <li>
                <Icon name="clock" size={20} />
                <span>{fill(t.reading, { minutes })}</span>
              </li>
            </ul>
            <ShareLinks url={url} title={article.title} copy={shareCopy[locale]} />
          </div>
          <div className={styles.media}>
            <Artwork
              image={article.image}
              // The banner is the page's largest paint on wide screens.
              loading="eager"
              fetchPriority="high"
              sizes={`${fromWidth('desktop')} 36rem, 100vw`}
            />
          </div>
        </div>
      </div>
    </header>
  );
}
