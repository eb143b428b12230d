import type { Locale } from '@/lib/i18n';
import type { SlotTimes } from '../callback';
import type { KindParams, StaffWords } from './kind';
import { slotInWords } from '../slot-words';

/*
 * What every kind writes the same way for the centre's staff, who read French whatever the page's
 * language: the message's first lines, a call-back's slot, the names of the values most kinds carry. Each value
 * in the key its kind names for it: params-by-rule.ts.
 */

/** How the staff name the values most kinds carry, in their two languages (the inbox's card). */
export const STAFF_WORDS = {
  fullName: { label: { fr: 'Nom', en: 'Name' } },
  email: { label: { fr: 'E-mail', en: 'Email' } },
  phone: { label: { fr: 'Téléphone', en: 'Phone' } },
  message: { label: { fr: 'Message', en: 'Message' } },
  // The family's consent to its appointment's messages (issue 77): the visit's panel on the card says what it allows.
  reminders: { label: { fr: 'Confirmation par WhatsApp ou SMS', en: 'Confirmation by WhatsApp or SMS' } },
} as const satisfies Record<string, StaffWords>;

/** A service chosen, for every kind that chooses one. */
export const SERVICE_WORDS = { label: { fr: 'Service', en: 'Service' } } as const satisfies StaffWords;

/** Sent instead of an empty message, so the centre sees the field was left empty on purpose. */
export const EMPTY_MESSAGE = '(Aucun message supplémentaire)';

/** The request's reference on the first line of the message, and, from the English site, that the answer should be in English. */
const REFERENCE_LINE = 'Référence\u00A0: {reference}';
const LANGUAGE_NOTE: Record<Locale, string> = { fr: '', en: '[Site anglais – répondre en anglais]' };

/*
 * What the acknowledgement may print (the template's auto-reply, which goes to whatever address reply_to holds,
 * from the centre's account: site/emailjs-templates.ts): from_name, service, date, time and the reference, never
 * the message (issue 67.2). So the name is from_name only when it reads as a person's; the staff then read it as
 * typed on the message's second line.
 */
const PERSON_NAME = /^[\p{L}\p{M}' ’-]{1,60}$/u;

/** The name the acknowledgement may greet: as typed when it reads as a person's (letters, spaces, hyphens, apostrophes, 60 at most), else none. */
export const fromName = (name: string): string => (PERSON_NAME.test(name) ? name : '');

/**
 * Who wrote, in the keys of the acknowledgement and the centre's answer: the name the acknowledgement may greet,
 * the address it goes to and the staff's e-mail answers (the same: none where none was given), the number.
 */
export function whoKeys({ fullName, email = '', phone }: { fullName: string; email?: string; phone: string }): Pick<KindParams, 'from_name' | 'from_email' | 'reply_to' | 'phone'> {
  const address = email.trim();
  return { from_name: fromName(fullName.trim()), from_email: address, reply_to: address, phone: phone.trim() };
}

/**
 * The message: its reference; the name as typed when from_name does not carry it (`name`, trimmed); then the
 * language note if any and the text. What the centre adds for itself (the line about the hours) is not the
 * family's message: it travels in `notice` (payload.ts).
 */
export function firstLines(reference: string, locale: Locale, text: string, name = ''): string {
  const note = LANGUAGE_NOTE[locale];
  const typed = fromName(name) === name ? '' : `Nom\u00A0: ${name}\n`;
  return `${REFERENCE_LINE.replace('{reference}', reference)}\n${typed}${note ? `${note} ` : ''}${text}`;
}

/** « l'après-midi (12 h – 17 h) »: a slot as the centre reads it, with the times the family chose. */
export const centreSlot = (slot: SlotTimes): string => slotInWords(slot, 'fr');
