import { describe, expect, it } from 'vitest';
import { median, quantile } from '../scripts/lib/stats';

describe('the benches’ statistics', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([900, 700, 800])).toBe(800);
    expect(median([731, 905, 765, 833])).toBe(799);
    expect(median([5])).toBe(5);
  });

  it('interpolates quartiles between the nearest values', () => {
    const loads = [10, 20, 30, 40, 50];
    expect(quantile(loads, 0)).toBe(10);
    expect(quantile(loads, 0.25)).toBe(20);
    expect(quantile(loads, 1)).toBe(50);
    expect(quantile([10, 20], 0.25)).toBe(12.5);
  });

  it('says NaN, not 0, when there is nothing to measure', () => {
    expect(median([])).toBeNaN();
    expect(quantile([], 0.75)).toBeNaN();
  });
});
