import { describe, expect, it } from 'vitest';
import { median, spreadOf } from '../../gateway/src/report/stats';
import { percentile } from '../../lib/percentile';

/* The report's percentiles (gateway/src/report/stats.ts, lib/percentile.ts), each expected value worked out by hand (PERCENTILE.INC). */

describe('a percentile of a few durations', () => {
  it('the median: the middle one, or the mean of the two middle ones, whatever the order given', () => {
    expect(median([7, 1, 4])).toBe(4);
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([5])).toBe(5);
  });

  it('the 90th percentile, between the two nearest ranks', () => {
    // 1…10: rank 0.9 × 9 = 8.1, between 9 and 10.
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1, 10);
    // Four values 5, 12, 20, 60: rank 2.7, 20 + 0.7 × 40 = 48.
    expect(percentile([60, 5, 20, 12], 0.9)).toBeCloseTo(48, 10);
    expect(percentile([3, 9], 0)).toBe(3);
    expect(percentile([3, 9], 1)).toBe(9);
  });

  it('says nothing of none, nor of a rank outside 0–1; leaves the values as given', () => {
    expect(median([])).toBeNull();
    expect(percentile([1, 2], 1.5)).toBeNull();
    expect(percentile([1, 2], Number.NaN)).toBeNull();
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(spreadOf([])).toEqual({ count: 0, median: null, p90: null });
    expect(spreadOf([4, 2])).toEqual({ count: 2, median: 3, p90: 3.8 });
  });
});
