// One Lighthouse load of a page in the benches (bench/bench.ts, bench/bench-headers.ts): its figures,
// the layout shifts behind its CLS, and the medians of several loads.
import type * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { KB } from '../../pipeline/lib/page-weight';
import { scriptMsBeforePaint, type TraceEvent } from './scripts-before-paint';
import { median } from './stats';

/** Lighthouse's two ways of slowing a load down (bench/bench.ts, --throttling). */
export const THROTTLINGS = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLINGS)[number];

/** One layout shift Lighthouse saw in a run: its score, the element that moved most, and the causes it names. */
export interface Shift {
  score: number;
  element: string;
  causes: string[];
}

export interface Measure {
  perf: number;
  fcpMs: number;
  lcpMs: number;
  observedLcpMs: number;
  tbtMs: number;
  /** Milliseconds our chunks ran before the first contentful paint (the trace Lighthouse recorded). */
  scriptsBeforeFcpMs: number;
  cls: number;
  transferKB: number;
  requests: number;
  benchmarkIndex: number;
}

/** A run's figures, and the layout shifts behind its CLS: a shift seen once in five runs is found by its element. */
export interface RunResult extends Measure {
  shifts: Shift[];
}

export type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;

/** A numeric audit value; NaN where Lighthouse could not measure it. */
const numeric = (value: number | undefined) => value ?? Number.NaN;

async function measure(chrome: Chrome, url: string, throttling: Throttling): Promise<RunResult> {
  // Both modes use Lighthouse's mobile slow-4G settings; devtools applies them for real
  // (latency × 3.75 and bandwidth × 0.9, as Lighthouse's applied preset does).
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: throttling,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const details = (id: string) => lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  const audit = (id: string) => numeric(lhr.audits[id]?.numericValue);
  const observed = details('metrics')?.items?.[0] as { observedLargestContentfulPaint?: number; observedFirstContentfulPaintTs?: number } | undefined;
  const trace = (result?.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  return {
    perf: lhr.categories.performance?.score ?? Number.NaN,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    // What this machine really painted, unthrottled: Lighthouse's simulated LCP counts every request
    // started before this moment (images of low priority excepted) as if it blocked the paint.
    observedLcpMs: numeric(observed?.observedLargestContentfulPaint),
    tbtMs: audit('total-blocking-time'),
    scriptsBeforeFcpMs:
      trace && observed?.observedFirstContentfulPaintTs !== undefined
        ? scriptMsBeforePaint(trace.traceEvents, observed.observedFirstContentfulPaintTs)
        : Number.NaN,
    cls: audit('cumulative-layout-shift'),
    transferKB: audit('total-byte-weight') / KB,
    requests: details('network-requests')?.items?.length ?? 0,
    benchmarkIndex: numeric(lhr.environment?.benchmarkIndex),
    shifts: layoutShifts(details('layout-shifts')?.items ?? []),
  };
}

type NodeItem = { selector?: string; snippet?: string };

/** Lighthouse's layout-shifts table, flattened: the moved element by its selector and markup, and each named cause. */
function layoutShifts(items: Record<string, unknown>[]): Shift[] {
  const describe = (node: NodeItem | undefined) => (node ? `${node.selector ?? '?'} ${node.snippet ?? ''}`.trim() : 'unknown element');
  return items.map((item) => {
    const causes = ((item.subItems as { items?: { cause?: unknown; extra?: NodeItem & { value?: string } }[] } | undefined)?.items ?? []).map(
      (sub) => `${String(sub.cause ?? '')}${sub.extra ? `: ${sub.extra.value ?? describe(sub.extra)}` : ''}`,
    );
    return { score: Number(item.score ?? 0), element: describe(item.node as NodeItem | undefined), causes };
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): try that load again, twice at most. */
async function withRetries<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`bench: ${error instanceof Error ? error.message : String(error)}; trying again.`);
    }
  }
}

export const measureWithRetries = (chrome: Chrome, url: string, throttling: Throttling, attempts = 3): Promise<RunResult> =>
  withRetries(() => measure(chrome, url, throttling), attempts);

/** The first contentful paint alone (the header bench), applied throttling: Lighthouse skips every other audit. */
export const firstPaintWithRetries = (chrome: Chrome, url: string): Promise<number> =>
  withRetries(async () => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'], throttlingMethod: 'devtools' });
    const fcp = result?.lhr.audits['first-contentful-paint']?.numericValue;
    if (fcp === undefined || result?.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no FCP'}`);
    return fcp;
  });

export function summarise(runs: RunResult[]): Measure {
  const keys = (Object.keys(runs[0] ?? {}) as (keyof RunResult)[]).filter((key): key is keyof Measure => key !== 'shifts');
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((one) => one[key]))])) as unknown as Measure;
}
