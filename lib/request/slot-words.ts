import { formatTimeRange } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { readSlot, type CallbackSlot, type SlotTimes } from './callback';

/*
 * A call-back's slot in words, with the times the family chose (« l'après-midi (12 h – 17 h) »), in each
 * language: the centre's e-mail (French), the request written out for WhatsApp, SMS and e-mail (the page's),
 * the staff's inbox (theirs). Written once, here and not in copy/: the request gateway reads lib/ only.
 */

export const SLOT_WORDS: Record<Locale, Record<CallbackSlot, string>> = {
  fr: { morning: 'le matin', afternoon: "l'après-midi", evening: 'le soir' },
  en: { morning: 'in the morning', afternoon: 'in the afternoon', evening: 'in the evening' },
};

/** « l'après-midi (12 h – 17 h) »: a slot and its times, in a language. */
export const slotInWords = ({ slot, from, to }: SlotTimes, locale: Locale): string => `${SLOT_WORDS[locale][slot]} (${formatTimeRange(from, to, locale)})`;

/** A slot as a request carries it (callback.ts, slotValue) in words, or the value as it is when it is not one. */
export function slotValueInWords(value: string, locale: Locale): string {
  const chosen = readSlot(value);
  return chosen ? slotInWords(chosen, locale) : value;
}
