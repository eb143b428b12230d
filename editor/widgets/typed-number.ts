import { readAmount } from '@/lib/amount';
import { formatFcfa } from '@/lib/format';
import { amountMessage, isItemId, itemIdMessage } from '@/content/schema/kit';
import { frenchIssue } from '@/content/schema/messages';
import type * as z from 'zod';

/*
 * Numbers staff type into the editor, read as the build reads them. Decap's own number field reads
 * « 3.500 » as 300 and « 2500.75 » as 25005; ours are text boxes whose text goes through one reader per
 * kind of number: what it stores, what the site will print, or the build's own sentence saying why the
 * text is refused. A text that cannot be read is stored as it was typed: the editor refuses to save it
 * (isValid) and the build would refuse it too, so no number staff did not type can ever be written.
 */

/** What a field's config says about its value (the editor's config, generated from content/schema/). */
export interface NumberRules {
  required: boolean;
  min?: number;
  max?: number;
}

export type Reading = { ok: true; value: number } | { ok: false; message: string };

/** One kind of number: how its text is read, and what the build thinks of a stored value. */
export interface NumberKind {
  /** The keyboard a phone shows: digits only, or digits and a decimal separator. */
  inputMode: 'numeric' | 'decimal';
  /** What the text (not blank) means. */
  read(text: string, rules: NumberRules): Reading;
  /** The build's verdict on a value stored in the file: undefined when it is accepted, else why not. */
  check(value: unknown, rules: NumberRules): string | undefined;
  /** Why a required field left empty is refused. */
  empty: string;
  /** What the site prints for the value, when it prints it differently from the digits. */
  echo?(value: number): string;
}

/** What a field holds once staff have typed `text`. */
export interface TypedNumber {
  /** What goes into the entry: the number read, nothing for a blank field, or the text itself when it cannot be read. */
  stored: number | string | undefined;
  /** What the site will print. */
  echo?: string;
  /** Why the text is refused, as a sentence. */
  problem?: string;
}

/** A message of the build, which follows a field's name (« montant : le montant est vide »), as a sentence of its own. */
export function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export function readTyped(kind: NumberKind, text: string, rules: NumberRules): TypedNumber {
  if (text.trim() === '') return { stored: undefined, problem: rules.required ? sentence(kind.empty) : undefined };
  const reading = kind.read(text, rules);
  if (!reading.ok) return { stored: text, problem: sentence(reading.message) };
  return { stored: reading.value, echo: kind.echo?.(reading.value) };
}

/** Why the stored value cannot be saved (what isValid tells Decap), or undefined. A blank field is Decap's to require. */
export function storedProblem(kind: NumberKind, value: unknown, rules: NumberRules): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const message = kind.check(value, rules);
  return message === undefined ? undefined : sentence(message);
}

/**
 * The text the box shows for the value Decap hands back. While staff type, the box keeps their text
 * (« 3.500 » stays as typed though 3500 is stored); a value changed from elsewhere (a draft loaded,
 * the other language copied in) replaces it.
 */
export function textFor(kind: NumberKind, value: unknown, typed: string | undefined, rules: NumberRules): string {
  if (typed !== undefined && Object.is(readTyped(kind, typed, rules).stored, value ?? undefined)) return typed;
  if (value === undefined || value === null) return '';
  return String(value);
}

/** An amount of FCFA: « 3.500 », « 3 500 F » → 3500 (lib/amount.ts), shown back as the site prints it. */
export const amount: NumberKind = {
  inputMode: 'numeric',
  read(text) {
    const reading = readAmount(text);
    return reading.ok ? { ok: true, value: reading.amount } : { ok: false, message: amountMessage(text, reading.problem) };
  },
  check(value) {
    const reading = readAmount(value);
    return reading.ok ? undefined : amountMessage(value, reading.problem);
  },
  empty: amountMessage('', 'empty'),
  echo: (value) => formatFcfa(value, 'fr'),
};

/** The number in an item's address (/ServiceDetails/3/): digits only, from 1. */
export const itemNumber: NumberKind = {
  inputMode: 'numeric',
  read(text) {
    const trimmed = text.trim();
    const value = /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
    return isItemId(value) ? { ok: true, value } : { ok: false, message: itemIdMessage(text) };
  },
  check: (value) => (isItemId(value) ? undefined : itemIdMessage(value)),
  empty: itemIdMessage(''),
};

/** What the build says of a number field's value (the error map content files are read with). */
const buildSays = (issue: Record<string, unknown>) => frenchIssue(issue as unknown as z.core.$ZodRawIssue);
const notANumber = (input: unknown) => buildSays({ code: 'invalid_type', expected: 'number', input });

function rangeMessage(value: number, rules: NumberRules): string | undefined {
  if (rules.min !== undefined && value < rules.min) return buildSays({ code: 'too_small', origin: 'number', minimum: rules.min, inclusive: true, input: value });
  if (rules.max !== undefined && value > rules.max) return buildSays({ code: 'too_big', origin: 'number', maximum: rules.max, inclusive: true, input: value });
  return undefined;
}

/** A count (of days): digits only, within the field's bounds; « 3.500 » or « 2,5 » is refused, never read. */
export const count: NumberKind = {
  inputMode: 'numeric',
  read(text, rules) {
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed)) return { ok: false, message: notANumber(text) };
    const value = Number(trimmed);
    const range = rangeMessage(value, rules);
    return range ? { ok: false, message: range } : { ok: true, value };
  },
  check: (value, rules) => (typeof value === 'number' && Number.isInteger(value) ? rangeMessage(value, rules) : notANumber(value)),
  empty: notANumber(undefined),
};

/** A decimal number (a latitude): « 3,8480 » as French writes it, or « 3.8480 ». */
export const decimal: NumberKind = {
  inputMode: 'decimal',
  read(text, rules) {
    const trimmed = text.trim().replace(/^[−–]/, '-');
    if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return { ok: false, message: notANumber(text) };
    const value = Number(trimmed.replace(',', '.'));
    const range = rangeMessage(value, rules);
    return range ? { ok: false, message: range } : { ok: true, value };
  },
  check: (value, rules) => (typeof value === 'number' && Number.isFinite(value) ? rangeMessage(value, rules) : notANumber(value)),
  empty: notANumber(undefined),
};
