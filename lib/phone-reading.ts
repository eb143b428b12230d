import { parsePhoneNumberWithError, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';

/*
 * A phone number as a visitor types it (« 6 71 23 45 67 », « 671-234-567 », « +33 6 12 34 56 78 »),
 * read by the phone library with a default country, for « Rappelez-moi »: the number in E.164, or the
 * library's reason for refusing it. Loaded on demand (the library is about 40 KB gzip): never with a page.
 */

/** Why a typed number is refused: nothing typed, or the phone library's reason. */
export type PhoneProblem = 'empty' | 'not-a-number' | 'invalid-country' | 'too-short' | 'too-long' | 'invalid';

export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

const PROBLEMS: Record<string, PhoneProblem> = {
  NOT_A_NUMBER: 'not-a-number',
  INVALID_COUNTRY: 'invalid-country',
  TOO_SHORT: 'too-short',
  TOO_SHORT_AFTER_IDD: 'too-short',
  TOO_LONG: 'too-long',
  // A length no number of that country has (between its short and long ones).
  INVALID_LENGTH: 'invalid',
};

/** Reads what was typed; a number without « + » and its country code is read as one of `country`. */
export function readPhone(typed: string, country: CountryCode = 'CM'): PhoneReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  // Letters are never part of a number (the library would read « 1-800-FLOWERS »).
  if (/\p{L}/u.test(text)) return { ok: false, problem: 'not-a-number' };
  try {
    const number = parsePhoneNumberWithError(text, country);
    if (number.isValid()) return { ok: true, e164: number.number };
  } catch (error) {
    return { ok: false, problem: PROBLEMS[(error as Error).message] ?? 'not-a-number' };
  }
  // Read, but not a number of that country: the length says why, or the digits are wrong.
  const length = validatePhoneNumberLength(text, country);
  return { ok: false, problem: (length && PROBLEMS[length]) || 'invalid' };
}
