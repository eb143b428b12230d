/*
 * What the editor's address says (Decap's routes live in the hash: #/collections/services/entries/…),
 * and one of Decap's traps it sets.
 *
 * Decap draws every entry with one Editor component under one route (/collections/:name/entries/*,
 * components/App/App.js in decap-cms-core) and loads an entry only when that component mounts
 * (Editor.componentDidMount → loadEntry). Going from one entry straight to another by its address
 * (typed, pasted, a bookmark, the browser's back button) keeps the mounted Editor: the new entry is never
 * loaded, and the form of a service shows the article still in the draft (seen after publishing an
 * article, then opening a service's address in the same tab). Through a list, the Editor is mounted
 * afresh. So when the address goes from one entry to another, or to a new entry, the editor takes that
 * path: back to the list by Decap's own link (which asks first if something is unsaved), then on to the
 * new address.
 */

export interface EntryAddress {
  collection: string;
  slug: string;
  /** Opened from the workflow tab (?ref=workflow): the editor's back link goes there. */
  fromWorkflow: boolean;
}

const ENTRY = /^#\/collections\/([^/?]+)\/entries\/([^?]+)(?:\?(.*))?$/;
const NEW_ENTRY = /^#\/collections\/[^/?]+\/new(?:[/?].*)?$/;

/** The entry an address opens, if it opens one that exists. */
export function entryAt(hash: string): EntryAddress | undefined {
  const match = ENTRY.exec(hash);
  if (!match) return undefined;
  return { collection: match[1]!, slug: decodeURIComponent(match[2]!), fromWorkflow: new URLSearchParams(match[3] ?? '').get('ref') === 'workflow' };
}

export const isExistingEntry = (hash: string) => entryAt(hash) !== undefined;

/** Which of Decap's screens an address shows, for the stylesheet (public/admin/admin.css): <html data-editor-view>. */
export function viewAt(hash: string): 'entry' | 'new' | 'workflow' | 'other' {
  if (isExistingEntry(hash)) return 'entry';
  if (NEW_ENTRY.test(hash)) return 'new';
  return /^#\/workflow(?:[/?]|$)/.test(hash) ? 'workflow' : 'other';
}

/**
 * Whether going from one address to the other leaves Decap showing a stale entry: another entry, or a
 * new one (right after a publish, Decap's mounted Editor then fails on the entry it still holds: « Cannot
 * read properties of undefined (reading 'toUpperCase') », seen when opening #/collections/articles/new).
 */
export function needsReopening(oldHash: string, newHash: string): boolean {
  const from = entryAt(oldHash);
  if (from === undefined) return false;
  if (NEW_ENTRY.test(newHash)) return true;
  const to = entryAt(newHash);
  return to !== undefined && (from.collection !== to.collection || from.slug !== to.slug);
}

/** The editor's back link for an entry: its collection's list, or the workflow tab it was opened from. */
export function backLinkOf(entry: EntryAddress): string {
  return entry.fromWorkflow ? '#/workflow' : `#/collections/${entry.collection}`;
}

function markView() {
  document.documentElement.dataset.editorView = viewAt(location.hash);
}

/**
 * Listens to the address before Decap does: call it before CMS.init(), whose router then listens
 * after us (an event's listeners run in the order they were added).
 */
export function watchAddress() {
  markView();
  window.addEventListener('hashchange', (event) => {
    const oldHash = new URL(event.oldURL).hash;
    if (needsReopening(oldHash, new URL(event.newURL).hash)) {
      event.stopImmediatePropagation();
      reopen(oldHash, event.newURL);
    }
    markView();
  });
}

function reopen(oldHash: string, target: string) {
  const back = document.querySelector<HTMLAnchorElement>(`a[href="${backLinkOf(entryAt(oldHash)!)}"]`);
  if (!back) {
    // Not Decap's editor as we know it: a fresh start at the new address is always right.
    history.replaceState(history.state, '', target);
    return void location.reload();
  }
  // Decap never saw the new address: put the old one back, then leave by the editor's back link.
  history.replaceState(history.state, '', oldHash);
  back.click();
  // React commits a click's update before the next task. Staff who chose to stay (unsaved changes) are still on the entry.
  setTimeout(() => {
    if (!isExistingEntry(location.hash)) location.replace(target);
  }, 0);
}
