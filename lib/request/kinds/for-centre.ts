import { formatTimeRange } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import type { CallbackSlot, SlotTimes } from '../callback';

/*
 * What every kind writes the same way for the centre's staff, who read French whatever the page's
 * language: the message's first lines, a call-back's slot.
 */

/** Sent instead of an empty message, so the centre sees the field was left empty on purpose. */
export const EMPTY_MESSAGE = '(Aucun message supplémentaire)';

/** The request's reference on the first line of the message, and, from the English site, that the answer should be in English. */
const REFERENCE_LINE = 'Référence\u00A0: {reference}';
const LANGUAGE_NOTE: Record<Locale, string> = { fr: '', en: '[Site anglais – répondre en anglais]' };

/** The message: its reference, then the line about the hours if any (lib/hours-note.ts), then the language note if any and the text. */
export function firstLines(reference: string, locale: Locale, text: string, hours: string | null = null): string {
  const note = LANGUAGE_NOTE[locale];
  return `${REFERENCE_LINE.replace('{reference}', reference)}\n${hours ? `${hours}\n` : ''}${note ? `${note} ` : ''}${text}`;
}

const SLOT_NAMES: Record<CallbackSlot, string> = { morning: 'le matin', afternoon: "l'après-midi", evening: 'le soir' };

/** « l'après-midi (12 h – 17 h) »: a slot as the centre reads it, with the times the family chose. */
export function centreSlot({ slot, from, to }: SlotTimes): string {
  return `${SLOT_NAMES[slot]} (${formatTimeRange(from, to, 'fr')})`;
}
