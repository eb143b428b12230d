/*
 * A whole number as people in Yaoundé type it: « 3500 », « 3 500 », « 3.500 », « 3,500 », pasted with spaces
 * around it. A dot or a comma followed by three digits groups thousands (one kind of separator throughout); a
 * dot or a comma followed by anything else (« 2500.75 », « 3,5 ») is a fraction, said so: never read as 300 or
 * 25005. An amount of FCFA (amount.ts) and a request's number (kinds/rules.ts) are read with it.
 */

export type WholeProblem = 'empty' | 'not-a-number' | 'negative' | 'fraction';

export type WholeReading = { ok: true; value: number } | { ok: false; problem: WholeProblem };

// Spaces people put between thousands: ordinary, no-break, narrow no-break, thin.
const SPACES = /[\s\u00A0\u202F\u2009]+/g;
// 1 to 3 digits, then groups of exactly 3 after one kind of separator: 3.500, 15 000 000, 3,500.
const GROUPED = /^\d{1,3}(?:([.,' ])\d{3})(?:\1\d{3})*$/;
const PLAIN = /^\d+$/;

/** The whole number a text holds, once trimmed: nothing else may be in it. */
export function readWhole(typed: string): WholeReading {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^[-−–]/.test(text)) return readWhole(text.slice(1)).ok ? { ok: false, problem: 'negative' } : { ok: false, problem: 'not-a-number' };
  // One kind of space between groups is a group separator like any other.
  const spaced = text.replace(SPACES, ' ');
  if (PLAIN.test(spaced)) return { ok: true, value: Number(spaced) };
  if (GROUPED.test(spaced)) return { ok: true, value: Number(spaced.replace(/[.,' ]/g, '')) };
  // A dot or a comma not followed by a group of three digits: a fraction.
  if (/^\d+(?:[ .,']\d+)*$/.test(spaced) && /[.,]\d{1,2}$|[.,]\d{4,}$/.test(spaced)) return { ok: false, problem: 'fraction' };
  return { ok: false, problem: 'not-a-number' };
}
