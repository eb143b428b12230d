import { Icon } from '@/components/ui/icon';
import { facebookShareUrl, whatsappShareUrl } from '@/lib/share';
import { ShareDialogTrigger } from './share-dialog';
import styles from './share-links.module.css';

/** The share icons under an article's title: plain links (they work without JavaScript), then the dialog. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className={styles.share}>
      <p className={styles.label} id="share-links-label">
        Partager&nbsp;:
      </p>
      <ul className={styles.list} aria-labelledby="share-links-label">
        <li>
          <a
            className={styles.icon}
            data-network="facebook"
            href={facebookShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Partager sur Facebook (nouvel onglet)"
          >
            <Icon name="facebook" size={22} />
          </a>
        </li>
        <li>
          <a
            className={styles.icon}
            data-network="whatsapp"
            href={whatsappShareUrl(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Envoyer par WhatsApp (nouvel onglet)"
          >
            <Icon name="whatsapp" size={22} />
          </a>
        </li>
        <li>
          <ShareDialogTrigger className={styles.more}>
            <Icon name="share" size={20} />
            Plus d&apos;options
          </ShareDialogTrigger>
        </li>
      </ul>
    </div>
  );
}
