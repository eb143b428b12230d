// The team's targets for a page on a phone, and which of them a measured row misses.
import { kindOf, type RouteKind } from '../../site/site-routes';
import { KB } from '../../pipeline/lib/page-weight';
import { FIRST_FLIGHT_BUDGET_KB } from '../lib/first-screen';
import type { Measure } from '../lib/lighthouse-load';
import { paintRatioTarget, PAINT_RATIO } from '../lib/paint-targets';
import { percent } from '../lib/stats';
import type { Row } from './row';

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

/** Over a target only when the whole range is: a median of a few loads over it may be noise, and says so. */
const toldApart = ([low]: [number, number], target: number) => (low > target ? '' : ' ? (not told apart from it: more --runs)');

export function misses(row: Omit<Row, 'misses'>, reference: Measure): string[] {
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
          row.fcpScriptlessRatio > paintRatio && `FCP ×${row.fcpScriptlessRatio.toFixed(2)} > ×${paintRatio} without scripts${toldApart(row.fcpScriptlessInterval, paintRatio)}`,
          row.lcpScriptlessRatio > paintRatio && `LCP ×${row.lcpScriptlessRatio.toFixed(2)} > ×${paintRatio} without scripts${toldApart(row.lcpScriptlessInterval, paintRatio)}`,
          row.headersCost > TARGETS.headersCost && `headers ${percent(row.headersCost)} FCP > ${TARGETS.headersCost * 100} %${toldApart(row.headersCostInterval, TARGETS.headersCost)}`,
          interactive &&
            m.tbtMs > reference.tbtMs + TARGETS.tbtOverReferenceMs &&
            `TBT ${Math.round(m.tbtMs)} ms > reference + ${TARGETS.tbtOverReferenceMs} ms`,
        ];
  return [...byMode, ...common].filter((miss): miss is string => typeof miss === 'string');
}
