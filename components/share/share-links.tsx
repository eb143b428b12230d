import type { ShareCopy } from '@/content/share';
import { Icon } from '@/components/ui/icon';
import { ShareAnchor } from './share-anchor';
import { ShareDialogTrigger } from './share-dialog';
import styles from './share-links.module.css';

/** The share icons under an article's title: plain links (they work without JavaScript), then the dialog. */
export function ShareLinks({ url, title, copy }: { url: string; title: string; copy: ShareCopy }) {
  return (
    <div className={styles.share}>
      <p className={styles.label} id="share-links-label">
        {copy.links.label}
      </p>
      <ul className={styles.list} aria-labelledby="share-links-label">
        <li>
          <ShareAnchor
            network="facebook"
            url={url}
            text={title}
            className={styles.icon}
            aria-label={`${copy.shareOn}Facebook${copy.newTab}`}
          >
            <Icon name="facebook" size={22} />
          </ShareAnchor>
        </li>
        <li>
          <ShareAnchor
            network="whatsapp"
            url={url}
            text={title}
            className={styles.icon}
            aria-label={`${copy.sendBy}WhatsApp${copy.newTab}`}
          >
            <Icon name="whatsapp" size={22} />
          </ShareAnchor>
        </li>
        <li>
          <ShareDialogTrigger className={styles.more}>
            <Icon name="share" size={20} />
            {copy.links.more}
          </ShareDialogTrigger>
        </li>
      </ul>
    </div>
  );
}
