// What a row of the bench measures, and how the tables, the list of shifts and the progress log name it.
import type { Measure, RunResult, Throttling } from '../lib/lighthouse-load';

/**
 * What a row measures: the bare Next.js page, one of our routes, the same route without its scripts
 * (the yardstick of its first paint), or the same route in the --baseline export (held to no target).
 */
export type Variant = 'reference' | 'site' | 'headerless' | 'scriptless' | 'baseline';

/** A page to load: its route, what it is, where it is served from, and the export folder it comes from. */
export interface Target {
  route: string;
  variant: Variant;
  base: string;
  outDir: string;
}

export interface Row {
  route: string;
  variant: Variant;
  throttling: Throttling;
  jsBytes: number;
  jsRatio: number;
  /** Brotli bytes of the page's HTML up to the end of its first screen. */
  firstFlightBytes: number;
  runs: RunResult[];
  median: Measure;
  /** FCP and LCP over the reference's, in the same mode and run. */
  fcpRatio: number;
  lcpRatio: number;
  /** FCP and LCP over the same route's without scripts, in the same mode and run. */
  fcpScriptlessRatio: number;
  lcpScriptlessRatio: number;
  /**
   * Where those ratios lie, 95 % sure, from the spread of both rows' loads (NaNs for the reference and
   * the scriptless rows): the first paints of one page fall in two groups some 150 ms apart (/ without
   * scripts, 8 loads: 662 to 834 ms), so the median of a few loads can land in either.
   */
  fcpScriptlessInterval: [number, number];
  lcpScriptlessInterval: [number, number];
  /** FCP over the same route's served without our response headers, minus 1 (site rows only). */
  headersCost: number;
  /** Where that cost lies, 95 % sure, from the spread of both rows' loads (NaNs for other rows). */
  headersCostInterval: [number, number];
  misses: string[];
}

/** How the tables, the list of shifts and the progress log name a measured page. */
export function labelOf({ route, variant }: { route: string; variant: Variant }): string {
  return { reference: 'reference (bare Next.js)', site: route, headerless: `no headers ${route}`, scriptless: `no scripts ${route}`, baseline: `baseline ${route}` }[variant];
}
