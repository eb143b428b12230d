/*
 * What a price line will cost a family: a line's unit says how it multiplies (content/services/*.yml
 * `unit`), the visitor says how often, and this module gives a monthly or a total figure in FCFA and
 * its equivalent in euros. Pure arithmetic, no words: the estimator (components/services/estimate/)
 * and /tarifs/ say it in the page's language.
 *
 * Rounding: FCFA to the nearest whole franc (the franc CFA has no cents), half up; euros from that
 * rounded FCFA figure at the fixed rate, to the nearest cent, half up.
 */

/** How a price line counts: per hour, per visit, per meal, per day, per week, per month, or a package that does not multiply. */
export const PRICE_UNITS = ['hour', 'visit', 'meal', 'day', 'week', 'month', 'package'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The franc CFA is pegged to the euro: 1 € = 655,957 FCFA, exactly (held in thousandths of a franc, so the arithmetic stays whole). */
const FCFA_THOUSANDTHS_PER_EURO = 655_957;
export const FCFA_PER_EURO = FCFA_THOUSANDTHS_PER_EURO / 1000;

/** A month is 52 weeks / 12 (4.33 weeks), not 4. */
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

/** A weekly amount as a month's: × 52 / 12 in one step, so the only rounding is the last one. */
function monthlyOfWeekly(weekly: number): number {
  return Math.round((weekly * WEEKS_PER_YEAR) / MONTHS_PER_YEAR);
}

/** What the visitor says for each kind of line: so many a week (hours, visits, meals), so many days, or nothing. */
export type Frequency = 'per-week' | 'days' | 'none';

/** The most a visitor can ask for, per kind of count: a week has 168 hours; 3 visits or meals a day; a year of days. */
export const COUNT_LIMITS = {
  hour: { min: 1, max: 168 },
  visit: { min: 1, max: 21 },
  meal: { min: 1, max: 21 },
  day: { min: 1, max: 365 },
} as const satisfies Partial<Record<PriceUnit, { min: number; max: number }>>;

export type CountedUnit = keyof typeof COUNT_LIMITS;

/** What the visitor has to say for a line of this unit. */
export function frequencyOf(unit: PriceUnit): Frequency {
  if (unit === 'hour' || unit === 'visit' || unit === 'meal') return 'per-week';
  if (unit === 'day') return 'days';
  return 'none';
}

/** A price line as the estimator reads it (whole FCFA). */
export interface EstimateLine {
  min: number;
  max?: number;
  unit: PriceUnit;
}

/** The same amount in euros, in cents (a whole number: 16515 is 165,15 €). */
export function euroCents(fcfa: number): number {
  // fcfa × 100 / 655.957, in whole numbers so no binary fraction creeps in.
  return Math.round((fcfa * 100_000) / FCFA_THOUSANDTHS_PER_EURO);
}

export interface Figure {
  fcfa: number;
  euroCents: number;
}

const figure = (fcfa: number): Figure => ({ fcfa, euroCents: euroCents(fcfa) });

export type Estimate =
  /** A figure: per month (hours, visits or meals a week; a weekly or monthly price) or in all (so many days). */
  | ({ kind: 'monthly' | 'total' } & Figure)
  /** A package: its price, whatever the frequency. */
  | ({ kind: 'package' } & Figure)
  /** A range: the price is set at the assessment visit, so nothing multiplies it. */
  | { kind: 'range'; min: Figure; max: Figure }
  /** Why there is no figure yet. */
  | { kind: 'problem'; problem: EstimateProblem; limit?: number };

export type EstimateProblem = 'no-option' | 'no-count' | 'not-whole' | 'too-few' | 'too-many';

/** What the visitor typed as a count: a number, or the text of the box (empty, « 2,5 », « abc »). */
function readCount(input: number | string | undefined): number | 'empty' | 'not-a-number' {
  if (input === undefined) return 'empty';
  if (typeof input === 'number') return Number.isFinite(input) ? input : 'not-a-number';
  const text = input.trim().replace(',', '.');
  if (text === '') return 'empty';
  return /^[-+]?\d+(?:\.\d+)?$/.test(text) ? Number(text) : 'not-a-number';
}

/**
 * The estimate for a line and how often: `count` is hours, visits or meals a week (per-week units)
 * or a number of days (day); other units need none. No line chosen, an empty, negative, fractional
 * or absurd count gives a problem, never NaN nor a negative price.
 */
export function estimate(line: EstimateLine | undefined, count?: number | string): Estimate {
  if (!line) return { kind: 'problem', problem: 'no-option' };
  if (line.max !== undefined && line.max !== line.min) return { kind: 'range', min: figure(line.min), max: figure(line.max) };
  const price = line.min;
  switch (line.unit) {
    case 'package':
      return { kind: 'package', ...figure(price) };
    case 'month':
      return { kind: 'monthly', ...figure(price) };
    case 'week':
      return { kind: 'monthly', ...figure(monthlyOfWeekly(price)) };
    default: {
      const limits = COUNT_LIMITS[line.unit];
      const read = readCount(count);
      if (read === 'empty') return { kind: 'problem', problem: 'no-count' };
      if (read === 'not-a-number' || !Number.isInteger(read)) return { kind: 'problem', problem: 'not-whole' };
      if (read < limits.min) return { kind: 'problem', problem: 'too-few', limit: limits.min };
      if (read > limits.max) return { kind: 'problem', problem: 'too-many', limit: limits.max };
      return line.unit === 'day' ? { kind: 'total', ...figure(price * read) } : { kind: 'monthly', ...figure(monthlyOfWeekly(price * read)) };
    }
  }
}
