// How fast the site answers a visitor's first taps on a cheap phone: Chromium with its CPU slowed 6×
// (CDP Emulation.setCPUThrottlingRate), 390 × 844 with touch, each export served as a CDN would
// (harness/serve.ts: brotli, our headers), a first visit in a fresh context; 4 s after `load`, as a
// visitor taps after reading, the taps of bench/lib/tap-scenarios.ts. Chrome's Event Timing
// (PerformanceObserver 'event', durationThreshold 16, and 'first-input') gives each run its worst
// interaction; bench/lib/taps.ts reduces the runs to a median and a worst per tap.
//
// Two exports (--baseline DIR: before, --site DIR: after) are measured in one run, their loads taking
// turns (before, after, after, before, …): a shared machine's load then touches both alike.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pageWeight } from '../../pipeline/lib/page-weight';
import { serve, type Served } from '../../harness/static-server';
import { TAP_SCENARIOS, type TapScenario } from './tap-scenarios';
import { alternatingOrder, formatTapTable, summariseTap, worstEntry, type EventEntry, type TapSummary, type Worst } from './taps';

export const TAP_TARGET_MS = 200;
const CPU_SLOWDOWN = 6;
const AFTER_LOAD_MS = 4000;
/** After the last measured tap: a frame at 6× and the observer's delivery, both late on a busy machine. */
const SETTLE_MS = 2000;

export interface TapBenchOptions {
  /** The export to measure, and an optional one to compare it with in the same run. */
  siteDir: string;
  baselineDir?: string;
  runs: number;
  /** Only the scenarios whose name contains one of these. */
  only?: string[];
  executablePath?: string;
  /** Device pixels per CSS pixel: a cheap phone's screen. */
  deviceScaleFactor?: number;
  /** Where the JSON goes; nothing written without it. */
  resultsDir?: string;
  /** Writes a Chrome trace of each tap's first measured run here (bench-taps --trace DIR), to see what made it slow. */
  traceDir?: string;
}

// Runs in the page before its own scripts: the observers must be there for the first tap.
const OBSERVE = `(() => {
  const entries = (window.__tapEntries = []);
  const keep = (list) => {
    for (const e of list.getEntries()) {
      entries.push({ name: e.name, entryType: e.entryType, startTime: e.startTime, duration: e.duration,
        processingStart: e.processingStart, processingEnd: e.processingEnd, interactionId: e.interactionId || 0 });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

async function playOnce(browser: Browser, base: string, scenario: TapScenario, deviceScaleFactor: number, tracePath?: string): Promise<Worst | undefined> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor, hasTouch: true, isMobile: true, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    if (scenario.leavesTo) {
      // A page that is left reports nothing: its next page answers 204 (to the service worker too,
      // which takes the page once installed), which keeps the browser on this one, and lets it report.
      await context.route(`${base}${scenario.leavesTo}`, (route) => route.fulfill({ status: 204 }));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${scenario.route}`, { waitUntil: 'load', timeout: 60_000 });
    // Playwright's own script enters the page at its first query: half a second at 6×, during the
    // visitor's reading rather than in the tap's measure.
    await page.locator('body').isVisible();
    await page.waitForTimeout(AFTER_LOAD_MS);
    await scenario.prepare?.(page);
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    const since = await page.evaluate(() => performance.now());
    await scenario.act(page);
    await page.waitForTimeout(SETTLE_MS);
    if (tracePath) await browser.stopTracing();
    const entries = await page.evaluate(() => (window as unknown as { __tapEntries: EventEntry[] }).__tapEntries);
    return worstEntry(entries, since);
  } finally {
    await context.close();
  }
}

/** Every file each measured page loads, asked once: the server compresses a file at its first request, as a CDN's edge does. */
export async function warm(served: Served, dir: string, routes: string[]) {
  for (const route of new Set(routes)) {
    const html = route === '/' ? 'index.html' : `${route.slice(1)}index.html`;
    for (const file of pageWeight(dir, html).files) {
      await (await fetch(`${served.base}${file.url}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
    }
  }
}

export async function measureTaps(options: TapBenchOptions): Promise<TapSummary[]> {
  const scenarios = TAP_SCENARIOS.filter((scenario) => !options.only?.length || options.only.some((word) => scenario.name.includes(word)));
  const exports = [...(options.baselineDir ? [{ label: 'before', dir: options.baselineDir }] : []), { label: options.baselineDir ? 'after' : 'site', dir: options.siteDir }];
  const servers = await Promise.all(exports.map((entry) => serve(entry.dir)));
  const browser = await chromium.launch({ executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const results = new Map<string, (Worst | undefined)[]>();
  const scale = options.deviceScaleFactor ?? 2;
  try {
    for (const [index, entry] of exports.entries()) await warm(servers[index]!, entry.dir, scenarios.map((scenario) => scenario.route));
    // One unmeasured round: the chunks a tap loads are compressed at their first request too.
    for (const scenario of scenarios) for (const server of servers) await playOnce(browser, server.base, scenario, scale);
    for (const { run, variant } of alternatingOrder(exports.map((_, index) => index), options.runs)) {
      for (const scenario of scenarios) {
        const { label } = exports[variant]!;
        process.stdout.write(`taps: ${label} ${scenario.name} run ${run}/${options.runs}…\n`);
        const key = `${scenario.name}\u0000${label}`;
        const tracePath =
          options.traceDir && run === 1 ? join(options.traceDir, `${label}-${scenario.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.json`) : undefined;
        if (tracePath) mkdirSync(options.traceDir!, { recursive: true });
        results.set(key, [...(results.get(key) ?? []), await playOnce(browser, servers[variant]!.base, scenario, scale, tracePath)]);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const summaries = scenarios.flatMap((scenario) => exports.map(({ label }) => summariseTap(scenario.name, label, results.get(`${scenario.name}\u0000${label}`) ?? [])));
  if (options.resultsDir) {
    mkdirSync(options.resultsDir, { recursive: true });
    const report = { date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, viewport: '390x844', deviceScaleFactor: scale, afterLoadMs: AFTER_LOAD_MS, exports, summaries };
    writeFileSync(join(options.resultsDir, 'taps.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  return summaries;
}

export function printTaps(summaries: TapSummary[], runs: number) {
  console.log(`\nFirst taps: the worst interaction of each run (Event Timing), CPU ${CPU_SLOWDOWN}×, 390 × 844 with touch, ${AFTER_LOAD_MS / 1000} s after load; median and worst of ${runs} runs (target: median under ${TAP_TARGET_MS} ms)\n`);
  console.log(formatTapTable(summaries, TAP_TARGET_MS));
}
