/**
 * What marks the note about a waiting request. Only the note's own code spells it, which is how the
 * service worker's build finds that code (loaded on demand) to keep it for offline use.
 */
export const OUTBOX_NOTE_ATTRIBUTE = 'data-outbox-note';
