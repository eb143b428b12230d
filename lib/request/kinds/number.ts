import { readWhole } from '@/lib/whole-number';

/*
 * A number a request asks for (a rule `{ is: 'number' }`: hours of care a week…), as people type it: grouped
 * as they group thousands (« 3 500 », « 3.500 »: whole-number.ts), pasted with spaces around it, its unit after
 * it (« 12h », « 12 h », « 12 heures », « 20 hrs »). What is read is carried as digits (« 3500 »), so the
 * centre, the gateway and the outbox read one way of writing it.
 */

// A unit after the number, with or without a space: letters, and the dots and slashes of an abbreviation (« h/sem. »).
const UNIT = /\s*\p{L}[\p{L}\s./]*$/u;

/** The whole number a value holds, or null: a fraction (« 7,5 »), a sign, or anything but a number and its unit. */
export function readNumber(typed: string): number | null {
  const reading = readWhole(typed.trim().replace(UNIT, ''));
  return reading.ok && Number.isSafeInteger(reading.value) ? reading.value : null;
}

/** The value as it is carried: its digits; what cannot be read, as typed (its check says why). */
export function numberValue(typed: string): string {
  const number = readNumber(typed);
  return number === null ? typed.trim() : String(number);
}
