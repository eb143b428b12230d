// npm run bench:taps: how fast the site answers a visitor's first taps on a cheap phone (CPU 6×, 390 px
// with touch, 4 s after load): the worst interaction of each run, Chrome's Event Timing, median and worst
// of several runs per tap (bench/lib/tap-bench.ts). It measures the out/ you have (no build).
//
// Options: --site DIR (default out/), --baseline DIR (another export, e.g. main's out/ copied aside,
// measured in the same run, the loads taking turns), --runs N (default 5), --taps word,word (only the
// taps whose name holds one: Menu, Rappel, Estimer, FAQ, slider, name, language), --dpr N (default 2), --trace DIR (a Chrome trace of each tap's first run, for DevTools'
// Performance panel or chrome://tracing).
// CHROMIUM_PATH picks the browser. npm run bench measures the same after the paint figures.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureTaps, printTaps } from './lib/tap-bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('--runs') ?? 5);
const summaries = await measureTaps({
  siteDir: option('--site') ?? join(ROOT, 'out'),
  baselineDir: option('--baseline'),
  runs,
  only: option('--taps')?.split(','),
  deviceScaleFactor: Number(option('--dpr') ?? 2),
  resultsDir: join(ROOT, 'bench-results'),
  traceDir: option('--trace'),
});
printTaps(summaries, runs);
