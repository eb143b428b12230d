'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { copyText, facebookShareUrl, whatsappShareUrl } from '@/lib/share';
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
  dialogId?: string;
}

/**
 * « Partager cet article »: a native modal <dialog> (showModal makes the rest
 * of the page inert and closes on Escape). We add what the platform leaves
 * open: Tab cycles inside instead of escaping to the browser's toolbar, a
 * click on the backdrop closes, and focus always returns to the button that
 * opened it.
 */
export function ShareDialog({ url, title, profileUrl, dialogId = DEFAULT_DIALOG_ID }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [status, setStatus] = useState<{ copied: boolean; text: string } | null>(null);
  const [canShareNatively, setCanShareNatively] = useState(false);
  const titleId = useId();
  const inputId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    function onOpen(event: Event) {
      if (!dialog || dialog.open) return;
      const opener = (event as CustomEvent<unknown>).detail;
      openerRef.current = opener instanceof HTMLElement ? opener : null;
      setStatus(null);
      setCanShareNatively(typeof navigator.share === 'function');
      dialog.showModal();
      closeRef.current?.focus();
    }
    function onClose() {
      setStatus(null);
      openerRef.current?.focus();
    }
    dialog.addEventListener(OPEN_EVENT, onOpen);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener(OPEN_EVENT, onOpen);
      dialog.removeEventListener('close', onClose);
    };
  }, []);

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

  async function copy() {
    if (await copyText(url)) {
      setStatus({ copied: true, text: 'Lien copié\u00A0!' });
    } else {
      inputRef.current?.select();
      setStatus({ copied: false, text: 'Copie impossible ici. Le lien est sélectionné\u00A0: copiez-le avec votre appareil.' });
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the visitor, or refused: the other options stay on screen.
    }
  }

  return (
    <dialog
      ref={dialogRef}
      id={dialogId}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.box}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Partager cet article
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Fermer" onClick={close}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <p className={styles.subject}>{title}</p>

        <ul className={styles.options}>
          <li>
            <a className={styles.option} href={facebookShareUrl(url)} target="_blank" rel="noopener noreferrer">
              <span className={styles.optionIcon} data-network="facebook">
                <Icon name="facebook" size={22} />
              </span>
              Partager sur Facebook<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </li>
          <li>
            <a className={styles.option} href={whatsappShareUrl(url, title)} target="_blank" rel="noopener noreferrer">
              <span className={styles.optionIcon} data-network="whatsapp">
                <Icon name="whatsapp" size={22} />
              </span>
              Envoyer par WhatsApp<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </li>
          <li>
            <a className={styles.option} href={profileUrl} target="_blank" rel="noopener noreferrer">
              <span className={styles.optionIcon} data-network="profile">
                <Icon name="users" size={22} />
              </span>
              Suivre notre page Facebook<span className="visually-hidden"> (nouvel onglet)</span>
            </a>
          </li>
          <li>
            <button type="button" className={styles.option} onClick={copy}>
              <span className={styles.optionIcon} data-network="link">
                <Icon name="link" size={22} />
              </span>
              Copier le lien
            </button>
          </li>
          {canShareNatively ? (
            <li>
              <button type="button" className={styles.option} onClick={shareNatively}>
                <span className={styles.optionIcon} data-network="device">
                  <Icon name="share" size={22} />
                </span>
                Autres applications
              </button>
            </li>
          ) : null}
        </ul>

        <label htmlFor={inputId} className={styles.label}>
          Lien de l&apos;article
        </label>
        <div className={styles.linkRow}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="url"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={copy}>
            <Icon name="copy" size={20} />
            Copier
          </button>
        </div>
        <p role="status" className={styles.status} data-copied={status?.copied === false ? 'false' : undefined}>
          {status?.copied ? <Icon name="check" size={20} /> : null}
          {status?.text}
        </p>
      </div>
    </dialog>
  );
}
