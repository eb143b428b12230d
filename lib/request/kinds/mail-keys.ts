import type { FieldRules, RuleName } from './rule-table';

/*
 * Which of the spec's e-mail keys a kind's field may fill (kinds/<kind>.ts, `mail`; params-by-rule.ts writes them):
 * a table of the keys and the rules that may fill each, and the type a kind's choice of fields is held to.
 */

/**
 * The spec's keys a field may fill, and the rules of the fields that may fill each: a name, an address (which
 * `reply_to` repeats: the acknowledgement's), a number, a day, a time or a call-back's slot, the service asked
 * for (chosen from a list, or typed on a line). `message` is the family's words under the reference, with every
 * field no key carries on a line of its own before them.
 */
export const MAIL_KEYS = {
  from_name: ['name'],
  from_email: ['email'],
  phone: ['phone'],
  date: ['date', 'openDay'],
  time: ['time', 'slot'],
  service: ['choice', 'line'],
} as const satisfies Record<string, readonly RuleName[]>;

export type MailKey = keyof typeof MAIL_KEYS;

/** The names of a kind's fields whose rule is one of `R`. */
type FieldsWith<Rules extends FieldRules, R extends RuleName> = { [F in keyof Rules]: Rules[F] extends { readonly is: infer Is } ? (Is extends R ? F : never) : never }[keyof Rules] & string;

/** Which field fills each of the spec's keys, of a rule that may (MAIL_KEYS): the compiler refuses a key given a field of another rule. */
export type MailKeys<Rules extends FieldRules> = { readonly [K in MailKey]?: FieldsWith<Rules, (typeof MAIL_KEYS)[K][number]> };
