'use client';

import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import type { ShareCopy } from '@/copy/share';
import { Icon } from '@/components/ui/icon';
import { CopyStatus } from './copy-status';
import { LinkBox } from './link-box';
import { linkNetworks, ShareAnchor, shareVerb } from './share-anchor';
import { useCopyLink } from './use-copy-link';
import { openModalDialog, useModalDialog } from './use-modal-dialog';
import { useNativeShare } from './use-native-share';
import shared from './share.module.css';
import styles from './share-dialog.module.css';

const DEFAULT_DIALOG_ID = 'partager-article';

interface ShareDialogTriggerProps {
  children: ReactNode;
  className?: string;
  dialogId?: string;
}

/** A button that opens the share dialog; several may point at the same dialog. */
export function ShareDialogTrigger({ children, className, dialogId = DEFAULT_DIALOG_ID }: ShareDialogTriggerProps) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      onClick={(event) => openModalDialog(dialogId, event.currentTarget)}
    >
      {children}
    </button>
  );
}

interface ShareDialogProps {
  /** The canonical absolute URL of the article. */
  url: string;
  title: string;
  /** The centre's own page on the social network. */
  profileUrl: string;
  copy: ShareCopy;
  dialogId?: string;
}

/** « Partager cet article »: the networks, the centre's page, the link to copy and the device's share sheet, in a modal dialog. */
export function ShareDialog({ url, title, profileUrl, copy, dialogId = DEFAULT_DIALOG_ID }: ShareDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { status, clear, copy: copyLink } = useCopyLink(url);
  // Each opening starts without the last copy's news.
  const { close, dialogProps } = useModalDialog({ initialFocus: closeRef, onToggle: clear });
  const native = useNativeShare();
  const titleId = useId();
  const words = copy.dialog;

  async function copyToClipboard() {
    // Where the copy fails, the link is left selected for the device's own copy.
    if (!(await copyLink({ copied: words.copied, failed: words.copyFailed }))) inputRef.current?.select();
  }

  const option = (network: string, icon: 'facebook' | 'whatsapp' | 'users' | 'link' | 'share') => (
    <span className={`icon-badge ${styles.optionIcon}`} data-network={network}>
      <Icon name={icon} size={22} />
    </span>
  );
  const newTab = <span className="visually-hidden">{copy.newTab}</span>;

  return (
    <dialog id={dialogId} className={shared.dialog} aria-labelledby={titleId} {...dialogProps}>
      <div className={shared.dialogBox}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {words.title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={copy.close} onClick={close}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <p className={styles.subject}>{title}</p>

        <ul className={`plain-list ${styles.options}`}>
          {linkNetworks.map(({ network, name }) => (
            <li key={network}>
              <ShareAnchor network={network} url={url} text={title} className={styles.option}>
                {option(network, network)}
                {shareVerb(network, copy)}
                {name}
                {newTab}
              </ShareAnchor>
            </li>
          ))}
          <li>
            <a className={styles.option} href={profileUrl} target="_blank" rel="noopener noreferrer">
              {option('profile', 'users')}
              {words.followUs}
              {newTab}
            </a>
          </li>
          <li>
            <button type="button" className={styles.option} onClick={copyToClipboard}>
              {option('link', 'link')}
              {copy.copyLink}
            </button>
          </li>
          {native.available ? (
            <li>
              <button type="button" className={styles.option} onClick={() => void native.share({ title, url })}>
                {option('device', 'share')}
                {copy.otherApps}
              </button>
            </li>
          ) : null}
        </ul>

        <LinkBox url={url} label={words.linkLabel} button={words.copy} inputRef={inputRef} onCopy={copyToClipboard} />
        <CopyStatus status={status} />
      </div>
    </dialog>
  );
}
