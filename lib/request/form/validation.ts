import { addDays, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import type { ValidationMessages } from '../words';
import { FIELD_ORDER, LIMITS, type AppointmentField, type AppointmentValues } from '../values';

/*
 * The form's own validation (the form has noValidate): the same messages in every browser, in the
 * page's language, shown under each field. Pure, so it is unit-tested without a browser.
 */

export type FieldErrors = Partial<Record<AppointmentField, string>>;

// One address, something@something.tld: letters (any script), digits and the signs an address may
// hold before the @ (RFC 5322 « atext » and dots), letters, digits and hyphens in the domain. No space,
// no comma or semicolon (two addresses would reach EmailJS as one reply_to), no quotes or brackets,
// no invisible character. The browser's own rule would accept « a@b ».
const EMAIL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;
const SEVERAL_ADDRESSES = /[,;]/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= LIMITS.email;
}

// Characters that turn the writing around (embeddings, overrides, isolates): a name or a message can
// be made to read otherwise than it was typed. The marks (U+200E, U+200F) that right-to-left writers use are fine.
export const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
// A name needs at least one letter that shows: one of only invisible characters (zero-width spaces,
// the Hangul filler, which Unicode counts as a letter, blank braille) would pass trim() and reach the
// centre as an empty name.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const LETTER = /\p{L}/u;

// The phone input gives E.164: « + » then 7 to 15 digits (ITU-T E.164). Cameroon's numbers have 9
// digits after +237. What libphonenumber checks further comes with the phone input (phone-error.ts).
const E164_DIGITS = { min: 7, max: 15 } as const;
const NATIONAL_DIGITS: Record<string, number> = { '237': 9 };

/** The checks a phone number gets without the phone library, which may not have loaded (offline). */
export function plainPhoneError(phone: string, messages: ValidationMessages): string | undefined {
  if (!/^\+\d+$/.test(phone)) return messages.phoneNotANumber;
  const digits = phone.slice(1);
  if (digits.length < E164_DIGITS.min) return messages.phoneTooShort;
  if (digits.length > E164_DIGITS.max) return messages.phoneTooLong;
  const national = Object.entries(NATIONAL_DIGITS).find(([code]) => digits.startsWith(code));
  if (national) {
    const [code, length] = national;
    if (digits.length - code.length < length) return messages.phoneTooShort;
    if (digits.length - code.length > length) return messages.phoneTooLong;
  }
  return undefined;
}

/** What is wrong with a name typed (trimmed, not empty), if anything: the form's rule and « Rappelez-moi »'s. */
export function nameProblem(name: string): 'direction' | 'letters' | 'too-long' | undefined {
  if (DIRECTION_CONTROL.test(name)) return 'direction';
  if (!LETTER.test(name.replace(INVISIBLE, ''))) return 'letters';
  if (name.length > LIMITS.fullName) return 'too-long';
  return undefined;
}

export interface ValidationContext {
  /** Today in Yaoundé (ISO), from doualaToday(). */
  today: string;
  /** The allowed service names. */
  services: readonly string[];
  /** Every message, in the page's language. */
  messages: ValidationMessages;
  /**
   * phoneError from ./phone-error. It comes with libphonenumber (about 40 KB gzip), which the form
   * loads only when it is about to be used; without it (offline before it came), a number still
   * gets plainPhoneError's checks.
   */
  phoneError?: (phone: string, messages: ValidationMessages) => string | undefined;
}

/** Every field's error; an empty object means the request can be sent. */
export function validateAppointment(
  values: AppointmentValues,
  { today, services, messages: MESSAGES, phoneError }: ValidationContext,
): FieldErrors {
  const errors: FieldErrors = {};

  const fullName = values.fullName.trim();
  const nameMessage = { direction: MESSAGES.fullNameDirection, letters: MESSAGES.fullNameLetters, 'too-long': MESSAGES.fullNameTooLong };
  const name = nameProblem(fullName);
  if (!fullName) errors.fullName = MESSAGES.fullNameRequired;
  else if (name) errors.fullName = nameMessage[name];

  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (SEVERAL_ADDRESSES.test(email)) errors.email = MESSAGES.emailOne;
  else if (!isEmail(email)) errors.email = MESSAGES.emailInvalid;

  const phone = values.phone.trim();
  const phoneMessage = phone ? (phoneError ?? plainPhoneError)(phone, MESSAGES) : undefined;
  if (phoneMessage) errors.phone = phoneMessage;

  if (!values.appointmentDate.trim()) errors.appointmentDate = MESSAGES.dateRequired;
  else {
    const date = parseDateInput(values.appointmentDate);
    // ISO strings compare in calendar order.
    if (!date) errors.appointmentDate = MESSAGES.dateInvalid;
    else if (date < today) errors.appointmentDate = MESSAGES.datePast;
    else if (date > addDays(today, LIMITS.daysAhead)) errors.appointmentDate = MESSAGES.dateTooFar;
  }

  if (!values.appointmentTime.trim()) errors.appointmentTime = MESSAGES.timeRequired;
  else if (!parseTimeInput(values.appointmentTime)) errors.appointmentTime = MESSAGES.timeInvalid;

  if (!services.includes(values.serviceType)) errors.serviceType = MESSAGES.serviceRequired;

  if (values.message.length > LIMITS.message) errors.message = MESSAGES.messageTooLong;
  else if (DIRECTION_CONTROL.test(values.message)) errors.message = MESSAGES.messageDirection;

  return errors;
}

/** The first field, in screen order, that has an error: it gets focus. */
export function firstInvalidField(errors: FieldErrors): AppointmentField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
