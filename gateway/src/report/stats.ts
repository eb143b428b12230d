import { percentile } from '@/lib/percentile';

/* The report's statistics (report/compute.ts), pure: its percentiles read as a spreadsheet's PERCENTILE.INC (lib/percentile.ts). */

export const median = (values: readonly number[]) => percentile(values, 0.5);

/** What the report says of a set of durations: how many, their median and 90th percentile (null for none). */
export interface Spread {
  count: number;
  median: number | null;
  p90: number | null;
}

export const spreadOf = (values: readonly number[]): Spread => ({ count: values.length, median: median(values), p90: percentile(values, 0.9) });
