import { LIMITS } from '../values';

/*
 * What a person's name, an e-mail address and a phone number may be, checked the same way by every form, the
 * outbox and the gateway (rules.ts puts them to their fields). Pure, no words: a problem is named by its key of
 * the form's messages.
 */

// One plain address (RFC 5321's dot-atom, narrowed to what mailboxes hand out): before the @, 64 characters
// at most of letters without accents, digits and . _ + - ' (« ? », « & », « % » and « # » would make the
// centre's mailto: link carry a stranger's cc, subject or body: issue 67.4), no dot first, last or doubled;
// after it, labels of letters (any script) and digits with hyphens inside, 63 at most each, the last of
// letters. Accents before the @ (RFC 6531) are refused: no mailbox these families use hands them out, and
// one there is a slip the form can catch before the centre's answer bounces. No space, comma or semicolon
// (two addresses would reach EmailJS as one reply_to), no quotes or brackets, no invisible character. The
// domain's 253 characters follow from the whole's 254 (LIMITS.email).
const EMAIL = /^(?=.{1,64}@)[\w+'-]+(\.[\w+'-]+)*@([\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
/** Two addresses or more typed as one: a comma or a semicolon between them. */
export const SEVERAL_ADDRESSES = /[,;]/;

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
// digits after +237. What libphonenumber checks further comes with the phone input (form/phone-error.ts).
const E164_DIGITS = { min: 7, max: 15 } as const;
const NATIONAL_DIGITS: Record<string, number> = { '237': 9 };

export type PhoneProblem = 'phoneNotANumber' | 'phoneTooShort' | 'phoneTooLong' | 'phoneInvalidCountry' | 'phoneInvalid';

/** The checks a phone number gets without the phone library, which may not have loaded (offline), or where there is none (the gateway). */
export function plainPhoneProblem(phone: string): PhoneProblem | undefined {
  if (!/^\+\d+$/.test(phone)) return 'phoneNotANumber';
  const digits = phone.slice(1);
  if (digits.length < E164_DIGITS.min) return 'phoneTooShort';
  if (digits.length > E164_DIGITS.max) return 'phoneTooLong';
  const national = Object.entries(NATIONAL_DIGITS).find(([code]) => digits.startsWith(code));
  if (national) {
    const [code, length] = national;
    if (digits.length - code.length < length) return 'phoneTooShort';
    if (digits.length - code.length > length) return 'phoneTooLong';
  }
  return undefined;
}

/** What is wrong with a name typed (trimmed, not empty), if anything, by the key of its message: every form's rule, and the gateway's. */
export function nameProblem(name: string): 'fullNameDirection' | 'fullNameLetters' | 'fullNameTooLong' | undefined {
  if (DIRECTION_CONTROL.test(name)) return 'fullNameDirection';
  if (!LETTER.test(name.replace(INVISIBLE, ''))) return 'fullNameLetters';
  if (name.length > LIMITS.fullName) return 'fullNameTooLong';
  return undefined;
}
