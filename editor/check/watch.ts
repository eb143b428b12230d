import type { Immutable } from '../decap';
import { sameValue } from '../widgets/quiet-duplicates';

/*
 * When the check's panel is brought up to date (editor/check/index.ts). Decap draws a widget again only
 * when its own value changes, so a change is seen only through a widget of the kind changed: every widget
 * that holds a value staff set is watched, not only the text boxes. A choice, an author, a related article
 * or the « Dépublié » switch changed alone is checked as a typed text is.
 */

/** Decap's widgets and ours that hold one value staff type or choose (a list or a group is seen through its fields). */
export const WATCHED_WIDGETS = [
  // Typed.
  'string',
  'text',
  'markdown',
  'datetime',
  // Chosen.
  'select',
  'relation',
  'boolean',
  // Ours (editor/widgets/register.ts): a number taken by another entry is a problem of two files.
  'amount',
  'item-number',
  'decimal',
  'rating',
  'icon',
] as const;

/** What the check reads of an entry: its data, and its other languages' (an article's English file). */
const sameContent = (a: Immutable, b: Immutable) => sameValue(a.get('data'), b.get('data')) && sameValue(a.get('i18n'), b.get('i18n'));

/**
 * A watcher each watched widget tells of the entry it is drawn with. It checks the entry `wait` ms after
 * the last change, never the entry as it was opened, nor an entry whose content is what was last seen
 * (Decap's relation widget sends its value again once its options load: a new entry, the same content).
 */
export function watchChanges(check: (entry: Immutable) => void, wait = 400) {
  let opened: { key: string; seen: Immutable } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (entry: Immutable | undefined) => {
    if (!entry) return;
    const key = `${String(entry.get('collection'))}/${String(entry.get('slug') ?? '')}/${String(entry.get('path') ?? '')}`;
    if (opened?.key !== key) {
      opened = { key, seen: entry };
      return;
    }
    if (entry === opened.seen || sameContent(entry, opened.seen)) return;
    opened.seen = entry;
    clearTimeout(timer);
    timer = setTimeout(() => check(entry), wait);
  };
}
