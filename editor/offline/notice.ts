import { typeset } from '@/lib/typography';
import { element, statusBox } from '../notice-box';
import styles from './notice.module.css';

/*
 * What the editor says when the phone has no connection: it opened from the device (the worker keeps
 * it: worker.ts), and reading works, but signing in, saving and publishing need the network. Shown at
 * start when offline and whenever the connection drops; gone when it is back.
 */

export const OFFLINE_TITLE = 'Pas de connexion';
export const OFFLINE_DETAIL = typeset(
  'L’éditeur s’est ouvert depuis ce téléphone, mais se connecter, enregistrer et publier demandent une connexion. Rien n’est envoyé tant qu’elle ne revient pas : reconnectez le Wi-Fi ou les données mobiles, puis recommencez.',
  'fr',
);

let notice: HTMLElement | undefined;

function create(): HTMLElement {
  const root = statusBox(styles.notice, 'editorOffline');
  root.append(element('p', styles.title, OFFLINE_TITLE), element('p', styles.detail, OFFLINE_DETAIL));
  document.body.append(root);
  return root;
}

function show(offline: boolean) {
  if (offline) (notice ??= create()).hidden = false;
  else if (notice) notice.hidden = true;
}

/** Shows the notice while the device says it is offline. */
export function watchConnection() {
  show(!navigator.onLine);
  window.addEventListener('offline', () => show(true));
  window.addEventListener('online', () => show(false));
}
