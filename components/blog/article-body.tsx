import clsx from 'clsx';
import type { Article } from '@/content/types';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { accentClass } from '@/components/ui/accent';
import { categoryColors, healthTag } from '@/content/articles';
import { ShareDialog, ShareDialogTrigger } from '@/components/share/share-dialog';
import { shareCopy } from '@/content/share';
import styles from './article-body.module.css';

/** The article's text, its tags, and the invitation to share it. */
export function ArticleBody({ article, url }: { article: Article; url: string }) {
  return (
    <div className={`section container ${styles.body}`}>
      <div className="prose">
        <p className={styles.lead}>{article.content}</p>
        <RichText blocks={article.fullContent} />
      </div>

      <footer className={styles.footer}>
        <div className={styles.tags}>
          <p className={styles.tagsLabel} id="article-tags">
            Mots-clés&nbsp;:
          </p>
          <ul aria-labelledby="article-tags">
            <li className={clsx(styles.tag, accentClass(categoryColors[article.category]))}>
              {article.category}
            </li>
            <li className={styles.tag}>{healthTag}</li>
          </ul>
        </div>

        <div className={styles.shareBox}>
          <span className={styles.shareIcon}>
            <Icon name="heart" size={26} />
          </span>
          <p className={styles.shareText}>Ces conseils peuvent aider un proche&nbsp;? Faites-les circuler.</p>
          <ShareDialogTrigger className="btn btn-primary">
            <Icon name="share" size={20} />
            Partager cet article
          </ShareDialogTrigger>
        </div>
        <ShareDialog url={url} title={article.title} profileUrl={site.social.facebook} copy={shareCopy} />
      </footer>

      <p className={styles.disclaimer}>
        <Icon name="stethoscope" size={20} />
        <span>
          Ces conseils ne remplacent pas une consultation. En cas de doute sur la santé d&apos;un proche, parlez-en à
          son médecin ou appelez-nous.
        </span>
      </p>
    </div>
  );
}
