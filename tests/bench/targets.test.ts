import { describe, expect, it } from 'vitest';
import type { Measure } from '@/bench/lib/lighthouse-load';
import type { Row } from '@/bench/page-load/row';
import { misses } from '@/bench/page-load/targets';

const measure = (fcpMs: number): Measure => ({ perf: 1, fcpMs, lcpMs: fcpMs, observedLcpMs: fcpMs, tbtMs: 0, scriptsBeforeFcpMs: 0, cls: 0, transferKB: 100, requests: 10, benchmarkIndex: 2000 });

/** The home page under applied throttling, painting `ratio` times its scriptless twin, the ratio's range as given. */
function home(ratio: number, interval: [number, number]): Omit<Row, 'misses'> {
  return {
    route: '/',
    variant: 'site',
    throttling: 'devtools',
    jsBytes: 100_000,
    jsRatio: 1,
    firstFlightBytes: 10_000,
    runs: [],
    median: measure(700 * ratio),
    fcpRatio: 1,
    lcpRatio: 1,
    fcpScriptlessRatio: ratio,
    lcpScriptlessRatio: 1,
    fcpScriptlessInterval: interval,
    lcpScriptlessInterval: [0.95, 1.05],
    headersCost: 0,
    headersCostInterval: [-0.05, 0.05],
  };
}

describe('the first paint against the page without scripts', () => {
  it('is within its target when the median is', () => {
    expect(misses(home(1.05, [0.9, 1.2]), measure(650))).toEqual([]);
  });

  it('is a miss, said to be unsure, when the median is over but its range reaches under the target', () => {
    expect(misses(home(1.12, [0.97, 1.21]), measure(650))).toEqual(['FCP ×1.12 > ×1.1 without scripts ? (not told apart from it: more --runs)']);
  });

  it('is a plain miss when the whole range is over the target', () => {
    expect(misses(home(1.25, [1.15, 1.32]), measure(650))).toEqual(['FCP ×1.25 > ×1.1 without scripts']);
  });
});
