// npm run bench:taps: how fast the site answers a visitor's first taps on a cheap phone (CPU 6×, 390 px
// with touch, 4 s after load): the worst interaction of each run, Chrome's Event Timing, median and worst
// of several runs per tap (bench/lib/tap-bench.ts). Then the early tap: a cold visit over slow 4G,
// « Menu » tapped half a second after it is painted, at CPU 4× and 6× on /, /ServiceDetails/1/ and /en/:
// whether the menu opened in place and how fast, and the gap from the first paint to the scripted page
// (bench/lib/early-tap-bench.ts). It measures the out/ you have (no build).
//
// Options: --site DIR (default out/), --baseline DIR (another export, e.g. main's out/ copied aside,
// measured in the same run, the loads taking turns), --runs N (default 5), --taps word,word (only the
// taps whose name holds one: Menu, Rappel, Estimer, FAQ, slider, name, language; « early » for the early
// tap alone), --no-early (the taps after load alone), --dpr N (default 2), --trace DIR (a Chrome trace
// of each tap's first run, for DevTools' Performance panel or chrome://tracing), --record (also writes
// what it prints to a dated record, docs/records/<day>-bench-taps.md).
// CHROMIUM_PATH picks the browser. npm run bench measures the same after the paint figures.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureEarlyTaps, printEarlyTaps } from './lib/early-tap-bench';
import { recordOutput } from './lib/record';
import { measureTaps, printTaps } from './lib/tap-bench';

recordOutput('bench-taps', 'The taps bench: first taps after load, and the early tap of a cold visit', 'bench:taps');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('--runs') ?? 5);
const only = option('--taps')?.split(',');
const siteDir = option('--site') ?? join(ROOT, 'out');
const baselineDir = option('--baseline');
const resultsDir = join(ROOT, 'bench-results');
const earlyOnly = only?.length === 1 && only[0] === 'early';
if (!earlyOnly) {
  const summaries = await measureTaps({ siteDir, baselineDir, runs, only, deviceScaleFactor: Number(option('--dpr') ?? 2), resultsDir, traceDir: option('--trace') });
  printTaps(summaries, runs);
}
if (!args.includes('--no-early') && (!only || only.some((word) => word === 'early' || word === 'Menu'))) {
  printEarlyTaps(await measureEarlyTaps({ siteDir, baselineDir, runs, resultsDir }), runs);
}
