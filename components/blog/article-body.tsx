import clsx from 'clsx';
import { blogPage } from '@/copy/blog-page';
import { shareCopy } from '@/copy/share';
import { categoryAccent } from './category-accent';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { ShareDialog, ShareDialogTrigger } from '@/components/share/share-dialog';
import type { Locale } from '@/lib/i18n';
import type { ArticleShown } from '@/site/page-settings';
import styles from './article-body.module.css';

/** The article's text, its tags, and the invitation to share it (the dialog offers the centre's Facebook page, `facebook`). */
export function ArticleBody({ article, url, facebook, locale }: { article: ArticleShown; url: string; facebook: string; locale: Locale }) {
  const t = blogPage[locale].article;
  return (
    <div className={`section container ${styles.body}`}>
      <div className="prose">
        <p className={styles.lead}>{article.lead}</p>
        <RichText prose={article.body} />
      </div>

      <footer className={styles.footer}>
        <div className={styles.tags}>
          <p className={styles.tagsLabel} id="article-tags">
            {t.tags}
          </p>
          <ul className="plain-list" aria-labelledby="article-tags">
            <li className={clsx(styles.tag, categoryAccent(article.category))}>{article.categoryName}</li>
            <li className={styles.tag}>{t.healthTag}</li>
          </ul>
        </div>

        <div className={styles.shareBox}>
          <span className={`icon-badge ${styles.shareIcon}`}>
            <Icon name="heart" size={26} />
          </span>
          <p className={styles.shareText}>{t.shareInvite}</p>
          <ShareDialogTrigger className="btn btn-primary">
            <Icon name="share" size={20} />
            {t.share}
          </ShareDialogTrigger>
        </div>
        <ShareDialog url={url} title={article.title} profileUrl={facebook} copy={shareCopy[locale]} />
      </footer>

      <p className={styles.disclaimer}>
        <Icon name="stethoscope" size={20} />
        <span>{t.disclaimer}</span>
      </p>
    </div>
  );
}
