// The figures the benches print from a handful of timed runs: medians and quartiles, one way for all.

/** The q-quantile (0 to 1) of the values, linearly interpolated between the two nearest; NaN when there are none. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const below = sorted[low];
  if (below === undefined) return Number.NaN;
  return below + ((sorted[low + 1] ?? below) - below) * (at - low);
}

/** The middle value, or the mean of the two middle ones for an even count (NaN when there are none). */
export const median = (values: number[]): number => quantile(values, 0.5);
