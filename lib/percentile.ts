/*
 * A percentile of a few numbers as a spreadsheet's PERCENTILE.INC reads it: linear between the two nearest ranks,
 * so that the median of an even count is the mean of its two middle values and the 90th percentile of a small set
 * does not jump to its worst case. One way for the centre's report (gateway/src/report/stats.ts) and the benches
 * (bench/lib/stats.ts).
 */

/** The p-th percentile (0 to 1) of the values; null for none, or for a p outside 0 to 1. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0 || !(p >= 0 && p <= 1)) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}
