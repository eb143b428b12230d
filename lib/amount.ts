import { readWhole } from './whole-number';

/*
 * An amount of FCFA as people in Yaoundé write it: « 3500 », « 3 500 », « 3.500 », « 3,500 F »,
 * « 15 000 FCFA ». The franc CFA has no cents, so a dot or a comma followed by three digits groups
 * thousands, and anything else after one (« 2500.75 », « 3,5 ») is a fraction, refused: never read
 * as 300 or 25005. The build's content check and the editor read amounts with this one function, on the
 * reading of a whole number every field shares (whole-number.ts).
 */

/** Above this, a price line is most likely a slip of the finger (a zero too many). */
export const MAX_AMOUNT = 10_000_000;

export type AmountProblem = 'empty' | 'not-a-number' | 'negative' | 'fraction' | 'too-large';

export type AmountReading = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

// The currency, before or after the number: F, FCFA, F CFA, CFA, XAF, francs.
const CURRENCY = /^(?:f\s*cfa|fcfa|cfa|xaf|francs?|f)\.?\s*|\s*(?:f\s*cfa|fcfa|cfa|xaf|francs?|f)\.?$/gi;

function checked(amount: number): AmountReading {
  if (amount > MAX_AMOUNT) return { ok: false, problem: 'too-large' };
  return { ok: true, amount };
}

export function readAmount(value: unknown): AmountReading {
  if (value === undefined || value === null) return { ok: false, problem: 'empty' };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'not-a-number' };
    if (value < 0) return { ok: false, problem: 'negative' };
    if (!Number.isInteger(value)) return { ok: false, problem: 'fraction' };
    return checked(value);
  }
  if (typeof value !== 'string') return { ok: false, problem: 'not-a-number' };
  const text = value.trim().replace(CURRENCY, '').trim();
  if (text === '') return { ok: false, problem: value.trim() === '' ? 'empty' : 'not-a-number' };
  const reading = readWhole(text);
  return reading.ok ? checked(reading.value) : { ok: false, problem: reading.problem };
}
