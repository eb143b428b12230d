// npm run bench: how fast the site is for a visitor on a mobile phone, against a bare Next.js app.
//
// 1. Builds the site (`npm run build`; skip with --no-build to measure the out/ you have).
// 2. Builds the reference: a one-page Next.js app (same Next version, App Router,
//    `output: 'export'`) in a temp folder that borrows our node_modules through a symlink.
// 3. Builds the yardstick of the first paint from the export: the same pages with every script removed
//    (bench/lib/scriptless-export.ts). Serves the three with harness/serve.ts (brotli, or gzip with
//    SERVE_ENCODING=gzip; their _headers) on free ports, and asks for each measured page's files once, so
//    that every run gets them compressed at once. Measures each page's first flight: the brotli bytes of
//    its HTML up to the end of its first screen (bench/lib/first-screen.ts).
// 4. Runs Lighthouse (default mobile emulation, slow 4G and 4× CPU) on Debian Chromium, RUNS times per
//    route and per throttling mode, the reference, each route and the same route without scripts taking
//    turns so that all see the same machine, the order reversed every other round: `simulate`
//    (Lighthouse's default: a fast load, then a model of the slow one) and `devtools` (the network and
//    CPU really slowed: 562 ms latency, 1.47 Mbit/s, CPU 4×).
// 5. Prints, per mode, medians: JS gzip KB of the scripts each page's HTML references (noModule
//    polyfills excluded) and its ratio to the reference, transfer, requests, first flight, performance
//    score, FCP and LCP with their ratios to the reference's and to the same page's without scripts,
//    TBT, CLS; with the team's targets. « headers' cost »: the FCP of the page as built over the same
//    page's served without our response headers (a row `no headers /route` of its own, its <meta>
//    policy kept), in the same round robin: what the headers add at first paint, and the range it lies
//    in, 95 % sure (target ≤ 5 %, docs/security-headers.md; npm run bench:headers measures them one by one). Then every layout shift
//    of any run, with the element that moved (a median of 0 can hide one run's shift), the bytes of a
//    typical visit (home → services → a service → the form, by clicks), and each route's repeat view:
//    the bytes it fetches when opened again with the service worker in control (target < 15 KB).
//    Writes bench-results/bench.json.
//
// Options: --no-taps (no taps at all), --no-early (the taps after load, not the early tap of a cold visit), --no-build, --runs N (default 6, or BENCH_RUNS), --routes /a/,/b/ (or `all`), --throttling
// simulate|devtools|both|none (default both; none: bytes only), --strict (exit 1 when a target is missed), --keep (keep the
// reference folder), --baseline DIR (also measure another export, e.g. main's out/ copied aside, in the same
// round robin: the rows `baseline /route` are a before/after that the machine's mood cannot skew), --site DIR
// (measure another export than out/, with --no-build).
// CHROMIUM_PATH picks the browser. Timings depend on the machine: run it when
// nothing else is busy.
//
// Its parts, in bench/page-load/: options.ts (the command line, the routes), targets.ts (the targets and
// the misses), row.ts and rows.ts (the Lighthouse rows), tables.ts (what is printed of them), measurements.ts (what
// is measured after them: one more is a file exporting a Measurement and a line in MEASUREMENTS).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { pageWeight } from '../pipeline/lib/page-weight';
import { serve } from '../harness/static-server';
import { recordOutput } from './lib/record';
import { buildReference, run } from './lib/reference-app';
import { scriptlessExport } from './lib/scriptless-export';
import { MEASUREMENTS } from './page-load/measurements';
import { args, baselineDir, CHROMIUM, option, routes, RUNS, throttlings } from './page-load/options';
import type { Row, Target } from './page-load/row';
import { firstFlights, measureRows, warm } from './page-load/rows';
import { printFirstFlights, printShifts, printTable } from './page-load/tables';
import { TARGETS } from './page-load/targets';

recordOutput('bench', 'The bench: first paint and bytes, against a bare Next.js page and the same pages without scripts', 'bench');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

async function main() {
  if (!args.includes('--no-build')) run('npm', ['run', 'build'], { cwd: ROOT });
  const referenceDir = buildReference(ROOT);
  const siteDir = option('--site') ?? join(ROOT, 'out');
  const scriptlessDir = scriptlessExport(siteDir);
  const site = await serve(siteDir);
  // The same files without our response headers: an empty rules file (harness/serve.ts, SERVE_HEADERS).
  const noHeadersFile = join(mkdtempSync(join(tmpdir(), 'no-headers-')), '_headers');
  writeFileSync(noHeadersFile, '');
  const headerless = await serve(siteDir, { SERVE_HEADERS: noHeadersFile });
  const scriptless = await serve(scriptlessDir);
  const reference = await serve(join(referenceDir, 'out'));
  const baseline = baselineDir ? await serve(baselineDir) : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  // Each measurement's result, by its name, in the order of MEASUREMENTS.
  const results: Record<string, unknown> = {};
  let flights = new Map<string, number>();
  try {
    const referenceJs = pageWeight(join(referenceDir, 'out'), 'index.html').weight.js;
    const targets: Target[] = [
      { route: '/', variant: 'reference', base: reference.base, outDir: join(referenceDir, 'out') },
      ...routes.flatMap((route) => [
        ...(baseline && baselineDir ? [{ route, variant: 'baseline' as const, base: baseline.base, outDir: baselineDir }] : []),
        { route, variant: 'site' as const, base: site.base, outDir: siteDir },
        { route, variant: 'headerless' as const, base: headerless.base, outDir: siteDir },
        { route, variant: 'scriptless' as const, base: scriptless.base, outDir: scriptlessDir },
      ]),
    ];
    flights = await firstFlights([siteDir, scriptlessDir, ...(baselineDir ? [baselineDir] : [])]);
    await warm(targets);
    for (const throttling of throttlings) rows.push(...(await measureRows(chrome, targets, throttling, { referenceJs, flights })));
    for (const measurement of MEASUREMENTS) results[measurement.name] = await measurement.measure({ chromium: CHROMIUM, base: site.base, siteDir, routes, resultsDir: join(ROOT, 'bench-results') });
  } finally {
    await chrome.kill();
    site.stop();
    headerless.stop();
    rmSync(join(noHeadersFile, '..'), { recursive: true, force: true });
    scriptless.stop();
    reference.stop();
    baseline?.stop();
    rmSync(join(scriptlessDir, '..'), { recursive: true, force: true });
    if (!args.includes('--keep')) rmSync(referenceDir, { recursive: true, force: true });
  }

  for (const throttling of throttlings) printTable(throttling, rows.filter((row) => row.throttling === throttling));
  // Without Lighthouse (--throttling none) the tables are not printed: the first flights are, alone.
  if (throttlings.length === 0) {
    printFirstFlights(routes, [siteDir, scriptlessDir, ...(baselineDir ? [baselineDir] : [])], flights, { targetKB: TARGETS.firstFlightKB, baseline: Boolean(baselineDir) });
  }
  printShifts(rows);
  for (const measurement of MEASUREMENTS) measurement.print(results[measurement.name]);
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    chromium,
    lighthouse: JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    mode: 'mobile (Lighthouse default emulation), slow 4G and CPU 4×, simulated and applied (devtools)',
    runsPerRoute: RUNS,
    units: {
      js: 'bytes gzip (level 9) of the scripts the HTML references, noModule excluded',
      firstFlightBytes: 'bytes brotli of the HTML up to the end of the first screen (bench/lib/first-screen.ts)',
      transferKB: 'KB of 1024 bytes',
    },
    targets: TARGETS,
    rows,
    ...results,
  };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const missed = rows.filter((row) => row.misses.length > 0).length + MEASUREMENTS.reduce((sum, measurement) => sum + measurement.missed(results[measurement.name]), 0);
  console.log(`\nbench: ${routes.length} routes × ${RUNS} runs × ${throttlings.join(' + ')}; ${missed} row(s) miss a target. Results: bench-results/bench.json`);
  const slowMachine = rows.some((row) => row.median.benchmarkIndex < 1000);
  if (slowMachine) console.log('bench: this machine is slow or busy (Lighthouse benchmarkIndex < 1000): TBT and LCP read high.');
  if (args.includes('--strict') && missed > 0) process.exitCode = 1;
}

await main();
