import { describe, expect, it } from 'vitest';
import { appointmentCopy, servicePlaceholder } from '@/copy/request/appointment';
import { LIMITS } from '@/lib/request/values';
import type { KindValues } from '@/lib/request/kinds';
import { emptyValues } from '@/lib/request/form/draft';
import { APPOINTMENT_FIELD_ORDER } from '@/lib/request/values';

const EMPTY_APPOINTMENT = emptyValues(APPOINTMENT_FIELD_ORDER) as KindValues<'appointment'>;
import { phoneError } from '@/lib/request/form/phone-error';
import { checkForm, isEmail, phoneProblemOf, type FieldErrors } from '@/lib/request/form/validation';
import type { ValidationMessages } from '@/lib/request/words';
import { APPOINTMENT_FIELDS } from '@/lib/request/kinds/appointment';
import { fieldsOf } from '@/lib/request/kinds/rules';
import type { RequestValues } from '@/lib/request/values';

/** The appointment form's checks (send-typed.ts): its rules, its page's services, its messages, the phone library once it came. */
interface ValidationContext {
  today: string;
  services: readonly string[];
  messages: ValidationMessages;
  phoneError?: typeof phoneError;
}
const validateAppointment = (values: RequestValues, { today, services, messages, phoneError: library }: ValidationContext) =>
  checkForm(APPOINTMENT_FIELDS, values, { today, locale: 'fr', lists: { services }, messages, ...(library ? { phone: { problem: phoneProblemOf(library) } } : {}) }).errors;
/** The first field at fault, in the form's order: it takes the focus. */
const firstInvalidField = (errors: FieldErrors) => fieldsOf(APPOINTMENT_FIELDS).find((field) => errors[field] !== undefined);
import { oneLine } from '@/lib/request/one-line';
import { marieValues } from './appointment-request';

const MESSAGES = appointmentCopy.fr.validation;

const TODAY = '2026-03-16';
// The form's choices are content (each service's `form`, then « Autre »): any list the centre keeps.
const SERVICES = ['Consultation générale', 'Suivi de grossesse', 'Kinésithérapie'];
const context = { today: TODAY, services: SERVICES, messages: MESSAGES, phoneError };

const valid: KindValues<'appointment'> = marieValues('');
const validate = (changes: Partial<KindValues<'appointment'>>) => validateAppointment({ ...valid, ...changes }, context);

describe('the service list', () => {
  it('starts with the spec’s empty option « Type de service »', () => {
    expect(servicePlaceholder).toBe('Type de service');
  });
});

describe('validateAppointment', () => {
  it('accepts a complete request, phone and message being optional', () => {
    // An empty object, not one whose fields say undefined: « no key » is what « can be sent » means.
    expect(Object.keys(validate({}))).toEqual([]);
    expect(Object.keys(validate({ phone: '', message: '' }))).toEqual([]);
  });

  it('asks for each of the five required fields, in French', () => {
    const errors = validateAppointment(EMPTY_APPOINTMENT, context);
    expect(Object.keys(errors).sort()).toEqual(
      ['appointmentDate', 'appointmentTime', 'email', 'fullName', 'serviceType'].sort(),
    );
    expect(errors.fullName).toBe(MESSAGES.fullNameRequired);
    expect(errors.email).toBe(MESSAGES.emailRequired);
    expect(errors.appointmentDate).toBe(MESSAGES.dateRequired);
    expect(errors.appointmentTime).toBe(MESSAGES.timeRequired);
    expect(errors.serviceType).toBe(MESSAGES.serviceRequired);
  });

  it('treats blanks as empty', () => {
    expect(validate({ fullName: '   ' }).fullName).toBe(MESSAGES.fullNameRequired);
    expect(validate({ fullName: '\uFEFF\u00A0' }).fullName).toBe(MESSAGES.fullNameRequired);
    expect(validate({ email: ' ' }).email).toBe(MESSAGES.emailRequired);
    // A date or time of spaces was not given, not given wrong.
    expect(validate({ appointmentDate: '  ' }).appointmentDate).toBe(MESSAGES.dateRequired);
    expect(validate({ appointmentTime: ' ' }).appointmentTime).toBe(MESSAGES.timeRequired);
  });

  it('refuses a number that cannot exist in Cameroon once the phone library has come, and lets the plain checks pass it before', () => {
    expect(validate({ phone: '+237123456789' }).phone).toBe(MESSAGES.phoneInvalid);
    const beforeLibrary = { today: TODAY, services: SERVICES, messages: MESSAGES };
    expect(validateAppointment({ ...valid, phone: '+237123456789' }, beforeLibrary)).toStrictEqual({});
  });

  it('reads a pasted phone number with spaces around it as the number', () => {
    expect(validate({ phone: ' +237671234567 ' }).phone).toBeUndefined();
  });

  it('takes an address up to its limit of characters, spaces around it not counted, and not one more', () => {
    // 64 characters before the @ at most (RFC 5321), labels of 63 at most: the length is the domain's.
    const at = (length: number) => {
      const domain = length - 65 - '.cm'.length;
      return `${'m'.repeat(64)}@${'d'.repeat(63)}.${'o'.repeat(63)}.${'e'.repeat(domain - 128)}.cm`;
    };
    expect(at(LIMITS.email)).toHaveLength(LIMITS.email);
    expect(isEmail(at(LIMITS.email))).toBe(true);
    expect(isEmail(` ${at(LIMITS.email)} `)).toBe(true);
    expect(isEmail(at(LIMITS.email + 1))).toBe(false);
  });

  /*
   * Issue 67.4: the centre answers with « Répondre », a mailto: link. An address with « ? », « & », « % » or « # »
   * made it open a draft with a stranger's cc, subject and body; dots and hyphens where no mailbox has them
   * (« a@-x-.- », « .a..b.@x.cm ») passed too. A plain address now: before the @, letters without accents,
   * digits and . _ + - ' (no dot first, last or doubled, 64 characters at most); after it, labels of letters
   * and digits with hyphens inside (63 at most each), a top-level domain of letters.
   */
  it('is a plain address: refuses what a mailto: link reads as more than an address, and what no mailbox can be (67.4)', () => {
    for (const email of [
      'x?cc=y@evil.example',
      'marie@example.com?cc=x@evil.example',
      'a&b@example.com',
      'a%40b@example.com',
      'marie#x@example.com',
      'a@-x-.-',
      '.a..b.@x.cm',
      '.marie@example.com',
      'marie.@example.com',
      'ma..rie@example.com',
      'marie@.example.com',
      'marie@example..com',
      'marie@-example.com',
      'marie@example-.com',
      'marie@example.c0m',
      'marie@example.123',
      'marie@example.c',
      'marie@exa_mple.com',
      `${'m'.repeat(65)}@example.com`,
      `marie@${'d'.repeat(64)}.com`,
      'aimée.ngono@gmail.com',
      'marie!x@example.com',
    ]) {
      expect(isEmail(email), email).toBe(false);
      expect(validate({ email }).email, email).toBe(MESSAGES.emailInvalid);
    }
  });

  it('keeps what families type: dots, hyphens, underscores, a « + », capitals, a space after it, an accented domain (67.4)', () => {
    for (const email of ['jean-paul.mbarga@yahoo.fr', 'awa_ngono+rdv@gmail.com', 'Awa.Ngono@GMAIL.COM', 'awa.ngono@gmail.com ', ' AWA@ORANGE.CM', '237awa@camtel.cm', "o'neil@example.com", 'contact@centre-sante.cm', 'awa@université.cm', 'awa@xn--universit-c4a.cm']) {
      expect(isEmail(email), email).toBe(true);
      expect(validate({ email }).email, email).toBeUndefined();
    }
  });

  /*
   * Issue 67.3: a name goes into the e-mail's subject. The form turns a line break or a tab pasted into it into a
   * space (what Chromium does with a pasted line break, and not with a tab); should one reach the check all the
   * same (a draft kept by an older build), it says so, kindly, in the page's language.
   */
  it('says, in each language, that a name is one line, when a line break or a tab reaches the check (67.3)', () => {
    for (const locale of ['fr', 'en'] as const) {
      const messages = appointmentCopy[locale].validation;
      expect(messages.fullNameLine, locale).toMatch(locale === 'fr' ? /seule ligne/ : /one line/);
      for (const fullName of ['Marie\nNgono', 'Marie\r\nBcc: x@evil.example', 'Marie\tNgono', 'Marie Ngono\u0085']) {
        expect(validateAppointment({ ...valid, fullName }, { ...context, messages }).fullName, JSON.stringify(fullName)).toBe(messages.fullNameLine);
      }
    }
  });

  it('turns what a paste brings into a value of one line into spaces, as the form does at each keystroke (67.3)', () => {
    expect(oneLine('Marie\r\nNgono\tÉpouse\u2028Essomba')).toBe('Marie Ngono Épouse Essomba');
    expect(oneLine('Marie\u0007\u0085Ngono')).toBe('Marie Ngono');
    expect(oneLine('Marie Ngono')).toBe('Marie Ngono');
  });

  it('refuses invalid e-mail addresses', () => {
    for (const email of ['marie', 'marie@', 'marie@example', '@example.com', 'marie ngono@example.com', 'marie@@example.com', 'marie@example.']) {
      expect(validate({ email }).email, email).toBe(MESSAGES.emailInvalid);
      expect(isEmail(email), email).toBe(false);
    }
    for (const email of ['marie@example.com', 'm.ngono+rdv@mail.example.cm', ' marie@example.com ']) {
      expect(validate({ email }).email, email).toBeUndefined();
    }
  });

  it('refuses a past date, even typed by hand, and accepts today', () => {
    expect(validate({ appointmentDate: '2026-03-15' }).appointmentDate).toBe(MESSAGES.datePast);
    expect(validate({ appointmentDate: '2025-12-31' }).appointmentDate).toBe(MESSAGES.datePast);
    expect(validate({ appointmentDate: '15/03/2026' }).appointmentDate).toBe(MESSAGES.datePast);
    expect(validate({ appointmentDate: TODAY }).appointmentDate).toBeUndefined();
  });

  it('catches a mistyped year: at most 12 months ahead', () => {
    expect(validate({ appointmentDate: '2027-03-16' }).appointmentDate).toBeUndefined();
    expect(validate({ appointmentDate: '2027-03-17' }).appointmentDate).toBe(MESSAGES.dateTooFar);
    expect(validate({ appointmentDate: '2062-03-20' }).appointmentDate).toBe(MESSAGES.dateTooFar);
  });

  it('refuses dates and times that do not exist', () => {
    expect(validate({ appointmentDate: '2026-02-30' }).appointmentDate).toBe(MESSAGES.dateInvalid);
    expect(validate({ appointmentDate: 'lundi' }).appointmentDate).toBe(MESSAGES.dateInvalid);
    expect(validate({ appointmentTime: '25:00' }).appointmentTime).toBe(MESSAGES.timeInvalid);
    expect(validate({ appointmentTime: '14h30' }).appointmentTime).toBeUndefined();
  });

  it('accepts only a service of the list', () => {
    expect(validate({ serviceType: '' }).serviceType).toBe(MESSAGES.serviceRequired);
    expect(validate({ serviceType: 'Type de service' }).serviceType).toBe(MESSAGES.serviceRequired);
    expect(validate({ serviceType: 'Chirurgie' }).serviceType).toBe(MESSAGES.serviceRequired);
    for (const serviceType of SERVICES) expect(validate({ serviceType }).serviceType).toBeUndefined();
  });

  it('limits the message to 2000 characters and the name to 100', () => {
    expect(validate({ message: 'a'.repeat(2000) }).message).toBeUndefined();
    expect(validate({ message: 'a'.repeat(2001) }).message).toBe(MESSAGES.messageTooLong);
    expect(validate({ message: 'a'.repeat(10_000) }).message).toBe(MESSAGES.messageTooLong);
    expect(validate({ fullName: 'a'.repeat(101) }).fullName).toBe(MESSAGES.fullNameTooLong);
  });

  it('refuses a name of invisible characters only, with its own words', () => {
    // Zero-width spaces and joiners, the Hangul filler, blank braille: trim() keeps them all.
    for (const fullName of ['\u200B\u200B', '\u3164', '\u2800\u2800', '\u200B \u200C', '\u2060\u180E']) {
      const error = validate({ fullName }).fullName;
      expect(error, JSON.stringify(fullName)).toBeTruthy();
      expect(error).toBe(MESSAGES.fullNameLetters);
    }
  });

  it('refuses characters that turn the writing around, in the name and in the message', () => {
    for (const control of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const name = validate({ fullName: `Marie${control}Ngono` }).fullName;
      expect(name, JSON.stringify(control)).toBeTruthy();
      expect(name).toBe(MESSAGES.fullNameDirection);
      const message = validate({ message: `Bonjour ${control}2202 ruoj` }).message;
      expect(message).toBeTruthy();
      expect(message).toBe(MESSAGES.messageDirection);
    }
  });

  it('accepts names in every script, with accents, apostrophes, hyphens and the marks right-to-left writers use', () => {
    for (const fullName of ['Ngo Bassong Émilienne', "N'Dri Kouassi", 'Jean-Claude Ateba', 'محمد علي', '王芳', 'אבי\u200F כהן']) {
      expect(validate({ fullName }).fullName, fullName).toBeUndefined();
    }
  });

  it('takes one reply address: a list is refused with its own words, and quotes or brackets as incomplete', () => {
    for (const email of ['marie@example.com,paul@example.com', 'marie,paul@example.com', 'marie@example.com; paul@example.com', 'marie@example.com,']) {
      const error = validate({ email }).email;
      expect(error, email).toBeTruthy();
      expect(error).toBe(MESSAGES.emailOne);
      expect(isEmail(email)).toBe(false);
    }
    for (const email of ['Marie <marie@example.com>', '"marie"@example.com', 'marie@exa\u202Emple.com', 'marie\u200B@example.com']) {
      expect(validate({ email }).email, email).toBe(MESSAGES.emailInvalid);
    }
    for (const email of ["o'neil@example.com", 'marie@exemple.cm', 'awa@université.cm']) expect(validate({ email }).email, email).toBeUndefined();
  });

  it('lets HTML through as plain text: it is not an error', () => {
    expect(validate({ fullName: '<b>Marie</b>', message: '<script>alert(1)</script>' })).toEqual({});
  });

  it('gives focus to the first invalid field in screen order', () => {
    expect(firstInvalidField(validateAppointment(EMPTY_APPOINTMENT, context))).toBe('fullName');
    expect(firstInvalidField(validate({ serviceType: '', appointmentDate: '2026-01-01' }))).toBe('appointmentDate');
    expect(firstInvalidField(validate({ message: 'a'.repeat(2001), phone: '+2376' }))).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('phone numbers (libphonenumber-js, min metadata)', () => {
  it('are checked with the checker that comes with the phone input, and without it by their length', () => {
    expect(validate({ phone: '+2376712' }).phone).toBe(MESSAGES.phoneTooShort);
    // The phone library has not come (offline before it loaded): the number is checked all the same.
    const withoutChecker = (phone: string) =>
      validateAppointment({ ...valid, phone }, { today: TODAY, services: SERVICES, messages: MESSAGES }).phone;
    expect(withoutChecker('+2376712')).toBe(MESSAGES.phoneTooShort);
    expect(withoutChecker('+2376712345678')).toBe(MESSAGES.phoneTooLong);
    expect(withoutChecker('+123456')).toBe(MESSAGES.phoneTooShort);
    expect(withoutChecker('+1234567890123456')).toBe(MESSAGES.phoneTooLong);
    expect(withoutChecker('+')).toBe(MESSAGES.phoneNotANumber);
    // A number, whole: no text before the « + » or after the digits.
    expect(withoutChecker('6+237671234567')).toBe(MESSAGES.phoneNotANumber);
    expect(withoutChecker('+237671234567x')).toBe(MESSAGES.phoneNotANumber);
    // E.164's bounds: 7 to 15 digits after the « + », both included.
    expect(withoutChecker('+1234567')).toBeUndefined();
    expect(withoutChecker('+123456789012345')).toBeUndefined();
    expect(withoutChecker('+237671234567')).toBeUndefined();
    expect(withoutChecker('+33612345678')).toBeUndefined();
    expect(withoutChecker('')).toBeUndefined();
  });

  it('accepts valid numbers of Cameroon and elsewhere', () => {
    expect(phoneError('+237671234567', MESSAGES)).toBeUndefined();
    expect(phoneError('+237222123456', MESSAGES)).toBeUndefined();
    expect(phoneError('+33612345678', MESSAGES)).toBeUndefined();
    expect(phoneError('', MESSAGES)).toBeUndefined();
  });

  it('says too short, too long, unknown country or not a number, in French', () => {
    expect(phoneError('+2376712', MESSAGES)).toBe(MESSAGES.phoneTooShort);
    expect(phoneError('+2376712345678901', MESSAGES)).toBe(MESSAGES.phoneTooLong);
    expect(phoneError('+99912345', MESSAGES)).toBe(MESSAGES.phoneInvalidCountry);
    expect(phoneError('+', MESSAGES)).toBe(MESSAGES.phoneNotANumber);
  });

  it('refuses a number of the right length that cannot exist in that country', () => {
    expect(phoneError('+237123456789', MESSAGES)).toBe(MESSAGES.phoneInvalid);
  });
});

describe('French typography of the messages', () => {
  it('puts a no-break space before : ; ! ? and never a plain one', () => {
    for (const message of Object.values(MESSAGES)) {
      expect(message, message).not.toMatch(/ [:;!?]/);
      expect(message, message).not.toMatch(/[\p{L}\p{N}][;!?]/u);
    }
  });
});
