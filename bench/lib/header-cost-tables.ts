// The tables the header bench prints (bench/bench-headers.ts), from its loads alone: the same text
// whether the loads were just measured or read back from bench-results/bench-headers.json (--reprint).
import { median, medianCost, medianCostInterval, percent, pooledCost, pooledCostInterval, quantile } from './stats';
import { unique } from '../../lib/lists';

/** One page served under one set of headers, reached one way, and the first paint of each load. */
export interface MeasuredSet {
  kind: 'built' | 'scriptless';
  route: string;
  /** The set's label: `none`, `all`, `only CSP`… */
  headers: string;
  way: string;
  fcps: number[];
}

/** The loads of several runs as one: the same page, way and set, its loads end to end. */
export function mergeRuns(runs: MeasuredSet[][]): MeasuredSet[] {
  const merged = new Map<string, MeasuredSet>();
  for (const set of runs.flat()) {
    const key = [set.kind, set.route, set.way, set.headers].join(' ');
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, fcps: [...seen.fcps, ...set.fcps] } : { ...set });
  }
  return [...merged.values()];
}

const kindName = (kind: MeasuredSet['kind']) => (kind === 'built' ? 'as built' : 'scriptless');

/**
 * Per page, way and set: the median FCP, its spread, what the set adds to « none » and the range that
 * cost lies in, 95 % sure; then, with several routes, each set's cost over the routes pooled.
 */
export function headerCostTables(measured: MeasuredSet[]): string {
  const lines: string[] = [];
  const kinds = unique(measured.map((set) => set.kind));
  const routes = unique(measured.map((set) => set.route));
  const ways = unique(measured.map((set) => set.way));
  const noneOf = (set: MeasuredSet) =>
    measured.find((other) => other.kind === set.kind && other.route === set.route && other.way === set.way && other.headers === 'none');
  for (const kind of kinds) {
    for (const route of routes) {
      for (const way of ways) {
        const rows = measured.filter((set) => set.kind === kind && set.route === route && set.way === way);
        if (!rows.length) continue;
        const loads = unique(rows.map((row) => row.fcps.length)).join(' or ');
        lines.push('', `${kindName(kind)} ${route}, arriving by ${way}: FCP ms over ${loads} loads each`);
        lines.push('| headers | median | min–max | quartiles | vs none ms | vs none % | 95 % sure within |', '|---|---:|---:|---:|---:|---:|---:|');
        for (const row of rows) {
          const none = noneOf(row);
          const cells = [
            row.headers,
            median(row.fcps).toFixed(0),
            `${Math.min(...row.fcps).toFixed(0)}–${Math.max(...row.fcps).toFixed(0)}`,
            `${quantile(row.fcps, 0.25).toFixed(0)}–${quantile(row.fcps, 0.75).toFixed(0)}`,
            (median(row.fcps) - (none ? median(none.fcps) : Number.NaN)).toFixed(0),
            percent(none ? medianCost(none.fcps, row.fcps) : Number.NaN),
            none && row !== none ? medianCostInterval(none.fcps, row.fcps).map(percent).join(' to ') : '',
          ];
          lines.push(`| ${cells.join(' | ')} |`);
        }
      }
    }
  }
  if (routes.length < 2) return lines.join('\n');
  lines.push('', `The ${routes.length} routes pooled (each route's cost against its own « none », then their mean)`);
  lines.push('| pages | way | headers | mean cost | 95 % sure within |', '|---|---|---|---:|---:|');
  for (const kind of kinds) {
    for (const way of ways) {
      const sets = measured.filter((set) => set.kind === kind && set.way === way && set.headers !== 'none');
      for (const headers of unique(sets.map((set) => set.headers))) {
        const pages = sets
          .filter((set) => set.headers === headers)
          .flatMap((set) => {
            const none = noneOf(set);
            return none ? [{ control: none.fcps, treated: set.fcps }] : [];
          });
        if (!pages.length) continue;
        lines.push(`| ${[kindName(kind), way, headers, percent(pooledCost(pages)), pooledCostInterval(pages).map(percent).join(' to ')].join(' | ')} |`);
      }
    }
  }
  return lines.join('\n');
}
