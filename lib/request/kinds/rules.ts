import { isTimeOfDay } from '@/lib/calendar-format';
import { addDays, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { memberOf } from '@/lib/closed-set';
import { minutesOf, openingsOn, type OpenDays } from '@/lib/hours';
import { readSlot } from '../callback';
import { NOT_ONE_LINE } from '../one-line';
import { CONSENTED } from '../visit/consent';
import type { RequestValues } from '../values';
import { DIRECTION_CONTROL, isEmail, nameProblem, plainPhoneProblem, SEVERAL_ADDRESSES, type PhoneProblem } from './contact-checks';
import { readNumber } from './number';
import { fieldsOf, isAsked, keepsItsLines, RULES, unnamed, YES_NO, type ChoiceList, type FieldOf, type FieldRule, type FieldRules, type GivenOf, type Problem } from './rule-table';

/*
 * What a request's values may be, field by field: the rules a kind of request is made of (kinds/<kind>.ts
 * says which rule each of its fields follows), read three ways from the same words. The form checks what
 * was typed with them (its own words for each problem, the phone library and the lists of the page on top),
 * the outbox reads a kept entry as complete when every field asked for is there, and the gateway
 * (check.ts) holds every posted request to them. Pure, no words: a problem is named by its key of the
 * form's messages (ValidationMessages). The rules themselves, and what each is: rule-table.ts.
 */

export { DIRECTION_CONTROL, isEmail, nameProblem, plainPhoneProblem, type PhoneProblem } from './contact-checks';
export * from './rule-table';

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
  /** The days the centre is open (its appointments' hours, its days closed): the page's, or those the site publishes; absent, an `openDay` is any day within its bounds. */
  openDays?: OpenDays;
  /** The phone library's check, when it has come (form/phone-error.ts); plainPhoneProblem's otherwise. */
  phoneProblem?: (phone: string) => PhoneProblem | undefined;
}

const freeText = (text: string, max: number): Problem | undefined =>
  text.length > max ? 'messageTooLong' : DIRECTION_CONTROL.test(text) ? 'messageDirection' : undefined;

/** A day typed, read, within the days its rule allows (ISO strings compare in calendar order); its day when it is. */
function dayOf(value: string, daysAhead: number, context: RuleContext): { day: string } | { problem: Problem } {
  const date = parseDateInput(value);
  if (!date) return { problem: 'dateInvalid' };
  if (date < context.earliest) return { problem: 'datePast' };
  return date > addDays(context.today, daysAhead + (context.slackAfter ?? 0)) ? { problem: 'dateTooFar' } : { day: date };
}

/** The problem of one value under its rule, if any. */
function problemOf(rule: FieldRule, value: string, context: RuleContext): Problem | undefined {
  const typed = value.trim();
  const { broken } = RULES[rule.is];
  if (broken && NOT_ONE_LINE.test(value)) return broken;
  if (!typed && rule.is !== 'text' && rule.is !== 'custom') return isAsked(rule) ? (RULES[rule.is].missing ?? undefined) : undefined;
  switch (rule.is) {
    case 'name':
      return nameProblem(typed);
    case 'email':
      return SEVERAL_ADDRESSES.test(typed) ? 'emailOne' : isEmail(typed) ? undefined : 'emailInvalid';
    case 'phone':
      return (context.phoneProblem ?? plainPhoneProblem)(typed);
    case 'date': {
      const read = dayOf(value, rule.daysAhead, context);
      return 'problem' in read ? read.problem : undefined;
    }
    case 'openDay': {
      const read = dayOf(value, rule.daysAhead, context);
      if ('problem' in read) return read.problem;
      const days = context.openDays;
      return days && openingsOn(read.day, days.hours, days.closures).length === 0 ? 'dateClosed' : undefined;
    }
    case 'time':
      return parseTimeInput(value) ? undefined : 'timeInvalid';
    case 'slot': {
      const slot = readSlot(value);
      // Times the e-mail can write (one rule: isTimeOfDay), the end after the start.
      return slot && isTimeOfDay(slot.from) && isTimeOfDay(slot.to) && minutesOf(slot.from) < minutesOf(slot.to) ? undefined : 'timeInvalid';
    }
    case 'choice': {
      const list = typeof rule.of === 'string' ? context.lists?.[rule.of] : rule.of;
      return (list ? list.includes(typed) : !freeText(value, rule.max)) ? undefined : 'serviceRequired';
    }
    case 'yesNo':
      // Own keys only: « toString » is in every object.
      return memberOf(YES_NO, typed) ? undefined : 'answerRequired';
    case 'line':
      return typed.length > rule.max || DIRECTION_CONTROL.test(typed) ? 'tooLong' : undefined;
    case 'number': {
      const number = readNumber(typed);
      if (number === null) return 'numberInvalid';
      return number < rule.min || number > rule.max ? 'numberRange' : undefined;
    }
    case 'text':
      return freeText(value, rule.max);
    case 'consent':
      // Ticked or not; anything else is no page's.
      return value === '' || value === CONSENTED ? undefined : 'required';
    case 'custom':
      return undefined;
    default:
      return unnamed(rule);
  }
}

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
    if (!keepsItsLines(rule, value)) return false;
    if (rule.is === 'slot') return readSlot(value) !== null;
    return !isAsked(rule) || value.trim() !== '';
  });
}
