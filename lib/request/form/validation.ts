import { APPOINTMENT_FIELDS } from '../kinds/appointment';
import { APPOINTMENT_FIELD_ORDER as FIELD_ORDER, type AppointmentField } from '../values';
import type { KindValues } from '../kinds';
import { problemsOf, type PhoneProblem } from '../kinds/rules';
import type { PhoneErrorMessages, ValidationMessages } from '../words';

/*
 * The appointment form's own validation (the form has noValidate): the appointment's rules
 * (kinds/appointment.ts, the same the outbox and the gateway read), with the services the page offers and
 * the phone library once it has come, each problem in the page's language, shown under its field. The same
 * messages in every browser. Pure, so it is unit-tested without a browser.
 */

export { DIRECTION_CONTROL, isEmail, nameProblem } from '../kinds/rules';

export type FieldErrors = Partial<Record<AppointmentField, string>>;

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
   * gets the plain checks (kinds/rules.ts, plainPhoneProblem).
   */
  phoneError?: (phone: string, messages: PhoneErrorMessages) => string | undefined;
}

// The phone library's answer as a problem: asked with each message its own name.
const PHONE_PROBLEMS = {
  phoneTooShort: 'phoneTooShort',
  phoneTooLong: 'phoneTooLong',
  phoneInvalidCountry: 'phoneInvalidCountry',
  phoneNotANumber: 'phoneNotANumber',
  phoneInvalid: 'phoneInvalid',
} as const satisfies Record<PhoneProblem, PhoneProblem>;

/** Every field's error; an empty object means the request can be sent. */
export function validateAppointment(values: KindValues<'appointment'>, { today, services, messages, phoneError }: ValidationContext): FieldErrors {
  const problems = problemsOf(APPOINTMENT_FIELDS, values, {
    today,
    earliest: today,
    lists: { services },
    ...(phoneError ? { phoneProblem: (phone: string) => phoneError(phone, PHONE_PROBLEMS) as PhoneProblem | undefined } : {}),
  });
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const problem = problems[field];
    if (problem) errors[field] = messages[problem];
  }
  return errors;
}

/** The first field, in screen order, that has an error: it gets focus. */
export function firstInvalidField(errors: FieldErrors): AppointmentField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
