// The figures the benches print from a handful of timed runs: medians, quartiles and how sure a
// difference between two sets of loads is, one way for all.

import { percentile } from '../../lib/percentile';

/** The q-quantile (0 to 1) of the values, linearly interpolated between the two nearest (lib/percentile.ts); NaN when there are none. */
export const quantile = (values: number[], q: number): number => percentile(values, q) ?? Number.NaN;

/** The middle value, or the mean of the two middle ones for an even count (NaN when there are none). */
export const median = (values: number[]): number => quantile(values, 0.5);

/** A cost given as a fraction, as the benches print it: « +3.1 % », « −1.4 % ». */
export const percent = (fraction: number): string =>
  Number.isNaN(fraction) ? 'n/a' : `${fraction >= 0 ? '+' : '−'}${Math.abs(fraction * 100).toFixed(1)} %`;

/** What `treated` adds to `control`, as a fraction of it: median over median, minus 1. */
export const medianCost = (control: number[], treated: number[]): number => median(treated) / median(control) - 1;

/** One cost measured on several pages: the mean of each page's. */
export const pooledCost = (pages: { control: number[]; treated: number[] }[]): number =>
  pages.reduce((sum, { control, treated }) => sum + medianCost(control, treated), 0) / pages.length;

/** A small seeded generator (mulberry32): the same loads give the same interval at every print. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface IntervalOptions {
  confidence?: number;
  resamples?: number;
  seed?: number;
}

/**
 * How sure « `treated` is slower than `control` by x % » is: the interval, as fractions, that holds
 * median(treated) / median(control) − 1 with the given confidence, by resampling each set of loads
 * with replacement (a percentile bootstrap). A median of a handful of noisy loads can land anywhere in
 * this range; a target is met only when the whole interval is under it. NaNs for fewer than two loads.
 */
export function medianCostInterval(control: number[], treated: number[], options: IntervalOptions = {}): [number, number] {
  return pooledCostInterval([{ control, treated }], options);
}

/**
 * The same for one cost measured on several pages: the mean of each page's cost (its two sets resampled
 * apart, never mixed with another page's), so that three pages of 30 loads say more than any one.
 */
export function pooledCostInterval(
  pages: { control: number[]; treated: number[] }[],
  { confidence = 0.95, resamples = 4000, seed = 34 }: IntervalOptions = {},
): [number, number] {
  if (!pages.length || pages.some(({ control, treated }) => control.length < 2 || treated.length < 2)) return [Number.NaN, Number.NaN];
  const random = seededRandom(seed);
  const resample = (values: number[]) => Array.from(values, () => values[Math.floor(random() * values.length)]!);
  // Treated first, as the intervals of record were drawn (the same seed, the same draws).
  const costs = Array.from({ length: resamples }, () =>
    pooledCost(pages.map(({ control, treated }) => ({ treated: resample(treated), control: resample(control) }))),
  );
  const tail = (1 - confidence) / 2;
  return [quantile(costs, tail), quantile(costs, 1 - tail)];
}
