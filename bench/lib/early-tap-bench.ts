// The early tap: a cold visit (a fresh profile, no service worker) over Lighthouse's slow 4G, set through
// the DevTools protocol as bench/lib/arrival.ts sets it (562 ms latency, 1.47 Mbit/s down), the CPU
// slowed 4× and 6×, 390 × 844 with touch; « Menu » tapped half a second after it is painted, which on
// such a phone is before the page's scripts have taken over. What the page saw is read by a script that
// runs in it before its own (OBSERVE): the first paint, the first frame with « Menu », the tap, the first
// frame with the menu's links in place after it, whether the page scrolled or went to a #fragment, and the
// first frame where React owns the header's menu (the gap from the first paint to the scripted page).
// bench/lib/early-tap.ts reduces the runs. Two exports (--baseline) take turns, as the other taps do.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { ui } from '../../copy/ui';
import type { Locale } from '../../lib/i18n';
import { pagePath, servicePath } from '../../lib/routes';
import { serve } from '../../harness/static-server';
import { emulateSlow4G, SLOW_4G } from './arrival';
import { earlyTapMisses, formatEarlyTapTable, summariseEarlyTaps, type EarlyTapRun, type EarlyTapSummary } from './early-tap';
import { warm } from './tap-bench';
import { alternatingOrder } from './taps';

export const EARLY_TAP_TARGET_MS = 200;
/** How long after « Menu » is painted the visitor taps it. */
export const TAP_AFTER_SHOWN_MS = 500;
const CPU_RATES = [4, 6];
/** How long a tap may take to open the menu before the run counts it as not opened. */
const OPEN_WAIT_MS = 3000;
/** How long the scripts may take to take the menu over, from the tap. */
const SCRIPTS_WAIT_MS = 30_000;

export const EARLY_TAP_ROUTES: { route: string; locale: Locale }[] = [
  { route: pagePath('home', 'fr'), locale: 'fr' },
  { route: servicePath(1, 'fr'), locale: 'fr' },
  { route: pagePath('home', 'en'), locale: 'en' },
];

interface PageState {
  firstPaint: number | null;
  shown: number | null;
  box: { x: number; y: number } | null;
  tap: number | null;
  opened: number | null;
  scripted: number | null;
  scrollAtTap: number | null;
  hashAtTap: string | null;
  now: number;
  scrollY: number;
  hash: string;
  open: boolean;
}

// Runs in the page before its own scripts. « Menu » is whatever element of the header is named so and
// has a box (a link before this issue, a <summary> after it); the menu is open when its first link is
// on screen. Everything is timed on the page's clock, in frames: a check in a frame sees what that
// frame paints, and a task queued from it runs once the frame is painted.
const observe = (label: string) => `(() => {
  const state = (window.__earlyTap = { firstPaint: null, shown: null, box: null, tap: null, opened: null, scripted: null, scrollAtTap: null, hashAtTap: null });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const menuToggle = () => [...document.querySelectorAll('header summary, header a, header button')]
    .find((element) => element.textContent.trim() === ${JSON.stringify(label)} && element.getBoundingClientRect().width > 0);
  const menuOpen = () => {
    const link = document.querySelector('header nav ul a');
    const box = link && link.getBoundingClientRect();
    return Boolean(box && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight);
  };
  const scripted = () => {
    const nav = document.querySelector('header nav');
    return Boolean(nav && Object.keys(nav).some((key) => key.startsWith('__reactFiber$')));
  };
  window.__earlyTapOpen = menuOpen;
  addEventListener('pointerdown', (event) => {
    if (state.tap !== null) return;
    state.tap = event.timeStamp;
    state.scrollAtTap = scrollY;
    state.hashAtTap = location.hash;
  }, { capture: true });
  const frame = () => {
    if (state.shown === null && state.firstPaint !== null) {
      const toggle = menuToggle();
      if (toggle) {
        const box = toggle.getBoundingClientRect();
        state.box = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        state.shown = Math.max(state.firstPaint, performance.now());
      }
    }
    if (state.scripted === null && scripted()) state.scripted = performance.now();
    if (state.tap !== null && state.opened === null && menuOpen()) setTimeout(() => { if (state.opened === null) state.opened = performance.now(); });
    if (state.scripted === null || state.opened === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function earlyTapOnce(browser: Browser, url: string, label: string, cpu: number): Promise<EarlyTapRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(observe(label));
    await emulateSlow4G(await context.newCDPSession(page), cpu);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    // page.evaluate only: Playwright's own script, injected at a locator's first use, would cost the page
    // half a second of its CPU right where the tap is measured.
    const read = () =>
      page.evaluate(() => {
        const state = (window as unknown as { __earlyTap: Omit<PageState, 'now' | 'scrollY' | 'hash' | 'open'> }).__earlyTap;
        const open = (window as unknown as { __earlyTapOpen: () => boolean }).__earlyTapOpen();
        return { ...state, now: performance.now(), scrollY: window.scrollY, hash: location.hash, open };
      }) as Promise<PageState>;
    const until = async (done: (state: PageState) => boolean, waitMs: number) => {
      const deadline = Date.now() + waitMs;
      let state = await read();
      while (!done(state) && Date.now() < deadline) {
        await sleep(50);
        state = await read();
      }
      return state;
    };
    const shown = await until((state) => state.shown !== null, 60_000);
    if (shown.shown === null || !shown.box) throw new Error(`early tap: « ${label} » never painted on ${url}`);
    await sleep(Math.max(0, shown.shown + TAP_AFTER_SHOWN_MS - shown.now));
    await page.touchscreen.tap(shown.box.x, shown.box.y);
    const afterTap = await until((state) => state.opened !== null, OPEN_WAIT_MS);
    const end = await until((state) => state.scripted !== null, SCRIPTS_WAIT_MS);
    // A frame and a task after the take-over: what hydration did to the menu is on screen.
    await sleep(300);
    const last = await read();
    if (last.tap === null || last.firstPaint === null) throw new Error(`early tap: the tap never reached ${url}`);
    const moved = (state: PageState) => state.scrollY !== last.scrollAtTap || state.hash !== last.hashAtTap;
    return {
      firstPaintMs: last.firstPaint,
      menuShownMs: shown.shown,
      tapMs: last.tap,
      openedMs: afterTap.opened,
      scriptedMs: end.scripted,
      jumped: moved(afterTap) || moved(last),
      openAfterScripts: last.open,
    };
  } finally {
    await context.close();
  }
}

export interface EarlyTapOptions {
  siteDir: string;
  baselineDir?: string;
  runs: number;
  executablePath?: string;
  resultsDir?: string;
}

export async function measureEarlyTaps(options: EarlyTapOptions): Promise<EarlyTapSummary[]> {
  const exports = [...(options.baselineDir ? [{ label: 'before', dir: options.baselineDir }] : []), { label: options.baselineDir ? 'after' : 'site', dir: options.siteDir }];
  const servers = await Promise.all(exports.map((entry) => serve(entry.dir)));
  const browser = await chromium.launch({ executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const runs = new Map<string, EarlyTapRun[]>();
  const key = (route: string, cpu: number, label: string) => `${route} ${cpu} ${label}`;
  try {
    for (const [index, entry] of exports.entries()) await warm(servers[index]!, entry.dir, EARLY_TAP_ROUTES.map(({ route }) => route));
    for (const { run, variant } of alternatingOrder(exports.map((_, index) => index), options.runs)) {
      for (const { route, locale } of EARLY_TAP_ROUTES) {
        for (const cpu of CPU_RATES) {
          const { label } = exports[variant]!;
          process.stdout.write(`early tap: ${label} ${route} CPU ${cpu}× run ${run}/${options.runs}…\n`);
          const result = await earlyTapOnce(browser, `${servers[variant]!.base}${route}`, ui[locale].header.menu, cpu);
          runs.set(key(route, cpu, label), [...(runs.get(key(route, cpu, label)) ?? []), result]);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  const summaries = EARLY_TAP_ROUTES.flatMap(({ route }) =>
    CPU_RATES.flatMap((cpu) => exports.map(({ label }) => summariseEarlyTaps(route, cpu, label, runs.get(key(route, cpu, label)) ?? []))),
  );
  if (options.resultsDir) {
    mkdirSync(options.resultsDir, { recursive: true });
    const report = { date: new Date().toISOString(), network: 'Lighthouse slow 4G, applied (DevTools protocol)', cpuRates: CPU_RATES, tapAfterShownMs: TAP_AFTER_SHOWN_MS, viewport: '390x844', exports, summaries, runs: Object.fromEntries(runs) };
    writeFileSync(join(options.resultsDir, 'early-tap.json'), `${JSON.stringify(report, null, 2)}\n`);
  }
  return summaries;
}

/** Rows of the site (not of --baseline's « before ») that miss: counted with the bench's misses. */
export const earlyTapMissed = (summaries: EarlyTapSummary[]) => summaries.filter((summary) => summary.variant !== 'before' && earlyTapMisses(summary, EARLY_TAP_TARGET_MS).length > 0).length;

export function printEarlyTaps(summaries: EarlyTapSummary[], runs: number) {
  console.log(
    `\nThe early tap: a cold visit over slow 4G (${Math.round(SLOW_4G.requestLatencyMs)} ms, ${(SLOW_4G.downloadThroughputKbps / 1024).toFixed(2)} Mbit/s), 390 × 844 with touch, « Menu » tapped ${TAP_AFTER_SHOWN_MS} ms after it is painted; ${runs} runs per row. ` +
      `« open ms »: from the tap to the menu's links on screen in place; « gap »: from the first paint to the header's menu in React's hands (target: every tap opens, median under ${EARLY_TAP_TARGET_MS} ms, no jump)\n`,
  );
  console.log(formatEarlyTapTable(summaries, EARLY_TAP_TARGET_MS));
}
