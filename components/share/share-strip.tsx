'use client';

import { useId, useRef } from 'react';
import type { ShareCopy } from '@/copy/share';
import { Icon } from '@/components/ui/icon';
import { useHydrated, useMobileDevice } from '@/components/ui/client-flags';
import { fill } from '@/lib/i18n';
import { CopyStatus } from './copy-status';
import { LinkBox } from './link-box';
import { linkNetworks, ShareAnchor } from './share-anchor';
import { useCopyLink } from './use-copy-link';
import { useNativeShare } from './use-native-share';
import shared from './share.module.css';
import styles from './share-strip.module.css';

interface ShareStripProps {
  /** The page's canonical absolute URL (never window.location: previews and copies stay canonical). */
  url: string;
  title: string;
  /** Text put before the link in the WhatsApp message. */
  text: string;
  copy: ShareCopy;
}

/**
 * Share the page: Facebook and WhatsApp links (they work without JavaScript), then, once
 * JavaScript runs, Instagram (app deep link on phones and tablets, the three steps in a dialog
 * on a computer), copy link, and the device's own share sheet where it exists.
 */
export function ShareStrip({ url, title, text, copy }: ShareStripProps) {
  const hydrated = useHydrated();
  const mobile = useMobileDevice();
  const native = useNativeShare();
  // Both messages clear themselves: the strip stays on the page.
  const strip = useCopyLink(url, { clearAfter: 8000 });
  const inDialog = useCopyLink(url, { clearAfter: 8000 });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogCopyRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const words = copy.strip;

  function copyLink(target: typeof strip, after = '') {
    void target.copy({ copied: `${words.copied}${after}`, failed: fill(words.copyFailed, { url }) });
  }

  const network = (name: string) => (
    <>
      <span className="visually-hidden">{copy.shareOn}</span>
      {name}
    </>
  );

  return (
    <div className={styles.strip}>
      <p className={styles.heading} id={`${titleId}-label`}>
        <Icon name="share" size={20} />
        {words.heading}
      </p>
      <ul className={`plain-list ${shared.buttons}`} aria-labelledby={`${titleId}-label`}>
        {linkNetworks.map((link) => (
          <li key={link.network}>
            <ShareAnchor network={link.network} url={url} text={text} className={styles.action}>
              <Icon name={link.network} size={20} className={styles[link.network]} />
              {network(link.name)}
              <span className="visually-hidden">{copy.newTab}</span>
            </ShareAnchor>
          </li>
        ))}
        {hydrated ? (
          <>
            <li>
              {mobile ? (
                // Opens the app with the link ready to paste: Instagram takes no link in its URL.
                <a
                  className={styles.action}
                  href="instagram://app"
                  rel="noopener noreferrer"
                  data-network="instagram"
                  onClick={() => copyLink(strip, ` ${words.pasteInInstagram}`)}
                >
                  <Icon name="instagram" size={20} className={styles.instagram} />
                  {network('Instagram')}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  data-network="instagram"
                  aria-haspopup="dialog"
                  onClick={() => {
                    inDialog.clear();
                    dialogRef.current?.showModal();
                    // Start on the useful action, not on the long link field.
                    dialogCopyRef.current?.focus();
                  }}
                >
                  <Icon name="instagram" size={20} className={styles.instagram} />
                  {network('Instagram')}
                </button>
              )}
            </li>
            <li>
              <button type="button" className={styles.action} onClick={() => copyLink(strip)}>
                <Icon name="copy" size={20} />
                {copy.copyLink}
              </button>
            </li>
            {native.available ? (
              <li>
                <button type="button" className={styles.action} onClick={() => void native.share({ title, text, url })}>
                  <Icon name="share" size={20} />
                  {copy.otherApps}
                </button>
              </li>
            ) : null}
          </>
        ) : null}
      </ul>
      <CopyStatus status={strip.status} className={styles.status} />

      {hydrated && !mobile ? (
        <dialog ref={dialogRef} className={shared.dialog} aria-labelledby={titleId}>
          <div className={shared.dialogBox}>
            <h2 id={titleId} className={styles.dialogTitle}>
              <Icon name="instagram" size={24} className={styles.instagram} />
              {words.instagram.title}
            </h2>
            <p>{words.instagram.intro}</p>
            <ol className={styles.steps}>
              {words.instagram.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <LinkBox
              url={url}
              label={words.instagram.linkLabel}
              labelHidden
              button={copy.copyLink}
              buttonRef={dialogCopyRef}
              onCopy={() => copyLink(inDialog)}
            />
            <CopyStatus status={inDialog.status} />
            <form method="dialog" className={styles.dialogActions}>
              <button type="submit" className="btn btn-outline">
                {copy.close}
              </button>
            </form>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
