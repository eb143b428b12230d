// The Lighthouse rows of the bench: the files asked for once before any run, the first flights, and the
// round robin of loads that gives each row its medians and ratios.
import { pageWeight } from '../../pipeline/lib/page-weight';
import { measureFirstScreens } from '../lib/first-screen';
import { measureWithRetries, summarise, type Chrome, type RunResult, type Throttling } from '../lib/lighthouse-load';
import { medianCost, medianCostInterval } from '../lib/stats';
import { CHROMIUM, htmlFileOf, routes, RUNS } from './options';
import { labelOf, type Row, type Target, type Variant } from './row';
import { misses } from './targets';

/**
 * Ask for every file the measured pages load once, before any run: the server compresses a file at
 * its first request (brotli at its best ratio takes a moment), as a CDN fills its edge cache on a
 * first visitor. The runs then measure what every later visitor gets.
 */
export async function warm(targets: { route: string; base: string; outDir: string }[]) {
  for (const { route, base, outDir } of targets) {
    for (const file of pageWeight(outDir, htmlFileOf(route)).files) {
      await (await fetch(`${base}${file.url}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).arrayBuffer();
    }
  }
}

/** Brotli bytes up to the end of the first screen, by export folder and route. */
export async function firstFlights(outDirs: string[]): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  for (const outDir of outDirs) {
    for (const screen of await measureFirstScreens(outDir, routes.map(htmlFileOf), CHROMIUM)) {
      bytes.set(`${outDir} ${screen.file}`, screen.firstFlight);
    }
  }
  return bytes;
}

/** The rows of one throttling mode: RUNS loads of every target, then each target's medians and ratios. */
export async function measureRows(chrome: Chrome, targets: Target[], throttling: Throttling, { referenceJs, flights }: { referenceJs: number; flights: Map<string, number> }): Promise<Row[]> {
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
  const loadsOf = (variant: Variant, route: string, metric: 'fcpMs' | 'lcpMs' = 'fcpMs') => runsOf(variant, route).map((run) => run[metric]);
  const noInterval: [number, number] = [Number.NaN, Number.NaN];
  /** The ratio of a page's loads to its scriptless twin's, 95 % sure. */
  const scriptlessInterval = ({ variant, route }: Target, metric: 'fcpMs' | 'lcpMs'): [number, number] => {
    if (variant === 'reference' || variant === 'scriptless') return noInterval;
    const [low, high] = medianCostInterval(loadsOf('scriptless', route, metric), loadsOf(variant, route, metric));
    return [1 + low, 1 + high];
  };
  return targets.map((target) => {
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
      fcpScriptlessInterval: scriptlessInterval(target, 'fcpMs'),
      lcpScriptlessInterval: scriptlessInterval(target, 'lcpMs'),
      headersCost: target.variant === 'site' ? medianCost(loadsOf('headerless', target.route), loadsOf('site', target.route)) : Number.NaN,
      headersCostInterval:
        target.variant === 'site'
          ? medianCostInterval(loadsOf('headerless', target.route), loadsOf('site', target.route))
          : noInterval,
    };
    return { ...row, misses: misses(row, referenceMedian) };
  });
}
