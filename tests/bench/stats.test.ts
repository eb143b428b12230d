import { describe, expect, it } from 'vitest';
import { median, medianCostInterval, percent, pooledCostInterval, quantile } from '../../bench/lib/stats';

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

  it('prints a cost with its sign, a real minus for a gain', () => {
    expect(percent(0.0314)).toBe('+3.1 %');
    expect(percent(-0.014)).toBe('−1.4 %');
    expect(percent(0)).toBe('+0.0 %');
    expect(percent(Number.NaN)).toBe('n/a');
  });

  it('says NaN, not 0, when there is nothing to measure', () => {
    expect(median([])).toBeNaN();
    expect(quantile([], 0.75)).toBeNaN();
  });
});

describe('the interval of a cost', () => {
  // Two sets of loads with the same spread, one 10 % slower: what a bench of first paints gives.
  const loads = (centre: number, count: number) => Array.from({ length: count }, (_, i) => centre * (1 + ((i * 37) % count) / count / 5 - 0.1));

  it('holds the true cost, and only a cost near it', () => {
    const [low, high] = medianCostInterval(loads(800, 30), loads(880, 30));
    expect(low).toBeGreaterThan(0);
    expect(low).toBeLessThan(0.1);
    expect(high).toBeGreaterThan(0.1);
    expect(high).toBeLessThan(0.2);
  });

  it('straddles zero when both sets are the same', () => {
    const [low, high] = medianCostInterval(loads(800, 20), loads(800, 20));
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });

  it('is wider with fewer loads, and wider for more confidence', () => {
    const width = ([low, high]: [number, number]) => high - low;
    expect(width(medianCostInterval(loads(800, 6), loads(880, 6)))).toBeGreaterThan(width(medianCostInterval(loads(800, 40), loads(880, 40))));
    expect(width(medianCostInterval(loads(800, 20), loads(880, 20), { confidence: 0.99 }))).toBeGreaterThan(
      width(medianCostInterval(loads(800, 20), loads(880, 20), { confidence: 0.8 })),
    );
  });

  it('gives the same interval for the same loads, and none for a single load', () => {
    expect(medianCostInterval(loads(800, 10), loads(850, 10))).toEqual(medianCostInterval(loads(800, 10), loads(850, 10)));
    expect(medianCostInterval([800], loads(850, 10))).toEqual([Number.NaN, Number.NaN]);
  });

  it('pooled over pages, is narrower than one page alone and holds their mean cost', () => {
    const pages = [
      { control: loads(800, 12), treated: loads(840, 12) },
      { control: loads(700, 12), treated: loads(735, 12) },
      { control: loads(900, 12), treated: loads(945, 12) },
    ];
    const [low, high] = pooledCostInterval(pages);
    const [oneLow, oneHigh] = medianCostInterval(pages[0]!.control, pages[0]!.treated);
    expect(high - low).toBeLessThan(oneHigh - oneLow);
    expect(low).toBeLessThan(0.05);
    expect(high).toBeGreaterThan(0.05);
    expect(pooledCostInterval([])).toEqual([Number.NaN, Number.NaN]);
  });
});
