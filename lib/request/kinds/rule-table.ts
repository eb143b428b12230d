import type { Locale } from '@/lib/i18n';
import type { ChoiceList } from '../site-rules';
import { NOT_ONE_LINE } from '../one-line';
import type { Problem } from '../words';

/*
 * The rules a kind of request's fields follow (kinds/<kind>.ts), as one table: what each rule is (asked for or
 * not, of one line or several, typed in or chosen, the problems its values may have, where the staff read it),
 * read by the checks (rules.ts), the forms (components/request/form/kind-fields.tsx) and the staff's inbox. No
 * import but the line rule's, so a form's first scripts carry it for a few hundred bytes. A rule added is a member
 * of FieldRule and a row of RULES; the compiler then names each place that treats rules apart: its check
 * (rules.ts), its value in words (in-words.ts), its control (kind-fields.tsx), its messages
 * (copy/request/form-words.ts).
 */

/** Asked for, or left to the visitor. */
type Need = 'required' | 'optional';

/**
 * The rule one value follows, which also says how a form asks for it (components/request/form/kind-fields.tsx):
 *   name, email          a person's name, one e-mail address
 *   phone                a number in E.164; `plain`: typed in one box, read with Cameroon's code (else with a
 *                        list of countries beside it)
 *   date                 a day (ISO) from today (a kept request's: a few days before) to `daysAhead` days ahead
 *   openDay              the same, on a day the centre is open: its appointments' hours that weekday, not a
 *                        holiday nor a closure (lib/hours.ts; the page's days, or those the site publishes)
 *   time                 a time of day (HH:MM), always asked for
 *   slot                 a call-back's slot with its times (callback.ts, slotValue), always asked for
 *   choice               one of a list (`of`): the list itself, written with the field, or the name of a list
 *                        of the site's content that the page offers and the site publishes (site-rules.ts,
 *                        PUBLISHED_LISTS: the form's services, every service's title, the positions, the
 *                        districts); where a published list is not at hand (the gateway could not read the
 *                        site's, or an older site's lacks it), any name within `max`
 *   yesNo                « Oui » or « Non » (carried as `yes`, `no`: YES_NO), its words in both languages its own
 *   line                 a line of free text up to `max` characters (a diploma, a district typed); its form's
 *                        box may name what a browser may fill it with (`autoComplete`)
 *   number               a whole number from `min` to `max`, as people type it (« 3 500 », « 3.500 », « 12h »:
 *                        number.ts); carried as digits
 *   text                 anything up to `max` characters, never asked for: the one value of several lines
 *   custom               a form's own control (« Rappelez-moi »'s day and slot): its kind's `carry` checks it,
 *                        and it is never carried as it was typed
 *   consent              a box the visitor ticks (CONSENTED) or leaves (''), never asked for; absent from a body
 *                        an older page posts, it reads as left (stored-values.ts). The gateway alone acts on it
 *                        (visit/consent.ts: the appointment's messages, issue 77)
 * Every value but a text's is of one line.
 */
export type FieldRule =
  | { is: 'name' | 'email'; need: Need }
  | { is: 'phone'; need: Need; plain?: true }
  | { is: 'date' | 'openDay'; need: Need; daysAhead: number }
  | { is: 'yesNo'; need: Need }
  | { is: 'time' | 'slot' | 'custom' | 'consent' }
  | { is: 'choice'; of: ChoiceList | readonly string[]; need: Need; max: number }
  | { is: 'line'; need: Need; max: number; autoComplete?: string }
  | { is: 'number'; need: Need; min: number; max: number }
  | { is: 'text'; max: number };

/** The rules' names. */
export type RuleName = FieldRule['is'];

/** What a value is to the staff who read it (the inbox's card): who, how to reach them, when, what was asked, their own words. */
export type StaffPlace = 'who' | 'reach' | 'when' | 'what' | 'address' | 'words' | 'none';

/** What every rule is, beside what its values may be. */
interface RuleFacts {
  /** Whether a value must be given: as its rule's `need` says, always, or never. */
  asked: 'need' | 'always' | 'never';
  /** A value not given where it is asked, by its key of the forms' messages (none: never asked). */
  missing: Problem | null;
  /** Every problem a value given may have. */
  problems: readonly Problem[];
  /** Whether its value may hold several lines (a message); every other is of one line. */
  lines: 'one' | 'several';
  /** A value of one line that holds a line break: the field's own words for a value it cannot read (none: one its kind checks). */
  broken: Problem | null;
  /** Its control is typed in (a box, not a list or a picker): the keyboard says « next » before it. */
  typed: boolean;
  /** Where the staff read it (the inbox's card). */
  staff: StaffPlace;
}

/** Every rule, one row each: the lists and checks below read it, and the compiler holds it to FieldRule. */
export const RULES = {
  name: { lines: 'one', asked: 'need', missing: 'fullNameRequired', problems: ['fullNameLine', 'fullNameDirection', 'fullNameLetters', 'fullNameTooLong'], broken: 'fullNameLine', typed: true, staff: 'who' },
  email: { lines: 'one', asked: 'need', missing: 'emailRequired', problems: ['emailOne', 'emailInvalid'], broken: 'emailInvalid', typed: true, staff: 'address' },
  phone: {
    lines: 'one',
    asked: 'need',
    missing: 'phoneRequired',
    problems: ['phoneNotANumber', 'phoneTooShort', 'phoneTooLong', 'phoneInvalidCountry', 'phoneInvalid'],
    broken: 'phoneNotANumber',
    typed: true,
    staff: 'reach',
  },
  date: { lines: 'one', asked: 'need', missing: 'dateRequired', problems: ['dateInvalid', 'datePast', 'dateTooFar'], broken: 'dateInvalid', typed: false, staff: 'when' },
  openDay: { lines: 'one', asked: 'need', missing: 'dateRequired', problems: ['dateInvalid', 'datePast', 'dateTooFar', 'dateClosed'], broken: 'dateInvalid', typed: false, staff: 'when' },
  time: { lines: 'one', asked: 'always', missing: 'timeRequired', problems: ['timeInvalid'], broken: 'timeInvalid', typed: false, staff: 'when' },
  slot: { lines: 'one', asked: 'always', missing: 'timeRequired', problems: ['timeInvalid'], broken: 'timeInvalid', typed: false, staff: 'when' },
  // A choice not in the list is said as one not made.
  choice: { lines: 'one', asked: 'need', missing: 'serviceRequired', problems: ['serviceRequired'], broken: 'serviceRequired', typed: false, staff: 'what' },
  // Neither yes nor no (a script's word) is said as no answer.
  yesNo: { lines: 'one', asked: 'need', missing: 'answerRequired', problems: ['answerRequired'], broken: 'answerRequired', typed: false, staff: 'what' },
  line: { lines: 'one', asked: 'need', missing: 'required', problems: ['tooLong'], broken: 'tooLong', typed: true, staff: 'what' },
  number: { lines: 'one', asked: 'need', missing: 'required', problems: ['numberInvalid', 'numberRange'], broken: 'numberInvalid', typed: true, staff: 'what' },
  text: { lines: 'several', asked: 'never', missing: null, problems: ['messageTooLong', 'messageDirection'], broken: null, typed: true, staff: 'words' },
  custom: { lines: 'one', asked: 'never', missing: null, problems: [], broken: null, typed: false, staff: 'none' },
  // Ticked or left: what a script sends besides is refused as no page's.
  consent: { lines: 'one', asked: 'never', missing: null, problems: ['required'], broken: 'required', typed: false, staff: 'none' },
} as const satisfies { [R in RuleName]: RuleFacts };

/** The lists of the site's content a choice may name: every list the site publishes for the gateway (site-rules.ts, PUBLISHED_LISTS). */
export type { ChoiceList };

/**
 * A yes/no rule's two answers: what is carried (the same in both languages), and how each language says it (the
 * form's two choices, the request written out, the centre's e-mail in French, the staff's inbox in theirs, the
 * family's confirmation). Here, not in copy/: the gateway reads lib/ alone.
 */
export const YES_NO = {
  yes: { fr: 'Oui', en: 'Yes' },
  no: { fr: 'Non', en: 'No' },
} as const satisfies Record<string, Record<Locale, string>>;
export type YesNo = keyof typeof YES_NO;

/** A rule for each of the values a kind carries, by the value's name, in the order a fault is looked for (the first found is the gateway's answer, and the form's focus). */
export type FieldRules = { readonly [field: string]: FieldRule };

/** The names of the values a kind carries. */
export type FieldOf<Rules extends FieldRules> = keyof Rules & string;

/** The names of the values a form gives: a box of consent aside (absent, it reads as not ticked: stored-values.ts). */
export type GivenOf<Rules extends FieldRules> = Exclude<FieldOf<Rules>, { [F in keyof Rules]: Rules[F] extends { readonly is: 'consent' } ? F : never }[keyof Rules]>;

export type { Problem } from '../words';
export { unnamed } from '@/lib/unnamed';

/** Whether a value must be given under its rule. */
export function isAsked(rule: FieldRule): boolean {
  const { asked } = RULES[rule.is];
  return asked === 'always' || (asked === 'need' && 'need' in rule && rule.need === 'required');
}

/** The problems a value of this rule may have under it: every one its rule may find, but a missing value's where it is not asked. */
export function possibleProblems(rule: FieldRule): readonly Problem[] {
  const { missing, problems } = RULES[rule.is];
  return [...new Set([...(missing && isAsked(rule) ? [missing] : []), ...problems])];
}

/** The names of a kind's values, in its rules' order. */
export const fieldsOf = <Rules extends FieldRules>(rules: Rules) => Object.keys(rules) as FieldOf<Rules>[];

/**
 * A field as a form draws it: its name (its control's, in the page's body, the outbox and the gateway alike), its
 * rule, and what its rule's row says of it to a form (asked, typed in, of several lines). Plain data: a page (a
 * server component) hands it to its form, whose scripts then carry no table.
 */
export interface FieldSpec {
  name: string;
  rule: FieldRule;
  asked: boolean;
  typed: boolean;
  lines: 'one' | 'several';
}

/** A form's fields, in their order on screen. */
export const specsOf = (rules: FieldRules): FieldSpec[] =>
  fieldsOf(rules).map((name) => {
    const rule = rules[name]!;
    const { typed, lines } = RULES[rule.is];
    return { name, rule, asked: isAsked(rule), typed, lines };
  });

/** Whether a value keeps to lines of that kind: several, any; one, no line break nor other control character. */
const KEEPS_LINES: Record<RuleFacts['lines'], (value: string) => boolean> = { one: (value) => !NOT_ONE_LINE.test(value), several: () => true };

/** Whether a value keeps to its rule's lines: a message may hold several, any other value one (one-line.ts). */
export const keepsItsLines = (rule: FieldRule, value: string) => KEEPS_LINES[RULES[rule.is].lines](value);
