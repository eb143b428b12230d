import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { MESSAGES } from './validation';

// Apart from validation.ts: libphonenumber is loaded with the phone input, only when the form is about to be used.

/** French message for an invalid phone number (E.164 from the phone input), or undefined if valid. */
export function phoneError(phone: string): string | undefined {
  if (!phone) return undefined;
  if (isValidPhoneNumber(phone)) return undefined;
  switch (validatePhoneNumberLength(phone)) {
    case 'TOO_SHORT':
      return MESSAGES.phoneTooShort;
    case 'TOO_LONG':
      return MESSAGES.phoneTooLong;
    case 'INVALID_COUNTRY':
      return MESSAGES.phoneInvalidCountry;
    case 'NOT_A_NUMBER':
      return MESSAGES.phoneNotANumber;
    default:
      // Right length but not a number of that country (e.g. a wrong first digit).
      return MESSAGES.phoneInvalid;
  }
}
