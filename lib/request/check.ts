import { isTimeOfDay } from '@/lib/calendar-format';
import { addDays, parseDateInput } from '@/lib/douala-date';
import { HORIZON_DAYS, minutesOf } from '@/lib/hours';
import { readSlot } from './callback';
import { KEEP_DAYS } from './entry';
import { DIRECTION_CONTROL, firstInvalidField, isEmail, nameProblem, plainPhoneError, validateAppointment } from './form/validation';
import type { RequestContent } from './payload';
import type { SiteRules } from './site-rules';
import { LIMITS, type AppointmentField, type AppointmentValues } from './values';
import type { ValidationMessages } from './words';

/*
 * What a request must be to reach the centre, whatever sent it: the form's rules (form/validation.ts),
 * « Rappelez-moi »'s and an application's, on the values each one builds (callbackValues,
 * applicationValues), in one function. The request gateway (gateway/) runs it on every body before it
 * sends anything, so a script posting to it meets the same rules as the form; the site's own builders
 * are held to it by tests/request/request-check.test.ts. Pure, no words: it names the first field at fault.
 *
 * It accepts what a person's browser may honestly send later than it was typed: a request kept on the
 * device (entry.ts, KEEP_DAYS) may leave after its day has passed, and a device's clock may be a day
 * off. What depends on the moment (is today's slot still offered?) was the page's to check, not this.
 */

/** Where a day may be, around today in Yaoundé: a kept request's day may be past; a clock may be a day off. */
export const DAY_SLACK = { before: KEEP_DAYS + 1, after: 1 } as const;

/**
 * A call-back is for today or one of the next opening days (callback.ts), which days closed may push as
 * far as the call-back looks for one (HORIZON_DAYS); the hours themselves are the page's to know.
 */
const CALLBACK_DAYS_AHEAD = HORIZON_DAYS;

/** A service's or a position's name, where the list is not at hand (the gateway is deployed apart from the content): far above any the centre writes. */
const SERVICE_NAME = 200;

/** An application's message holds its details (diploma, experience, quartier: application.ts) before the candidate's words. */
const APPLICATION_DETAILS = 500;

export type RequestCheck = { ok: true } | { ok: false; field: AppointmentField };

// The form's rules give messages; here only the field matters. Each message is its own name: never empty, as a
// rule may test a message for truth (the phone's does).
const NO_WORDS: ValidationMessages = {
  fullNameRequired: 'fullNameRequired',
  fullNameTooLong: 'fullNameTooLong',
  fullNameLetters: 'fullNameLetters',
  fullNameDirection: 'fullNameDirection',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  emailOne: 'emailOne',
  phoneTooShort: 'phoneTooShort',
  phoneTooLong: 'phoneTooLong',
  phoneInvalidCountry: 'phoneInvalidCountry',
  phoneNotANumber: 'phoneNotANumber',
  phoneInvalid: 'phoneInvalid',
  dateRequired: 'dateRequired',
  dateInvalid: 'dateInvalid',
  datePast: 'datePast',
  dateTooFar: 'dateTooFar',
  timeRequired: 'timeRequired',
  timeInvalid: 'timeInvalid',
  serviceRequired: 'serviceRequired',
  messageTooLong: 'messageTooLong',
  messageDirection: 'messageDirection',
};

const phoneProblem = (phone: string) => plainPhoneError(phone, NO_WORDS) !== undefined;
const optionalName = (name: string) => name !== '' && nameProblem(name) !== undefined;
const freeText = (text: string, limit: number) => text.length > limit || DIRECTION_CONTROL.test(text);

function inWindow(typed: string, earliest: string, latest: string): boolean {
  const date = parseDateInput(typed);
  return date !== null && date >= earliest && date <= latest;
}

/** The first field at fault of a call-back: a number, maybe a name, a day and a slot with its times. */
function callbackField(values: AppointmentValues, today: string, earliest: string): AppointmentField | undefined {
  if (!values.phone.trim() || phoneProblem(values.phone.trim())) return 'phone';
  if (optionalName(values.fullName.trim())) return 'fullName';
  if (values.email !== '') return 'email';
  if (!inWindow(values.appointmentDate, earliest, addDays(today, CALLBACK_DAYS_AHEAD + DAY_SLACK.after))) return 'appointmentDate';
  const slot = readSlot(values.appointmentTime);
  // Times the e-mail can write (one rule: isTimeOfDay), the end after the start.
  if (!slot || !isTimeOfDay(slot.from) || !isTimeOfDay(slot.to) || minutesOf(slot.to) <= minutesOf(slot.from)) return 'appointmentTime';
  if (freeText(values.serviceType, SERVICE_NAME)) return 'serviceType';
  if (values.message !== '') return 'message';
  return undefined;
}

/** The first field at fault of an application: a name, a number, an e-mail if any, a start if any, the message within its limit. */
function applicationField(values: AppointmentValues, today: string, earliest: string): AppointmentField | undefined {
  const name = values.fullName.trim();
  if (!name || nameProblem(name)) return 'fullName';
  const email = values.email.trim();
  if (email && !isEmail(email)) return 'email';
  if (!values.phone.trim() || phoneProblem(values.phone.trim())) return 'phone';
  if (values.appointmentDate && !inWindow(values.appointmentDate, earliest, addDays(today, LIMITS.daysAhead + DAY_SLACK.after))) return 'appointmentDate';
  if (values.appointmentTime !== '') return 'appointmentTime';
  if (freeText(values.serviceType, SERVICE_NAME)) return 'serviceType';
  if (freeText(values.message, LIMITS.message + APPLICATION_DETAILS)) return 'message';
  return undefined;
}

/** What a request is checked against: Yaoundé's day (doualaToday()), and the content's rules when the gateway could read them (site-rules.ts; null: not read). */
export interface CheckContext {
  today: string;
  rules?: SiteRules | null;
}

/** Whether a request may be sent; else the first field at fault. */
export function checkRequest({ values, kind = 'appointment' }: RequestContent, { today }: CheckContext): RequestCheck {
  const earliest = addDays(today, -DAY_SLACK.before);
  let field: AppointmentField | undefined;
  if (kind === 'callback') field = callbackField(values, today, earliest);
  else if (kind === 'application') field = applicationField(values, today, earliest);
  else {
    // The form's own rules (its code is the pages', unchanged: they pay for every byte of it), with what
    // only the gateway needs around them: any service named within the limit (the list is content, which
    // the gateway is deployed apart from), and the days a kept request may have left behind.
    const service = values.serviceType;
    const named = service.trim() !== '' && service.length <= SERVICE_NAME && !DIRECTION_CONTROL.test(service);
    const errors = validateAppointment(values, { today: earliest, services: named ? [service] : [], messages: NO_WORDS });
    // From `earliest`, the form's year ahead ends too early: the date's window is today's (and a clock a day ahead).
    if (errors.appointmentDate === NO_WORDS.dateTooFar && inWindow(values.appointmentDate, earliest, addDays(today, LIMITS.daysAhead + DAY_SLACK.after))) {
      delete errors.appointmentDate;
    }
    field = firstInvalidField(errors);
  }
  return field ? { ok: false, field } : { ok: true };
}
