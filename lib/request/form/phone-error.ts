import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { PhoneErrorMessages } from '../words';

// Apart from validation.ts: libphonenumber is loaded with the phone input, only when the form is about to be used.

/** The message for an invalid phone number (E.164 from the phone input), or undefined if valid. */
export function phoneError(phone: string, messages: PhoneErrorMessages): string | undefined {
  if (!phone) return undefined;
  if (isValidPhoneNumber(phone)) return undefined;
  switch (validatePhoneNumberLength(phone)) {
    case 'TOO_SHORT':
      return messages.phoneTooShort;
    case 'TOO_LONG':
      return messages.phoneTooLong;
    case 'INVALID_COUNTRY':
      return messages.phoneInvalidCountry;
    case 'NOT_A_NUMBER':
      return messages.phoneNotANumber;
    default:
      // Right length but not a number of that country (e.g. a wrong first digit).
      return messages.phoneInvalid;
  }
}
