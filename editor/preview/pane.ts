import { entryAt } from '@/editor/address';

/*
 * Which pane sits beside the form, remembered per collection. Decap keeps one choice for every entry
 * (localStorage « cms.right-pane », read when an entry opens) and, when it names a pane the entry
 * lacks, shows the first it has: « i18n » (an article's English column, the default) would open every
 * service with its preview, halving the form whose two languages sit side by side, and on a phone
 * putting the preview in the form's place. So each collection keeps its own: a service opens with the
 * form alone and its « Aperçu » eye shows the page; an article with its English column, the eye
 * swapping it for the page. Whatever staff choose is kept for that collection.
 */

const DECAP_KEY = 'cms.right-pane';
const ownKey = (collection: string) => `editor.right-pane.${collection}`;

/** The pane a collection opens with until staff choose another (Decap's names: i18n, preview, notes, none). */
export function defaultPane(collection: string): string {
  // A position holds both languages side by side, as a service does.
  return collection === 'services' || collection === 'jobs' ? 'none' : 'i18n';
}

/** The collection whose entry (or new entry) an address opens. */
export function collectionAt(hash: string): string | undefined {
  return entryAt(hash)?.collection ?? /^#\/collections\/([^/?]+)\/new(?:[/?]|$)/.exec(hash)?.[1];
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type PaneStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Hands Decap the pane of the collection the address opens, keeping the one staff left. */
export function follow(store: PaneStore | undefined, from: string | undefined, to: string | undefined) {
  if (!store || from === to) return;
  const chosen = store.getItem(DECAP_KEY);
  if (from && chosen) store.setItem(ownKey(from), chosen);
  if (to) store.setItem(DECAP_KEY, store.getItem(ownKey(to)) ?? defaultPane(to));
}

/**
 * Listens to the address before Decap's editor reads its choice (before CMS.init(); an entry is drawn
 * only once it is loaded from the repository, after the address has changed).
 */
export function watchPanes() {
  let current = collectionAt(location.hash);
  follow(storage(), undefined, current);
  window.addEventListener('hashchange', () => {
    const next = collectionAt(location.hash);
    follow(storage(), current, next);
    current = next ?? current;
  });
}
