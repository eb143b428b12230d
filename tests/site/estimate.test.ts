import { describe, expect, it } from 'vitest';
import { COUNT_LIMITS, estimate, euroCents, frequencyOf, PRICE_UNITS, type Estimate } from '@/lib/estimate';
import { formatEuros } from '@/lib/format';

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');
const figureOf = (result: Estimate) => {
  if (result.kind !== 'monthly' && result.kind !== 'total' && result.kind !== 'package') throw new Error(`no figure: ${JSON.stringify(result)}`);
  return result;
};

describe('estimate: the arithmetic of each kind of line', () => {
  it('per hour: price × hours a week × 52 / 12, rounded to the franc', () => {
    // 2 500 × 10 × 52 / 12 = 108 333.33…
    expect(figureOf(estimate({ min: 2500, unit: 'hour' }, 10))).toMatchObject({ kind: 'monthly', fcfa: 108_333 });
    // 2 500 × 1 × 52 / 12 = 10 833.33…
    expect(figureOf(estimate({ min: 2500, unit: 'hour' }, '1')).fcfa).toBe(10_833);
    // Typed in the box: two digits, as most counts of hours are.
    expect(figureOf(estimate({ min: 2500, unit: 'hour' }, ' 10 ')).fcfa).toBe(108_333);
  });

  it('per visit and per meal: the same, visits or meals a week', () => {
    // 3 000 × 3 × 52 / 12 = 39 000 exactly.
    expect(figureOf(estimate({ min: 3000, unit: 'visit' }, 3))).toMatchObject({ kind: 'monthly', fcfa: 39_000 });
    // 3 000 × 7 × 52 / 12 = 91 000.
    expect(figureOf(estimate({ min: 3000, unit: 'meal' }, 7)).fcfa).toBe(91_000);
  });

  it('rounds to the nearest franc (× 52 / 12 leaves thirds)', () => {
    // 1 × 52 / 12 = 4.33 → 4; 2 × 52 / 12 = 8.67 → 9.
    expect(figureOf(estimate({ min: 1, unit: 'hour' }, 1)).fcfa).toBe(4);
    expect(figureOf(estimate({ min: 1, unit: 'visit' }, 2)).fcfa).toBe(9);
    expect(figureOf(estimate({ min: 2, unit: 'week' })).fcfa).toBe(9);
  });

  it('per week: the weekly price × 52 / 12, a monthly figure with nothing to choose', () => {
    // 4 000 × 52 / 12 = 17 333.33…
    expect(estimate({ min: 4000, unit: 'week' })).toMatchObject({ kind: 'monthly', fcfa: 17_333 });
    expect(frequencyOf('week')).toBe('none');
  });

  it('per month: the price itself, monthly', () => {
    expect(estimate({ min: 60_000, unit: 'month' })).toMatchObject({ kind: 'monthly', fcfa: 60_000 });
  });

  it('per day: price × days, a total', () => {
    expect(estimate({ min: 3000, unit: 'day' }, 5)).toMatchObject({ kind: 'total', fcfa: 15_000 });
    expect(frequencyOf('day')).toBe('days');
  });

  it('a package does not multiply: its own price, whatever the count', () => {
    expect(estimate({ min: 18_000, unit: 'package' }, 40)).toMatchObject({ kind: 'package', fcfa: 18_000 });
    expect(frequencyOf('package')).toBe('none');
  });

  it('a price whose two ends are the same is one price, multiplied as such, not a range « 3 000 to 3 000 »', () => {
    expect(estimate({ min: 3000, max: 3000, unit: 'day' }, 5)).toMatchObject({ kind: 'total', fcfa: 15_000 });
  });

  it('a range does not multiply, whatever its unit: both ends, never an invented figure', () => {
    for (const unit of PRICE_UNITS) {
      const result = estimate({ min: 3000, max: 15_000, unit }, 10);
      expect(result, unit).toEqual({ kind: 'range', min: { fcfa: 3000, euroCents: euroCents(3000) }, max: { fcfa: 15_000, euroCents: euroCents(15_000) } });
    }
  });

  it('every unit has a frequency, and every counted one its limits', () => {
    for (const unit of PRICE_UNITS) {
      const frequency = frequencyOf(unit);
      expect(['per-week', 'days', 'none']).toContain(frequency);
      expect(frequency !== 'none', unit).toBe(unit in COUNT_LIMITS);
    }
  });
});

describe('estimate: the limits', () => {
  it('no option chosen', () => {
    expect(estimate(undefined, 3)).toEqual({ kind: 'problem', problem: 'no-option' });
  });

  it('an empty count', () => {
    expect(estimate({ min: 2500, unit: 'hour' })).toEqual({ kind: 'problem', problem: 'no-count' });
    expect(estimate({ min: 2500, unit: 'hour' }, '  ')).toEqual({ kind: 'problem', problem: 'no-count' });
  });

  it('zero and negative counts: too few, never a negative price', () => {
    expect(estimate({ min: 2500, unit: 'hour' }, 0)).toEqual({ kind: 'problem', problem: 'too-few', limit: 1 });
    expect(estimate({ min: 3000, unit: 'visit' }, '-3')).toEqual({ kind: 'problem', problem: 'too-few', limit: 1 });
    expect(estimate({ min: 3000, unit: 'day' }, -1)).toEqual({ kind: 'problem', problem: 'too-few', limit: 1 });
  });

  it('10 000 hours a week: too many (a week has 168 hours)', () => {
    expect(estimate({ min: 2500, unit: 'hour' }, 10_000)).toEqual({ kind: 'problem', problem: 'too-many', limit: 168 });
    expect(figureOf(estimate({ min: 2500, unit: 'hour' }, 168)).fcfa).toBe(Math.round((2500 * 168 * 52) / 12));
    expect(estimate({ min: 3000, unit: 'day' }, 366)).toEqual({ kind: 'problem', problem: 'too-many', limit: 365 });
  });

  it('fractions, letters, NaN and Infinity: a whole number is asked for', () => {
    for (const count of ['2,5', '2.5', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY, 2.5]) {
      expect(estimate({ min: 2500, unit: 'hour' }, count), String(count)).toEqual({ kind: 'problem', problem: 'not-whole' });
    }
  });

  it('never gives NaN or a negative figure, for any count a visitor can type', () => {
    const counts: (number | string)[] = [-1e9, -1, 0, 1, 7, 168, 169, 1e9, '', ' 3 ', '03', '+2', '٣'];
    for (const unit of PRICE_UNITS) {
      for (const count of counts) {
        const result = estimate({ min: 2500, unit }, count);
        const figures = result.kind === 'range' ? [result.min, result.max] : result.kind === 'problem' ? [] : [result];
        for (const { fcfa, euroCents: cents } of figures) {
          expect(Number.isInteger(fcfa) && fcfa >= 0, `${unit} ${count}`).toBe(true);
          expect(Number.isInteger(cents) && cents >= 0, `${unit} ${count}`).toBe(true);
        }
      }
    }
  });
});

describe('euros at the fixed rate, 1 € = 655,957 FCFA', () => {
  it('converts to the nearest cent', () => {
    expect(euroCents(655_957)).toBe(100_000); // 1 000 € exactly
    expect(euroCents(2500)).toBe(381); // 3.8112… €
    expect(euroCents(108_333)).toBe(16_515); // 165.1523… €
    expect(euroCents(0)).toBe(0);
  });

  it('is written with two decimals, the French and the English way', () => {
    expect(plain(formatEuros(16_515, 'fr'))).toBe('165,15 €');
    expect(formatEuros(16_515, 'en')).toBe('€165.15');
    expect(plain(formatEuros(123_456_700, 'fr'))).toBe('1 234 567,00 €');
    expect(formatEuros(123_456_700, 'en')).toBe('€1,234,567.00');
  });
});
