'use client';

import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import type { ShareCopy } from '@/content/share';
import { Icon } from '@/components/ui/icon';
import { useCanShare } from '@/components/ui/client-flags';
import { CopyStatus } from './copy-status';
import { LinkBox } from './link-box';
import { linkNetworks, ShareAnchor, shareVerb } from './share-anchor';
import { useCopyLink } from './use-copy-link';
import shared from './share.module.css';
import styles from './share-dialog.module.css';

const DEFAULT_DIALOG_ID = 'partager-article';
// A trigger asks the dialog to open with this event, and passes itself so focus can come back to it.
const OPEN_EVENT = 'share-dialog:open';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
      onClick={(event) => {
        document.getElementById(dialogId)?.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: event.currentTarget }));
      }}
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

/**
 * « Partager cet article »: a native modal <dialog> (showModal makes the rest of the page inert
 * and closes on Escape). We add what the platform leaves open: Tab cycles inside instead of
 * escaping to the browser's toolbar, a click on the backdrop closes, and focus always returns to
 * the button that opened it.
 */
export function ShareDialog({ url, title, profileUrl, copy, dialogId = DEFAULT_DIALOG_ID }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { status, announce, clear, copy: copyLink } = useCopyLink(url);
  const canShareNatively = useCanShare();
  const titleId = useId();
  const words = copy.dialog;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    function onOpen(event: Event) {
      if (!dialog || dialog.open) return;
      const opener = (event as CustomEvent<unknown>).detail;
      openerRef.current = opener instanceof HTMLElement ? opener : null;
      clear();
      dialog.showModal();
      closeRef.current?.focus();
    }
    function onClose() {
      clear();
      openerRef.current?.focus();
    }
    dialog.addEventListener(OPEN_EVENT, onOpen);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener(OPEN_EVENT, onOpen);
      dialog.removeEventListener('close', onClose);
    };
  }, [clear]);

  function close() {
    dialogRef.current?.close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The dialog box fills the <dialog> element, so a click on the element itself is a click on the backdrop.
  function onClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  async function copyToClipboard() {
    if (await copyLink()) {
      announce({ copied: true, text: words.copied });
    } else {
      inputRef.current?.select();
      announce({ copied: false, text: words.copyFailed });
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the visitor, or refused: the other options stay on screen.
    }
  }

  const option = (network: string, icon: 'facebook' | 'whatsapp' | 'users' | 'link' | 'share') => (
    <span className={`icon-badge ${styles.optionIcon}`} data-network={network}>
      <Icon name={icon} size={22} />
    </span>
  );
  const newTab = <span className="visually-hidden">{copy.newTab}</span>;

  return (
    <dialog
      ref={dialogRef}
      id={dialogId}
      className={shared.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
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
          {canShareNatively ? (
            <li>
              <button type="button" className={styles.option} onClick={shareNatively}>
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
