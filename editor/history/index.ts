import { entryAt } from '../address';
import { decapStore } from './decap-store';
import type { EditorHooks, HistoryRequest } from './view';
import styles from './history.module.css';

/*
 * « Historique » on every entry, « Éléments supprimés » on the list of a collection whose entries are
 * files of a folder (services, articles, the team): one button at the bottom of the screen, drawn by
 * the address (Decap's routes live in the hash). The dialog itself (./view.tsx: the reading of the
 * host, YAML, the words of what changed) is a chunk loaded on the first tap, not part of the first visit.
 */

const COLLECTION = /^#\/collections\/([^/?]+)\/?$/;

function requestAt(hash: string): HistoryRequest | undefined {
  const store = decapStore();
  // Not signed in: Decap shows its sign-in page at any address.
  if (!store?.getState().auth.user) return undefined;
  const collections = store.getState().config.collections ?? [];
  const entry = entryAt(hash);
  if (entry) {
    const collection = collections.find((candidate) => candidate.name === entry.collection);
    return collection ? { kind: 'entry', collection, slug: entry.slug } : undefined;
  }
  const name = COLLECTION.exec(hash)?.[1];
  const collection = collections.find((candidate) => candidate.name === name);
  return collection?.folder ? { kind: 'deleted', collection } : undefined;
}

/** Call after CMS.init(); `hooks`: the check and the notice line, from editor.js's own modules. */
export function installHistory(hooks: EditorHooks) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = styles.open ?? '';
  button.hidden = true;
  button.dataset.editorHistoryOpen = '';
  document.body.append(button);
  const draw = () => {
    const request = requestAt(location.hash);
    const label = request?.kind === 'deleted' ? 'Éléments supprimés' : 'Historique';
    if (button.hidden !== !request) button.hidden = !request;
    if (button.textContent !== label) button.textContent = label;
  };
  button.addEventListener('click', async () => {
    const store = decapStore();
    const request = requestAt(location.hash);
    if (!store || !request) return;
    const { openHistory } = await import('./view');
    openHistory(store, hooks, request);
  });
  window.addEventListener('hashchange', draw);
  // Decap's store is there once it has drawn its root; from then on, a sign-in or a config loaded draws the button again.
  const early = setInterval(() => {
    const store = decapStore();
    if (!store) return;
    clearInterval(early);
    store.subscribe(draw);
    draw();
  }, 200);
}
