import { formatCount } from '@/lib/format';
import { fill, type Locale } from '@/lib/i18n';
import { numberValue } from '../kinds/number';
import { fieldsOf, problemsOf, type FieldRule, type FieldRules, type PhoneProblem, type Problem, type RuleContext } from '../kinds/rules';
import type { RequestValues } from '../values';
import type { PhoneErrorMessages } from '../words';

/*
 * A form's own checks (every form has noValidate): its kind's rules (kinds/<kind>.ts, the same the outbox and
 * the gateway read), with the lists the page offers and the phone library once it has come, each problem in
 * the page's language, shown under its field. The same messages in every browser. Pure, so it is unit-tested
 * without a browser.
 */

export { DIRECTION_CONTROL, isEmail, nameProblem } from '../kinds/rules';

/** Each field's error, in the page's words, by the field's name; an empty object means the request can be sent. */
export type FieldErrors = Partial<Record<string, string>>;

/** A form's words for what is wrong: one for a field whatever its problem, else each problem's own (ValidationMessages). */
export type FormMessages = Partial<Record<string, string>>;

/** A number typed in one box (a rule's `plain` phone), read by the phone library with Cameroon's code. */
export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: Problem };

/** The phone library, once it has come (the form loads it only when it is about to be used: about 40 KB gzip). */
export interface PhoneLibrary {
  /** Why a number of the field with a list of countries (E.164) is no number, if it is not. */
  problem: (phone: string) => PhoneProblem | undefined;
  /** A number typed in one box. */
  read?: (typed: string) => PhoneReading;
}

export interface FormCheck {
  /** Today in Yaoundé (ISO), from doualaToday(). */
  today: string;
  /** The page's language: how a message writes a number's bounds. */
  locale: Locale;
  /** The lists the page offers, by name: what each choice may be. */
  lists?: RuleContext['lists'];
  /** The page's hours and days closed: the days an `openDay` may be. */
  openDays?: RuleContext['openDays'];
  messages: FormMessages;
  /** Without it (offline before it came), a number still gets the plain checks (kinds/rules.ts, plainPhoneProblem). */
  phone?: PhoneLibrary | null;
}

/** A message with the bounds of its field's rule, as the page writes numbers (« Entre {min} et {max} heures. »). */
function said(message: string, rule: FieldRule, locale: Locale): string {
  const bounds = { ...('min' in rule ? { min: formatCount(rule.min, locale) } : {}), ...('max' in rule ? { max: formatCount(rule.max, locale) } : {}) };
  return fill(message, bounds);
}

/**
 * What a form sends of what was typed (a number typed in one box, in E.164; a number of the number rule, as its
 * digits) and each field's error, in the rules' order: its field's message, or its problem's.
 */
export function checkForm(rules: FieldRules, typed: RequestValues, { today, locale, lists, openDays, messages, phone }: FormCheck): { values: RequestValues; errors: FieldErrors } {
  const values = { ...typed };
  const read: Partial<Record<string, Problem>> = {};
  for (const field of fieldsOf(rules)) {
    const rule = rules[field]!;
    const value = typed[field]?.trim() ?? '';
    if (rule.is === 'number' && value) values[field] = numberValue(value);
    if (rule.is !== 'phone' || !rule.plain || !value || !phone?.read) continue;
    const reading = phone.read(value);
    if (reading.ok) values[field] = reading.e164;
    else read[field] = reading.problem;
  }
  const problems: Partial<Record<string, Problem>> = problemsOf(rules, values, {
    today,
    earliest: today,
    ...(lists ? { lists } : {}),
    ...(openDays ? { openDays } : {}),
    ...(phone ? { phoneProblem: phone.problem } : {}),
  });
  const errors: FieldErrors = {};
  for (const field of fieldsOf(rules)) {
    const problem = read[field] ?? problems[field];
    if (problem) errors[field] = said(messages[field] ?? messages[problem] ?? '', rules[field]!, locale);
  }
  return { values, errors };
}

// The phone library's answer as a problem: asked with each message its own name.
export const PHONE_PROBLEMS = {
  phoneTooShort: 'phoneTooShort',
  phoneTooLong: 'phoneTooLong',
  phoneInvalidCountry: 'phoneInvalidCountry',
  phoneNotANumber: 'phoneNotANumber',
  phoneInvalid: 'phoneInvalid',
} as const satisfies Record<PhoneProblem, PhoneProblem>;

/** The phone library's check of a number with its country, as a problem (phone-error.ts, phoneError). */
export const phoneProblemOf = (phoneError: (phone: string, messages: PhoneErrorMessages) => string | undefined) => (phone: string) =>
  phoneError(phone, PHONE_PROBLEMS) as PhoneProblem | undefined;
