import { isTimeOfDay } from '@/lib/calendar-format';
import { addDays, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { minutesOf } from '@/lib/hours';
import { readSlot } from '../callback';
import { NOT_ONE_LINE } from '../one-line';
import { CONSENTED } from '../visit/consent';
import { LIMITS, type RequestValues } from '../values';
import type { ValidationMessages } from '../words';

/*
 * What a request's values may be, field by field: the rules a kind of request is made of (kinds/<kind>.ts
 * says which rule each of its fields follows), read three ways from the same words. The form checks what
 * was typed with them (its own words for each problem, the phone library and the lists of the page on top),
 * the outbox reads a kept entry as complete when every field asked for is there, and the gateway
 * (check.ts) holds every posted request to them. Pure, no words: a problem is named by its key of the
 * form's messages (ValidationMessages).
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
const SEVERAL_ADDRESSES = /[,;]/;

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

/** Asked for, or left to the visitor. */
type Need = 'required' | 'optional';

/**
 * The rule one value follows, which also says how a form asks for it (components/request/form/kind-fields.tsx):
 *   name, email          a person's name, one e-mail address
 *   phone                a number in E.164; `plain`: typed in one box, read with Cameroon's code (else with a
 *                        list of countries beside it)
 *   date                 a day (ISO) from today (a kept request's: a few days before) to `daysAhead` days ahead
 *   time                 a time of day (HH:MM), always asked for
 *   slot                 a call-back's slot with its times (callback.ts, slotValue), always asked for
 *   choice               one of a list (`of`): the list itself, written with the field (the districts of a
 *                        home visit), or the name of a list of the site's content that the page offers and the
 *                        site publishes (site-rules.ts: the form's services, every service's title, the
 *                        positions); where a published list is not at hand (the gateway could not read the
 *                        site's), any name within `max`
 *   line                 a line of free text up to `max` characters (a diploma, a district typed); its form's
 *                        box may name what a browser may fill it with (`autoComplete`)
 *   text                 anything up to `max` characters, never asked for: the one value of several lines
 *   custom               a form's own control (« Rappelez-moi »'s day and slot): its kind's `carry` checks it,
 *                        and it is never carried as it was typed
 *   consent              a box the visitor ticks (CONSENTED) or leaves (''), never asked for; absent from a body
 *                        an older page posts, it reads as left (stored-values.ts). The gateway alone reads it
 *                        (visit/consent.ts: the appointment's messages, issue 77)
 * Every value but a text's is of one line.
 */
export type FieldRule =
  | { is: 'name' | 'email'; need: Need }
  | { is: 'phone'; need: Need; plain?: true }
  | { is: 'date'; need: Need; daysAhead: number }
  | { is: 'time' | 'slot' | 'custom' | 'consent' }
  | { is: 'choice'; of: ChoiceList | readonly string[]; need: Need; max: number }
  | { is: 'line'; need: Need; max: number; autoComplete?: string }
  | { is: 'text'; max: number };

/** The lists of the site's content a choice may name (the site publishes them for the gateway: site-rules.ts). */
export type ChoiceList = 'services' | 'serviceTitles' | 'positions';

/** A rule for each of the values a kind carries, by the value's name, in the order a fault is looked for (the first found is the gateway's answer, and the form's focus). */
export type FieldRules = { readonly [field: string]: FieldRule };

/** The names of the values a kind carries. */
export type FieldOf<Rules extends FieldRules> = keyof Rules & string;

/** The names of the values a form gives: a box of consent aside (absent, it reads as not ticked: stored-values.ts). */
export type GivenOf<Rules extends FieldRules> = Exclude<FieldOf<Rules>, { [F in keyof Rules]: Rules[F] extends { readonly is: 'consent' } ? F : never }[keyof Rules]>;

/** What is wrong with a value: a key of a form's messages (words.ts; a form may give one message for a field whatever its problem). */
export type Problem = keyof ValidationMessages | 'phoneRequired' | 'required' | 'tooLong';
export type Problems<Rules extends FieldRules> = { -readonly [F in FieldOf<Rules>]?: Problem };

export interface RuleContext {
  /** Today in Yaoundé (ISO). */
  today: string;
  /** The first day a date may be: today for a form, a few days before for a request kept on a device (check.ts). */
  earliest: string;
  /** Days a date may be past its `daysAhead`: a device's clock a day ahead. */
  slackAfter?: number;
  /** The lists a `choice` is one of: the page's (the services it offers) or those the site publishes (check.ts); one absent, any name within the rule's `max`. */
  lists?: Partial<Record<ChoiceList, readonly string[]>>;
  /** The phone library's check, when it has come (form/phone-error.ts); plainPhoneProblem's otherwise. */
  phoneProblem?: (phone: string) => PhoneProblem | undefined;
}

const freeText = (text: string, max: number): Problem | undefined =>
  text.length > max ? 'messageTooLong' : DIRECTION_CONTROL.test(text) ? 'messageDirection' : undefined;

/** What a value of one line with a line break in it is, by its rule: the field's own words for a value it cannot read. */
const LINE_PROBLEMS = {
  name: 'fullNameLine',
  email: 'emailInvalid',
  phone: 'phoneNotANumber',
  date: 'dateInvalid',
  time: 'timeInvalid',
  slot: 'timeInvalid',
  choice: 'serviceRequired',
  line: 'tooLong',
  consent: 'required',
} as const satisfies Record<Exclude<FieldRule['is'], 'text' | 'custom'>, Problem>;

// The message is the one value of several lines (one-line.ts).
const isOneLine = (rule: FieldRule, value: string) => rule.is === 'text' || !NOT_ONE_LINE.test(value);

/** The problem of one value under its rule, if any. */
function problemOf(rule: FieldRule, value: string, context: RuleContext): Problem | undefined {
  const typed = value.trim();
  if (rule.is === 'custom') return undefined;
  if (rule.is !== 'text' && NOT_ONE_LINE.test(value)) return LINE_PROBLEMS[rule.is];
  switch (rule.is) {
    case 'name':
      if (!typed) return rule.need === 'required' ? 'fullNameRequired' : undefined;
      return nameProblem(typed);
    case 'email':
      if (!typed) return rule.need === 'required' ? 'emailRequired' : undefined;
      return SEVERAL_ADDRESSES.test(typed) ? 'emailOne' : isEmail(typed) ? undefined : 'emailInvalid';
    case 'phone':
      if (!typed) return rule.need === 'required' ? 'phoneRequired' : undefined;
      return (context.phoneProblem ?? plainPhoneProblem)(typed);
    case 'date': {
      if (!typed) return rule.need === 'required' ? 'dateRequired' : undefined;
      const date = parseDateInput(value);
      // ISO strings compare in calendar order.
      if (!date) return 'dateInvalid';
      if (date < context.earliest) return 'datePast';
      return date > addDays(context.today, rule.daysAhead + (context.slackAfter ?? 0)) ? 'dateTooFar' : undefined;
    }
    case 'time':
      if (!typed) return 'timeRequired';
      return parseTimeInput(value) ? undefined : 'timeInvalid';
    case 'slot': {
      if (!typed) return 'timeRequired';
      const slot = readSlot(value);
      // Times the e-mail can write (one rule: isTimeOfDay), the end after the start.
      return slot && isTimeOfDay(slot.from) && isTimeOfDay(slot.to) && minutesOf(slot.from) < minutesOf(slot.to) ? undefined : 'timeInvalid';
    }
    case 'choice': {
      if (!typed) return rule.need === 'required' ? 'serviceRequired' : undefined;
      const list = typeof rule.of === 'string' ? context.lists?.[rule.of] : rule.of;
      return (list ? list.includes(typed) : !freeText(value, rule.max)) ? undefined : 'serviceRequired';
    }
    case 'line':
      if (!typed) return rule.need === 'required' ? 'required' : undefined;
      return typed.length > rule.max || DIRECTION_CONTROL.test(typed) ? 'tooLong' : undefined;
    case 'text':
      return freeText(value, rule.max);
    case 'consent':
      // Ticked or not; anything else is no page's.
      return value === '' || value === CONSENTED ? undefined : 'required';
  }
}

/** The names of a kind's values, in its rules' order. */
export const fieldsOf = <Rules extends FieldRules>(rules: Rules) => Object.keys(rules) as FieldOf<Rules>[];

/** A field as a form draws it: its name (its control's, in the page's body, the outbox and the gateway alike) and its rule. Plain data: a page hands it to its form. */
export interface FieldSpec {
  name: string;
  rule: FieldRule;
}

/** A form's fields, in their order on screen. */
export const specsOf = (rules: FieldRules): FieldSpec[] => fieldsOf(rules).map((name) => ({ name, rule: rules[name]! }));

/** Every value's problem, by field (an empty object: the values may be sent). */
export function problemsOf<Rules extends FieldRules>(rules: Rules, values: RequestValues<GivenOf<Rules>>, context: RuleContext): Problems<Rules> {
  const problems: Problems<Rules> = {};
  for (const field of fieldsOf(rules)) {
    const problem = problemOf(rules[field]!, (values as RequestValues)[field] ?? '', context);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The first field at fault, in the rules' order, or undefined. */
export function firstFault(rules: FieldRules, values: RequestValues, context: RuleContext): string | undefined {
  return fieldsOf(rules).find((field) => problemOf(rules[field]!, values[field] ?? '', context) !== undefined);
}

/**
 * Whether a kept entry holds what its kind asks for (every value a rule asks for, a slot readable), each value
 * of one line on one line: enough to be answered and sent. The rest of what it holds is not checked again: it
 * was, before it was kept.
 */
export function isComplete(rules: FieldRules, values: RequestValues): boolean {
  return fieldsOf(rules).every((field) => {
    const rule = rules[field]!;
    const value = values[field] ?? '';
    if (!isOneLine(rule, value)) return false;
    if (rule.is === 'slot') return readSlot(value) !== null;
    const asked = rule.is === 'time' || ('need' in rule && rule.need === 'required');
    return !asked || value.trim() !== '';
  });
}
