import { readPhone, type PhoneProblem as ReadProblem } from '@/lib/phone-reading';
import type { Problem } from '../kinds/rules';
import { phoneError } from './phone-error';
import { phoneProblemOf, type PhoneLibrary } from './validation';

/*
 * The phone library as a form's checks use it (validation.ts): a number from the field with a list of countries
 * (E.164), and one typed in one box, read with Cameroon's code. Loaded with a form's send, never with a page:
 * libphonenumber is about 40 KB gzip.
 */

const READ_PROBLEMS: Record<ReadProblem, Problem> = {
  empty: 'phoneRequired',
  'not-a-number': 'phoneNotANumber',
  'invalid-country': 'phoneInvalidCountry',
  'too-short': 'phoneTooShort',
  'too-long': 'phoneTooLong',
  invalid: 'phoneInvalid',
};

export const PHONE_LIBRARY: PhoneLibrary = {
  problem: phoneProblemOf(phoneError),
  read(typed) {
    const reading = readPhone(typed);
    return reading.ok ? reading : { ok: false, problem: READ_PROBLEMS[reading.problem] };
  },
};
