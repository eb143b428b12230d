import { wrapWidget, type DecapCms } from '../decap';

/*
 * An article only opened said « Modifications non enregistrées » and asked to confirm on leaving.
 * The cause is two things of Decap 3.16 together:
 *   - its relation widget (« Auteur », « Articles liés ») sends its value again, unchanged, once its
 *     options are loaded (RelationControl.loadInitialOptions → triggerInitialOnChange, to pass the
 *     related entry's data as metadata); its select widget does the same for a required multiple
 *     choice (SelectControl.componentDidMount);
 *   - the entry counts as changed when its data equals none of the stored entries', read with
 *     `e.get(...dataPath)` (reducers/entryDraft.js, DRAFT_CHANGE_FIELD). For the English column the
 *     path is ['i18n', 'en', 'data'] and Immutable's get(key, notSetValue) reads only 'i18n': the
 *     English data is compared with the whole i18n map, never equal, so any change sent from that
 *     column, even to the same value, is « unsaved ».
 * An article opens with its English column beside the French one (editor/preview/pane.ts), where
 * « Auteur » and « Articles liés » are shown as copies of the French (i18n: duplicate, disabled).
 * So these widgets are wrapped: a disabled copy that sends the value it already shows sends nothing.
 * Staff cannot type in a disabled copy, so nothing they do is lost; a real change comes from the
 * French column, whose comparison is right.
 */

/** Decap's widgets that send their value on their own when drawn. */
export const SELF_SENDING = ['relation', 'select'] as const;

interface Comparable {
  equals(other: unknown): boolean;
}

const comparable = (value: unknown): value is Comparable => typeof (value as Comparable | null)?.equals === 'function';

/** The same value: identical, or equal Immutable collections (a list of related articles). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return comparable(a) ? a.equals(b) : false;
}

/** Whether a change a widget sends changes nothing staff did: a disabled copy (another language's column) sending the value it shows. */
export function isEcho(props: { isDisabled?: unknown; value?: unknown }, value: unknown): boolean {
  return props.isDisabled === true && sameValue(value, props.value);
}

/** Decap's own relation and select widgets, drawn as before, their echoes from a disabled copy dropped. Before CMS.init(). */
export function quietDuplicates(CMS: DecapCms) {
  type Props = { isDisabled?: unknown; value?: unknown; onChange(value: unknown, metadata?: unknown): void };
  for (const name of SELF_SENDING) {
    wrapWidget(CMS, name, (wrapper) => ({
      ...wrapper.props,
      // The props when the widget sends (its options load after it is drawn), not when it was drawn.
      onChange: (value: unknown, metadata?: unknown) => {
        const current = wrapper.props as Props;
        if (!isEcho(current, value)) current.onChange(value, metadata);
      },
    }));
  }
}
