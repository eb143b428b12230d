// npm run bench: how fast the site is for a visitor on a mobile phone, against a bare Next.js app.
//
// 1. Builds the site (`npm run build`; skip with --no-build to measure the out/ you have).
// 2. Builds the reference: a one-page Next.js app (same Next version, App Router,
//    `output: 'export'`) in a temp folder that borrows our node_modules through a symlink.
// 3. Builds the yardstick of the first paint from the export: the same pages with every script removed
//    (bench/lib/scriptless-export.ts). Serves the three with scripts/serve.ts (brotli, or gzip with
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
// Options: --no-build, --runs N (default 6, or BENCH_RUNS), --routes /a/,/b/ (or `all`), --throttling
// simulate|devtools|both|none (default both; none: bytes only), --strict (exit 1 when a target is missed), --keep (keep the
// reference folder), --baseline DIR (also measure another export, e.g. main's out/ copied aside, in the same
// round robin: the rows `baseline /route` are a before/after that the machine's mood cannot skew), --site DIR
// (measure another export than out/, with --no-build).
// CHROMIUM_PATH picks the browser. Timings depend on the machine: run it when
// nothing else is busy.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { pagePath } from '../lib/routes';
import { kindOf, publicRoutes, type RouteKind } from '../site/site-routes';
import { FIRST_FLIGHT_BUDGET_KB, measureFirstScreens } from './lib/first-screen';
import { KB, pageWeight } from '../build/lib/page-weight';
import { buildReference, run } from './lib/reference-app';
import { measureWithRetries, summarise, THROTTLINGS, type Measure, type RunResult, type Throttling } from './lib/lighthouse-load';
import { paintRatioTarget, PAINT_RATIO } from './lib/paint-targets';
import { measureRepeatViews, printRepeatViews, type RepeatView } from './lib/repeat-view';
import { scriptlessExport } from './lib/scriptless-export';
import { serve } from '../scripts/lib/static-server';
import { medianCost, medianCostInterval, percent } from './lib/stats';
import { measureVisit, printVisit, type VisitBytes } from './lib/visit';
import { recordOutput } from './lib/record';

recordOutput('bench', 'The bench: first paint and bytes, against a bare Next.js page and the same pages without scripts', 'bench');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];

/**
 * One French page of each kind (they share their parts) and every page with the form, then the English
 * home and form: the English pages are the same components with other words.
 */
export const ROUTES = [
  ...publicRoutes
    .filter((route) => route.locale === 'fr')
    .filter((route, index, all) => route.kind === 'form' || all.findIndex((other) => other.kind === route.kind) === index)
    .map((route) => route.path),
  pagePath('home', 'en'),
  pagePath('appointment', 'en'),
];
/** Kinds whose scripts are ours to schedule (the form's phone library, the blog's slider): more JS and TBT allowed. */
const INTERACTIVE_KINDS = new Set<RouteKind>(['form', 'blog']);
export const TARGETS = {
  /** Simulated mode: performance score, on every route and on the content routes (neither form nor blog). */
  perf: 0.95,
  perfContent: 0.98,
  cls: 0,
  /** Applied throttling: first paint and LCP at most this many times the same page's without scripts, by kind (paintRatioTarget). */
  paintRatioScriptless: PAINT_RATIO,
  /** Brotli KB of a page's HTML up to the end of its first screen: within TCP's first flight, with the headers. */
  firstFlightKB: FIRST_FLIGHT_BUDGET_KB,
  /** TBT of the form and blog pages: at most the reference's plus this, in the same run. */
  tbtOverReferenceMs: 50,
  transferKB: 300,
  jsRatio: 1.15,
  jsRatioInteractive: 1.5,
  /** A page seen before, opened again with the service worker in control. */
  repeatViewKB: 15,
  /** Applied throttling: FCP as built at most this much over the same page without our response headers. */
  headersCost: 0.05,
};

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
// Even, so that each order of the round robin counts as often as the other.
const RUNS = Number(option('--runs') ?? process.env.BENCH_RUNS ?? 6);
const routesOption = option('--routes');
const routes = routesOption === 'all' ? publicRoutes.map((route) => route.path) : (routesOption?.split(',') ?? ROUTES);
const baselineDir = option('--baseline');
const throttlingOption = option('--throttling') ?? 'both';
const throttlings: Throttling[] =
  throttlingOption === 'none' ? [] : throttlingOption === 'both' ? [...THROTTLINGS] : [throttlingOption as Throttling];
if (!throttlings.every((mode) => THROTTLINGS.includes(mode))) throw new Error(`--throttling: simulate, devtools, both or none, not ${throttlingOption}`);

const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}index.html`);

/**
 * What a row measures: the bare Next.js page, one of our routes, the same route without its scripts
 * (the yardstick of its first paint), or the same route in the --baseline export (held to no target).
 */
type Variant = 'reference' | 'site' | 'headerless' | 'scriptless' | 'baseline';

interface Row {
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
  /** FCP over the same route's served without our response headers, minus 1 (site rows only). */
  headersCost: number;
  /** Where that cost lies, 95 % sure, from the spread of both rows' loads (NaNs for other rows). */
  headersCostInterval: [number, number];
  misses: string[];
}

function misses(row: Omit<Row, 'misses'>, reference: Measure): string[] {
  if (row.variant !== 'site') return [];
  const { median: m } = row;
  const kind = kindOf(row.route);
  const interactive = kind !== undefined && INTERACTIVE_KINDS.has(kind);
  const maxRatio = interactive ? TARGETS.jsRatioInteractive : TARGETS.jsRatio;
  const paintRatio = paintRatioTarget(kind);
  const common = [
    m.cls > TARGETS.cls && `CLS ${m.cls.toFixed(3)} > 0`,
    m.transferKB > TARGETS.transferKB && `transfer ${m.transferKB.toFixed(0)} KB > ${TARGETS.transferKB} KB`,
    row.jsRatio > maxRatio && `JS ×${row.jsRatio.toFixed(2)} > ×${maxRatio}`,
    row.firstFlightBytes / KB > TARGETS.firstFlightKB && `first flight ${(row.firstFlightBytes / KB).toFixed(1)} KB > ${TARGETS.firstFlightKB} KB`,
  ];
  const byMode =
    row.throttling === 'simulate'
      ? [
          m.perf < TARGETS.perf && `perf ${m.perf} < ${TARGETS.perf}`,
          !interactive && m.perf < TARGETS.perfContent && `perf ${m.perf} < ${TARGETS.perfContent}`,
        ]
      : [
          row.fcpScriptlessRatio > paintRatio && `FCP ×${row.fcpScriptlessRatio.toFixed(2)} > ×${paintRatio} without scripts`,
          row.lcpScriptlessRatio > paintRatio && `LCP ×${row.lcpScriptlessRatio.toFixed(2)} > ×${paintRatio} without scripts`,
          // Over only when the whole range is: a median of a few loads over 5 % may be noise, and says so.
          row.headersCost > TARGETS.headersCost &&
            `headers ${percent(row.headersCost)} FCP > ${TARGETS.headersCost * 100} %${row.headersCostInterval[0] > TARGETS.headersCost ? '' : ' ? (not told apart from it: more --runs)'}`,
          interactive &&
            m.tbtMs > reference.tbtMs + TARGETS.tbtOverReferenceMs &&
            `TBT ${Math.round(m.tbtMs)} ms > reference + ${TARGETS.tbtOverReferenceMs} ms`,
        ];
  return [...byMode, ...common].filter((miss): miss is string => typeof miss === 'string');
}

/** How the tables, the list of shifts and the progress log name a measured page. */
function labelOf({ route, variant }: { route: string; variant: Variant }): string {
  return { reference: 'reference (bare Next.js)', site: route, headerless: `no headers ${route}`, scriptless: `no scripts ${route}`, baseline: `baseline ${route}` }[variant];
}

function printTable(throttling: Throttling, rows: Row[]) {
  const header = ['route', 'JS gz KB', '×ref', 'transfer KB', 'req', '1st flight KB', 'perf', 'FCP s', '×ref', '×no scripts', "headers' cost", 'JS before FCP ms', 'LCP s', '×ref', '×no scripts', 'TBT ms', 'CLS', 'seen LCP s', 'targets'];
  const lines = rows.map((row) => [
    labelOf(row),
    (row.jsBytes / KB).toFixed(1),
    row.jsRatio.toFixed(2),
    row.median.transferKB.toFixed(1),
    String(row.median.requests),
    row.variant === 'reference' ? '' : (row.firstFlightBytes / KB).toFixed(1),
    row.median.perf.toFixed(2),
    (row.median.fcpMs / 1000).toFixed(2),
    row.fcpRatio.toFixed(2),
    row.variant === 'reference' ? '' : row.fcpScriptlessRatio.toFixed(2),
    row.variant === 'site' ? `${percent(row.headersCost)} (${row.headersCostInterval.map(percent).join(' to ')})` : '',
    String(Math.round(row.median.scriptsBeforeFcpMs)),
    (row.median.lcpMs / 1000).toFixed(2),
    row.lcpRatio.toFixed(2),
    row.variant === 'reference' ? '' : row.lcpScriptlessRatio.toFixed(2),
    String(Math.round(row.median.tbtMs)),
    row.median.cls.toFixed(3),
    (row.median.observedLcpMs / 1000).toFixed(2),
    row.variant !== 'site' ? '' : row.misses.length ? row.misses.join('; ') : 'ok',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 || i === cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const title =
    throttling === 'simulate'
      ? 'Lighthouse default (simulated slow 4G, CPU 4×)'
      : 'Applied throttling (devtools: 562 ms latency, 1.47 Mbit/s, CPU 4×)';
  console.log(`\n${title}, median of ${RUNS}\n\n${format(header)}`);
  console.log(`|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/** Every run with a layout shift, with what moved: a median CLS of 0 can hide one. */
function printShifts(rows: Row[]) {
  const lines = rows.flatMap((row) =>
    row.runs.flatMap((run, index) =>
      run.shifts.map((shift) => {
        const causes = shift.causes.length ? ` (${shift.causes.join('; ')})` : '';
        return `- ${labelOf(row)}, ${row.throttling}, run ${index + 1}: ${shift.score.toFixed(4)} ${shift.element.slice(0, 160)}${causes}`;
      }),
    ),
  );
  console.log(`\nLayout shifts in any run: ${lines.length ? `\n${lines.join('\n')}` : 'none'}`);
}

/**
 * Ask for every file the measured pages load once, before any run: the server compresses a file at
 * its first request (brotli at its best ratio takes a moment), as a CDN fills its edge cache on a
 * first visitor. The runs then measure what every later visitor gets.
 */
async function warm(targets: { route: string; base: string; outDir: string }[]) {
  for (const { route, base, outDir } of targets) {
    for (const file of pageWeight(outDir, htmlFileOf(route)).files) {
      await (await fetch(`${base}${file.url}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
    }
  }
}

/** Brotli bytes up to the end of the first screen, by export folder and route. */
async function firstFlights(outDirs: string[]): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  for (const outDir of outDirs) {
    for (const screen of await measureFirstScreens(outDir, routes.map(htmlFileOf), CHROMIUM)) {
      bytes.set(`${outDir} ${screen.file}`, screen.firstFlight);
    }
  }
  return bytes;
}

async function main() {
  if (!args.includes('--no-build')) run('npm', ['run', 'build'], { cwd: ROOT });
  const referenceDir = buildReference(ROOT);
  const siteDir = option('--site') ?? join(ROOT, 'out');
  const scriptlessDir = scriptlessExport(siteDir);
  const site = await serve(siteDir);
  // The same files without our response headers: an empty rules file (scripts/serve.ts, SERVE_HEADERS).
  const noHeadersFile = join(mkdtempSync(join(tmpdir(), 'no-headers-')), '_headers');
  writeFileSync(noHeadersFile, '');
  const headerless = await serve(siteDir, { SERVE_HEADERS: noHeadersFile });
  const scriptless = await serve(scriptlessDir);
  const reference = await serve(join(referenceDir, 'out'));
  const baseline = baselineDir ? await serve(baselineDir) : undefined;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows: Row[] = [];
  let visit: VisitBytes | undefined;
  let repeatViews: RepeatView[] = [];
  let flights = new Map<string, number>();
  try {
    const referenceJs = pageWeight(join(referenceDir, 'out'), 'index.html').weight.js;
    const targets: { route: string; variant: Variant; base: string; outDir: string }[] = [
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
    for (const throttling of throttlings) {
      // Round robin: run i of every target before run i + 1, so a busy minute touches them all alike;
      // the order reversed every other round, because a load is slowed or sped by the one just before it
      // (in Lighthouse, after the same page from the same server: 35 ms sooner, medians of 10), and in a
      // fixed order a row would always pay its neighbour's share (docs/security-headers.md).
      const runs = new Map(targets.map((target) => [target, [] as RunResult[]]));
      for (let i = 1; i <= RUNS; i += 1) {
        for (const target of i % 2 ? targets : [...targets].reverse()) {
          process.stdout.write(`bench: ${throttling} ${labelOf(target)} run ${i}/${RUNS}…\n`);
          runs.get(target)!.push(await measureWithRetries(chrome, `${target.base}${target.route}`, throttling));
        }
      }
      const referenceMedian = summarise(runs.get(targets[0]!)!);
      const runsOf = (variant: Variant, route: string) => runs.get(targets.find((target) => target.variant === variant && target.route === route)!)!;
      const medianOf = (variant: Variant, route: string) => summarise(runsOf(variant, route));
      const fcpsOf = (variant: Variant, route: string) => runsOf(variant, route).map((run) => run.fcpMs);
      for (const target of targets) {
        const median = summarise(runs.get(target)!);
        const jsBytes = pageWeight(target.outDir, htmlFileOf(target.route)).weight.js;
        const yardstick = target.variant === 'reference' ? median : medianOf('scriptless', target.route);
        const row = {
          route: target.route,
          variant: target.variant,
          throttling,
          jsBytes,
          jsRatio: jsBytes / referenceJs,
          firstFlightBytes: flights.get(`${target.outDir} ${htmlFileOf(target.route)}`) ?? Number.NaN,
          runs: runs.get(target)!,
          median,
          fcpRatio: median.fcpMs / referenceMedian.fcpMs,
          lcpRatio: median.lcpMs / referenceMedian.lcpMs,
          fcpScriptlessRatio: median.fcpMs / yardstick.fcpMs,
          lcpScriptlessRatio: median.lcpMs / yardstick.lcpMs,
          headersCost: target.variant === 'site' ? medianCost(fcpsOf('headerless', target.route), fcpsOf('site', target.route)) : Number.NaN,
          headersCostInterval:
            target.variant === 'site'
              ? medianCostInterval(fcpsOf('headerless', target.route), fcpsOf('site', target.route))
              : ([Number.NaN, Number.NaN] as [number, number]),
        };
        rows.push({ ...row, misses: misses(row, referenceMedian) });
      }
    }
    visit = await measureVisit(CHROMIUM, site.base);
    repeatViews = await measureRepeatViews(CHROMIUM, site.base, routes);
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
    const dirs = [siteDir, scriptlessDir, ...(baselineDir ? [baselineDir] : [])];
    console.log(`\nFirst flight: brotli KB of each page's HTML up to the end of its first screen (target ≤ ${TARGETS.firstFlightKB} KB)`);
    console.log(`| route | as built | no scripts |${baselineDir ? ' baseline |' : ''}\n|---|${dirs.map(() => '---:|').join('')}`);
    for (const route of routes) {
      console.log(`| ${route} | ${dirs.map((dir) => ((flights.get(`${dir} ${htmlFileOf(route)}`) ?? Number.NaN) / KB).toFixed(1)).join(' | ')} |`);
    }
  }
  printShifts(rows);
  if (visit) printVisit(visit);
  printRepeatViews(repeatViews, TARGETS.repeatViewKB);
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
    visit,
    repeatViews,
  };
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const missed = rows.filter((row) => row.misses.length > 0).length + repeatViews.filter((view) => view.repeatKB >= TARGETS.repeatViewKB).length;
  console.log(`\nbench: ${routes.length} routes × ${RUNS} runs × ${throttlings.join(' + ')}; ${missed} row(s) miss a target. Results: bench-results/bench.json`);
  const slowMachine = rows.some((row) => row.median.benchmarkIndex < 1000);
  if (slowMachine) console.log('bench: this machine is slow or busy (Lighthouse benchmarkIndex < 1000): TBT and LCP read high.');
  if (args.includes('--strict') && missed > 0) process.exitCode = 1;
}

await main();
