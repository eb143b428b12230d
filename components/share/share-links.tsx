import type { ShareCopy } from '@/copy/share';
import { Icon } from '@/components/ui/icon';
import { linkNetworks, ShareAnchor, shareVerb } from './share-anchor';
import { ShareDialogTrigger } from './share-dialog';
import shared from './share.module.css';
import styles from './share-links.module.css';

/** The share icons under an article's title: plain links (they work without JavaScript), then the dialog. */
export function ShareLinks({ url, title, copy }: { url: string; title: string; copy: ShareCopy }) {
  return (
    <div className={styles.share}>
      <p className={styles.label} id="share-links-label">
        {copy.links.label}
      </p>
      <ul className={`plain-list ${shared.buttons}`} aria-labelledby="share-links-label">
        {linkNetworks.map(({ network, name }) => (
          <li key={network}>
            <ShareAnchor
              network={network}
              url={url}
              text={title}
              className={styles.icon}
              aria-label={`${shareVerb(network, copy)}${name}${copy.newTab}`}
            >
              <Icon name={network} size={22} />
            </ShareAnchor>
          </li>
        ))}
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
