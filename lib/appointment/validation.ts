import { addDays, parseDateInput, parseTimeInput } from './douala-date';
import type { ValidationMessages } from './copy';
import { FIELD_ORDER, LIMITS, type AppointmentField, type AppointmentValues } from './types';

/*
 * The form's own validation (the form has noValidate): the same messages in every browser, in the
 * page's language, shown under each field. Pure, so it is unit-tested without a browser.
 */

export type FieldErrors = Partial<Record<AppointmentField, string>>;

// Deliberately simple: something@something.tld, no spaces. The browser's own rule would accept « a@b ».
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.trim().length <= LIMITS.email;
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
   * loads only when it is about to be used; without it a phone number is not checked.
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
  if (!fullName) errors.fullName = MESSAGES.fullNameRequired;
  else if (fullName.length > LIMITS.fullName) errors.fullName = MESSAGES.fullNameTooLong;

  const email = values.email.trim();
  if (!email) errors.email = MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.emailInvalid;

  const phone = values.phone.trim();
  const phoneMessage = phone && phoneError ? phoneError(phone, MESSAGES) : undefined;
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

  return errors;
}

/** The first field, in screen order, that has an error: it gets focus. */
export function firstInvalidField(errors: FieldErrors): AppointmentField | undefined {
  return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
