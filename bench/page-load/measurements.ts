// The bench's measurements after the Lighthouse rows, each on the site as built, in this order: each is
// measured, printed and written into bench-results/bench.json under its name. A new measurement is a
// file that exports a Measurement, and one line in MEASUREMENTS.
import { earlyTapMissed, measureEarlyTaps, printEarlyTaps } from '../lib/early-tap-bench';
import type { EarlyTapSummary } from '../lib/early-tap';
import { measureRepeatViews, printRepeatViews, type RepeatView } from '../lib/repeat-view';
import { measureTaps, printTaps, TAP_TARGET_MS } from '../lib/tap-bench';
import type { TapSummary } from '../lib/taps';
import { measureVisit, printVisit, type VisitBytes } from '../lib/visit';
import { args, baselineDir, option } from './options';
import { TARGETS } from './targets';

/** What a measurement gets: the browser, the site as built (its folder, and served), and the routes measured. */
export interface BenchContext {
  chromium: string;
  base: string;
  siteDir: string;
  routes: string[];
  resultsDir: string;
}

export interface Measurement<Result> {
  /** Its key in bench-results/bench.json. */
  name: string;
  measure(context: BenchContext): Promise<Result>;
  print(result: Result): void;
  /** How many of its results miss their target (counted with the rows' misses; --strict fails on any). */
  missed(result: Result): number;
}

/** The bytes of a typical visit, by clicks and with each page opened anew. */
const visit: Measurement<VisitBytes> = {
  name: 'visit',
  measure: ({ chromium, base }) => measureVisit(chromium, base),
  print: printVisit,
  missed: () => 0,
};

/** Each route opened again with the service worker in control. */
const repeatViews: Measurement<RepeatView[]> = {
  name: 'repeatViews',
  measure: ({ chromium, base, routes }) => measureRepeatViews(chromium, base, routes),
  print: (views) => printRepeatViews(views, TARGETS.repeatViewKB),
  missed: (views) => views.filter((view) => view.repeatKB >= TARGETS.repeatViewKB).length,
};

const TAP_RUNS = Number(option('--tap-runs') ?? 5);

/**
 * The first taps a visitor makes, on a 6× slowed CPU (bench/lib/tap-bench.ts), of the site and of its
 * --baseline in turns; --no-taps leaves them out, --taps word,word keeps some.
 */
const taps: Measurement<TapSummary[]> = {
  name: 'taps',
  measure: async ({ chromium, siteDir, resultsDir }) =>
    args.includes('--no-taps') ? [] : measureTaps({ siteDir, baselineDir, runs: TAP_RUNS, only: option('--taps')?.split(','), executablePath: chromium, resultsDir }),
  print: (summaries) => {
    if (summaries.length > 0) printTaps(summaries, TAP_RUNS);
  },
  missed: (summaries) => summaries.filter((summary) => summary.variant !== 'before' && summary.median >= TAP_TARGET_MS).length,
};

/**
 * The early tap of a cold visit over slow 4G, at CPU 4× and 6× (bench/lib/early-tap-bench.ts), of the site
 * and of its --baseline in turns; --no-taps or --no-early leaves it out.
 */
const earlyTaps: Measurement<EarlyTapSummary[]> = {
  name: 'earlyTaps',
  measure: async ({ chromium, siteDir, resultsDir }) =>
    args.includes('--no-taps') || args.includes('--no-early') ? [] : measureEarlyTaps({ siteDir, baselineDir, runs: TAP_RUNS, executablePath: chromium, resultsDir }),
  print: (summaries) => {
    if (summaries.length > 0) printEarlyTaps(summaries, TAP_RUNS);
  },
  missed: earlyTapMissed,
};

export const MEASUREMENTS: Measurement<unknown>[] = [visit, repeatViews, taps, earlyTaps];
