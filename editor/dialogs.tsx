import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { DecapCms } from './decap';
import styles from './dialogs.module.css';

/*
 * What Decap says through the browser's bare dialogs. window.alert (« Publier » while the status is
 * still « Brouillon », a file too large…) opens a dialog of the page instead: a heading, the message in
 * full sentences, one button, focus kept inside, Escape closes. Decap's questions (window.confirm:
 * « Voulez-vous vraiment publier ? ») stay the browser's, in French, but for the local backup's.
 *
 * The local backup: Decap keeps a copy of the entry being edited in the browser and, when the entry is
 * opened again, asks « Une sauvegarde locale a été trouvée… Voulez-vous l'utiliser ? ». It cannot keep
 * that promise: « Oui » puts the copy in the form, then Decap's own loading of the entry (or of a new,
 * empty one) lands and replaces it (DRAFT_CREATE_FROM_LOCAL_BACKUP, then DRAFT_CREATE_FROM_ENTRY or
 * DRAFT_CREATE_EMPTY, in decap-cms-core's reducers/entryDraft.js), so the work is lost while seeming
 * restored; seen for an existing entry and for a new article alike. Decap 3.16 has no setting to turn
 * it off (Sveltia's `local_backup: false` is not Decap's), so the question is answered « non » for
 * staff, and Decap deletes the copy. Their safeguard is « Enregistrer »: a draft is kept in the repository.
 */

function Notice({ message, onClose }: { message: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="editor-notice-title" onClose={onClose}>
      <h2 id="editor-notice-title" className={styles.title}>
        À savoir
      </h2>
      {message.split('\n').filter(Boolean).map((line) => (
        <p key={line} className={styles.text}>
          {line}
        </p>
      ))}
      <form method="dialog">
        <button className={styles.button} autoFocus>
          J'ai compris
        </button>
      </form>
    </dialog>
  );
}

/** Shows a message in the page; messages that come while one is open wait their turn. */
function createNotices() {
  const waiting: string[] = [];
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let shown = 0;
  const showNext = () => {
    const message = waiting[0];
    shown += 1;
    root.render(message === undefined ? null : <Notice key={shown} message={message} onClose={done} />);
  };
  const done = () => {
    waiting.shift();
    showNext();
  };
  return (message: string) => {
    waiting.push(message);
    if (waiting.length === 1) showNext();
  };
}

export function installDialogs(CMS: DecapCms) {
  const show = createNotices();
  window.alert = (message?: unknown) => show(String(message ?? ''));
  const backupQuestion = (CMS.getLocale('fr') as { editor?: { editor?: { confirmLoadBackup?: string } } } | undefined)?.editor?.editor?.confirmLoadBackup;
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => (message === backupQuestion ? false : ask(message));
}
