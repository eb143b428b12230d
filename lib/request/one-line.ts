/*
 * What no value of one line may hold (a name, an address, a number, a day, a time, a service): control
 * characters (a line break, a tab, an escape) and the separators of lines and paragraphs. Such a value goes into
 * the e-mail's subject and into the relay's one-field-a-line text, where a line break writes a header or a field
 * of its own (issue 67.3). The rules refuse them (kinds/rules.ts); the forms turn them into spaces as they come.
 * A module of its own, of no import: the forms' first scripts hold it.
 */

export const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

/** A value of one line as a form keeps it, typed or pasted: each run of those characters a space, as Chromium does with a pasted line break (and not with a tab). */
export const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
