'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/client-flags';
import { copyText, facebookShareUrl, whatsappShareUrl } from '@/lib/share';
import styles from './share-strip.module.css';

interface ShareStripProps {
  /** The page's canonical absolute URL (never window.location: previews and copies stay canonical). */
  url: string;
  title: string;
  /** Text put before the link in the WhatsApp message. */
  text: string;
}

/** The spec's copy message, word for word. */
export const COPIED_MESSAGE = 'Lien copié dans le presse-papiers\u00A0!';

// iPadOS 13+ says « Macintosh »: a touch screen gives it away.
const MOBILE_UA = /iPhone|iPad|iPod|Android/i;
const noop = () => () => {};
const isMobileDevice = () =>
  MOBILE_UA.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 0);
const canNativeShare = () => typeof navigator.share === 'function';
const serverFalse = () => false;

/**
 * Share the page: Facebook and WhatsApp links (they work without JavaScript), then, once
 * JavaScript runs, Instagram (app deep link on phones and tablets, the three steps in a dialog
 * on a computer), copy link, and the device's own share sheet where it exists.
 */
export function ShareStrip({ url, title, text }: ShareStripProps) {
  const hydrated = useHydrated();
  const mobile = useSyncExternalStore(noop, isMobileDevice, serverFalse);
  const nativeShare = useSyncExternalStore(noop, canNativeShare, serverFalse);
  const [status, setStatus] = useState('');
  const [dialogStatus, setDialogStatus] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogCopyRef = useRef<HTMLButtonElement>(null);
  const clearTimer = useRef<number | undefined>(undefined);
  const titleId = useId();

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  function announce(message: string, inDialog = false) {
    (inDialog ? setDialogStatus : setStatus)(message);
    window.clearTimeout(clearTimer.current);
    clearTimer.current = window.setTimeout(() => {
      setStatus('');
      setDialogStatus('');
    }, 8000);
  }

  async function copy(inDialog = false) {
    const copied = await copyText(url);
    announce(copied ? COPIED_MESSAGE : `Copie impossible. Voici le lien\u00A0: ${url}`, inDialog);
  }

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // Closing the share sheet rejects too: nothing to tell.
    }
  }

  return (
    <div className={styles.strip}>
      <p className={styles.heading} id={`${titleId}-label`}>
        <Icon name="share" size={20} />
        Partager cette page avec un proche
      </p>
      <ul className={styles.actions} aria-labelledby={`${titleId}-label`}>
        <li>
          <a
            className={styles.action}
            href={facebookShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            data-network="facebook"
          >
            <Icon name="facebook" size={20} className={styles.facebook} />
            <span className="visually-hidden">Partager sur </span>Facebook
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </li>
        <li>
          <a
            className={styles.action}
            href={whatsappShareUrl(url, text)}
            target="_blank"
            rel="noopener noreferrer"
            data-network="whatsapp"
          >
            <Icon name="whatsapp" size={20} className={styles.whatsapp} />
            <span className="visually-hidden">Partager sur </span>WhatsApp
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </li>
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
                  onClick={() => {
                    void copyText(url).then((copied) => {
                      if (copied) announce(`${COPIED_MESSAGE} Collez-le dans votre publication Instagram.`);
                    });
                  }}
                >
                  <Icon name="instagram" size={20} className={styles.instagram} />
                  <span className="visually-hidden">Partager sur </span>Instagram
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.action}
                  data-network="instagram"
                  aria-haspopup="dialog"
                  onClick={() => {
                    setDialogStatus('');
                    dialogRef.current?.showModal();
                    // Start on the useful action, not on the long link field.
                    dialogCopyRef.current?.focus();
                  }}
                >
                  <Icon name="instagram" size={20} className={styles.instagram} />
                  <span className="visually-hidden">Partager sur </span>Instagram
                </button>
              )}
            </li>
            <li>
              <button type="button" className={styles.action} onClick={() => void copy()}>
                <Icon name="copy" size={20} />
                Copier le lien
              </button>
            </li>
            {nativeShare ? (
              <li>
                <button type="button" className={styles.action} onClick={() => void share()}>
                  <Icon name="share" size={20} />
                  Autres applications
                </button>
              </li>
            ) : null}
          </>
        ) : null}
      </ul>
      <p role="status" className={styles.status}>
        {status ? (
          <>
            <Icon name="check" size={18} />
            {status}
          </>
        ) : null}
      </p>

      {hydrated && !mobile ? (
        <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.dialogTitle}>
            <Icon name="instagram" size={24} className={styles.instagram} />
            Partager sur Instagram
          </h2>
          <p>Instagram se partage depuis votre téléphone. Pour partager cette page&nbsp;:</p>
          <ol className={styles.steps}>
            <li>Ouvrez l'application Instagram.</li>
            <li>Créez une nouvelle publication.</li>
            <li>Collez le lien de cette page.</li>
          </ol>
          <div className={styles.linkBox}>
            <label htmlFor={`${titleId}-url`} className="visually-hidden">
              Lien de cette page
            </label>
            <input id={`${titleId}-url`} className={styles.linkInput} type="url" readOnly value={url} />
            <button ref={dialogCopyRef} type="button" className="btn btn-primary" onClick={() => void copy(true)}>
              <Icon name="copy" size={20} />
              Copier le lien
            </button>
          </div>
          <p role="status" className={styles.status}>
            {dialogStatus}
          </p>
          <form method="dialog" className={styles.dialogActions}>
            <button type="submit" className="btn btn-outline">
              Fermer
            </button>
          </form>
        </dialog>
      ) : null}
    </div>
  );
}
