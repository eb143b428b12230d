/*
 * The report's statistics (report/compute.ts), pure: a percentile of a few durations, read as a spreadsheet's
 * PERCENTILE.INC reads it (linear between the two nearest ranks), so that the median of an even count is the mean
 * of its two middle values, as staff expect, and the 90th percentile of a small week does not jump to its worst case.
 */

/** The p-th percentile (0–1) of the values, interpolated between ranks; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0 || !(p >= 0 && p <= 1)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** What the report says of a set of durations: how many, their median and 90th percentile (null for none). */
export interface Spread {
  count: number;
  median: number | null;
  p90: number | null;
}

export const spreadOf = (values: readonly number[]): Spread => ({ count: values.length, median: median(values), p90: percentile(values, 0.9) });
