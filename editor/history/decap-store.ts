import type { Immutable } from '../decap';
import type { SignedInBackend } from './backend';
import type { CollectionConfig } from './entry-history';

/*
 * Decap's Redux store, which holds the config it loaded, the signed-in user and the entry in the form.
 * Decap 3.16 does not expose it (decap-cms-core's bootstrap.js renders <Provider store={store}> into
 * #nc-root), so it is read from that Provider's props through React's fiber of the root node: the
 * one private path here, checked by e2e/editor/admin-history.spec.ts on the Decap we ship.
 *
 * A version goes into the form as Decap's own local backup does (reducers/entryDraft.js): the entry is
 * handed over whole (DRAFT_LOCAL_BACKUP_RETRIEVED), then made the draft (DRAFT_CREATE_FROM_LOCAL_BACKUP),
 * which marks it changed and draws the form afresh. Nothing is written: « Enregistrer » does that.
 */

export interface DecapState {
  config: { backend?: SignedInBackend; collections?: CollectionConfig[]; i18n?: { locales?: string[]; default_locale?: string } };
  auth: { user?: { token?: string } };
  entryDraft: Immutable;
}

export interface DecapStore {
  getState(): DecapState;
  dispatch(action: { type: string; payload?: unknown }): unknown;
  subscribe(listener: () => void): () => void;
}

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps?: { store?: unknown } | null;
}

const isStore = (value: unknown): value is DecapStore =>
  typeof value === 'object' && value !== null && ['getState', 'dispatch', 'subscribe'].every((key) => typeof (value as Record<string, unknown>)[key] === 'function');

let found: DecapStore | undefined;

/** Decap's store, once Decap has drawn its root; undefined before. */
export function decapStore(root: HTMLElement | null = document.getElementById('nc-root')): DecapStore | undefined {
  if (found) return found;
  if (!root) return undefined;
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue: Fiber[] = key ? [(root as unknown as Record<string, Fiber>)[key]!] : [];
  // The Provider is a few levels down: Root, then its fragment's children.
  for (let seen = 0; queue.length > 0 && seen < 50; seen += 1) {
    const fiber = queue.shift()!;
    const store = fiber.memoizedProps?.store;
    if (isStore(store)) return (found = store);
    for (let child = fiber.child; child; child = child.sibling) queue.push(child);
  }
  return undefined;
}

/** The entry in the form, in plain JS. */
export function draftEntry(store: DecapStore): Record<string, unknown> | undefined {
  const entry = store.getState().entryDraft.get('entry') as Immutable | undefined;
  const plain = entry?.toJS() as Record<string, unknown> | undefined;
  return plain && plain.collection ? plain : undefined;
}

/** The draft's Immutable entry (for the editor's check). */
export function draftImmutable(store: DecapStore): Immutable | undefined {
  return store.getState().entryDraft.get('entry') as Immutable | undefined;
}

/** Puts `entry` in the form as unsaved changes. */
export function putInForm(store: DecapStore, entry: Record<string, unknown>) {
  store.dispatch({ type: 'DRAFT_LOCAL_BACKUP_RETRIEVED', payload: { entry } });
  store.dispatch({ type: 'DRAFT_CREATE_FROM_LOCAL_BACKUP' });
}

/** Waits until the form holds a new entry of `collection` (after going to its « new » address). */
export function whenNewDraft(store: DecapStore, collection: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const ready = () => {
      const entry = draftEntry(store);
      return entry?.collection === collection && entry.newRecord === true;
    };
    if (ready()) return resolve();
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the new entry did not open'));
    }, timeoutMs);
    const stop = store.subscribe(() => {
      if (!ready()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}
