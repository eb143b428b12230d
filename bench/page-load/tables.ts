// What the bench prints of its Lighthouse rows: a table per throttling mode, every layout shift of any
// run, and without Lighthouse (--throttling none) the first flights alone.
import { KB } from '../../pipeline/lib/page-weight';
import type { Throttling } from '../lib/lighthouse-load';
import { percent } from '../lib/stats';
import { htmlFileOf, RUNS } from './options';
import { labelOf, type Row } from './row';

/** A ratio, and where it lies 95 % sure when that is known: 1.12 (0.97–1.21). */
const withRange = (ratio: number, [low, high]: [number, number]) => (Number.isNaN(low) ? ratio.toFixed(2) : `${ratio.toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`);

export function printTable(throttling: Throttling, rows: Row[]) {
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
    row.variant === 'reference' ? '' : withRange(row.fcpScriptlessRatio, row.fcpScriptlessInterval),
    row.variant === 'site' ? `${percent(row.headersCost)} (${row.headersCostInterval.map(percent).join(' to ')})` : '',
    String(Math.round(row.median.scriptsBeforeFcpMs)),
    (row.median.lcpMs / 1000).toFixed(2),
    row.lcpRatio.toFixed(2),
    row.variant === 'reference' ? '' : withRange(row.lcpScriptlessRatio, row.lcpScriptlessInterval),
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
export function printShifts(rows: Row[]) {
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

/** The first flights of each route, as built, without scripts and in the baseline (when there is one). */
export function printFirstFlights(routes: string[], dirs: string[], flights: Map<string, number>, { targetKB, baseline }: { targetKB: number; baseline: boolean }) {
  console.log(`\nFirst flight: brotli KB of each page's HTML up to the end of its first screen (target ≤ ${targetKB} KB)`);
  console.log(`| route | as built | no scripts |${baseline ? ' baseline |' : ''}\n|---|${dirs.map(() => '---:|').join('')}`);
  for (const route of routes) {
    console.log(`| ${route} | ${dirs.map((dir) => ((flights.get(`${dir} ${htmlFileOf(route)}`) ?? Number.NaN) / KB).toFixed(1)).join(' | ')} |`);
  }
}
