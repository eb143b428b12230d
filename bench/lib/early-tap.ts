// The figures of the early tap (bench/lib/early-tap-bench.ts): a cold visit over slow 4G, « Menu » tapped
// half a second after it is painted, before the page's scripts have taken over. Each run says whether the
// menu opened where the visitor is, how long after the tap it was on screen, whether the page jumped
// (scrolled, or went to a #fragment), and when the scripts took the menu over. Reduced here to one row per
// route, CPU slowdown and export. No browser here: the pure part, tested by tests/bench/early-tap.test.ts.
import { median } from './stats';

/** One cold visit with its early tap, as measured in the page (ms on the page's clock, from navigation start). */
export interface EarlyTapRun {
  /** The first paint (first-contentful-paint). */
  firstPaintMs: number;
  /** The first frame with « Menu » on screen. */
  menuShownMs: number;
  /** The tap's own time (its pointerdown's timestamp). */
  tapMs: number;
  /** The menu's links on screen in place after the tap (the frame after the one that first showed them); null: never. */
  openedMs: number | null;
  /** The header's menu taken over by React (its element carries React's fiber); null: not within the wait. */
  scriptedMs: number | null;
  /** The page scrolled, or its address gained a #fragment, after the tap. */
  jumped: boolean;
  /** The menu was still open once the scripts had taken it over. */
  openAfterScripts: boolean;
}

export interface EarlyTapSummary {
  route: string;
  cpu: number;
  variant: string;
  runs: number;
  /** Runs whose menu opened in place. */
  opened: number;
  /** Runs whose tap came before the scripts took the menu over: the case this row is about. */
  beforeScripts: number;
  /** Of the runs opened before the scripts, those still open after them. */
  keptOpen: number;
  openedBeforeScripts: number;
  jumps: number;
  /** From the tap to the menu on screen, over the runs that opened; NaN when none did. */
  medianOpenMs: number;
  worstOpenMs: number;
  /** When the tap came, after « Menu » was painted (the bench aims at 500 ms; a busy phone is late). */
  medianTapAfterShownMs: number;
  /** The gap: from the first paint to the scripted page, over the runs that saw it. */
  medianGapMs: number;
  gapRange: [number, number] | null;
}

const tapBeforeScripts = (run: EarlyTapRun) => run.scriptedMs === null || run.tapMs < run.scriptedMs;

export function summariseEarlyTaps(route: string, cpu: number, variant: string, runs: EarlyTapRun[]): EarlyTapSummary {
  const opened = runs.filter((run) => run.openedMs !== null && !run.jumped);
  const openMs = opened.map((run) => run.openedMs! - run.tapMs);
  const gaps = runs.filter((run) => run.scriptedMs !== null).map((run) => run.scriptedMs! - run.firstPaintMs);
  const openedEarly = opened.filter(tapBeforeScripts);
  return {
    route,
    cpu,
    variant,
    runs: runs.length,
    opened: opened.length,
    beforeScripts: runs.filter(tapBeforeScripts).length,
    openedBeforeScripts: openedEarly.length,
    keptOpen: openedEarly.filter((run) => run.openAfterScripts).length,
    jumps: runs.filter((run) => run.jumped).length,
    medianOpenMs: median(openMs),
    worstOpenMs: openMs.length ? Math.max(...openMs) : Number.NaN,
    medianTapAfterShownMs: median(runs.map((run) => run.tapMs - run.menuShownMs)),
    medianGapMs: median(gaps),
    gapRange: gaps.length ? [Math.min(...gaps), Math.max(...gaps)] : null,
  };
}

/**
 * What the row misses, or [] when it holds: every tap opened the menu in place (no jump), within the
 * target at the median, and a menu opened before the scripts was still open after them.
 */
export function earlyTapMisses(summary: EarlyTapSummary, targetMs: number): string[] {
  const misses: string[] = [];
  if (summary.opened < summary.runs) misses.push(`opened ${summary.opened}/${summary.runs}`);
  if (summary.jumps > 0) misses.push(`jumped ${summary.jumps}×`);
  if (!(summary.medianOpenMs <= targetMs)) misses.push(`median > ${targetMs} ms`);
  if (summary.keptOpen < summary.openedBeforeScripts) misses.push(`closed by the scripts ${summary.openedBeforeScripts - summary.keptOpen}×`);
  return misses;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));

/** The table printed after the first taps': one row per route, CPU slowdown and export. */
export function formatEarlyTapTable(summaries: EarlyTapSummary[], targetMs: number): string {
  const header = ['route', 'CPU', 'export', 'opened', 'tap before scripts', 'open ms median', 'worst', 'jumps', 'kept open by the scripts', 'tapped after « Menu »', 'gap ms median', 'gap range', 'target'];
  const lines = summaries.map((summary) => {
    const misses = earlyTapMisses(summary, targetMs);
    return [
      summary.route,
      `${summary.cpu}×`,
      summary.variant,
      `${summary.opened}/${summary.runs}`,
      `${summary.beforeScripts}/${summary.runs}`,
      ms(summary.medianOpenMs),
      ms(summary.worstOpenMs),
      String(summary.jumps),
      summary.openedBeforeScripts ? `${summary.keptOpen}/${summary.openedBeforeScripts}` : '–',
      ms(summary.medianTapAfterShownMs),
      ms(summary.medianGapMs),
      summary.gapRange ? `${ms(summary.gapRange[0])}–${ms(summary.gapRange[1])}` : '–',
      misses.length ? misses.join(', ') : 'ok',
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const numeric = new Set([5, 6, 7, 9, 10]);
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => `${'-'.repeat(width + 1)}${numeric.has(i) ? ':' : '-'}`).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}
