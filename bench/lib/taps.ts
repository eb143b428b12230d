// The figures of the taps bench (bench/bench-taps.ts): what Chrome's Event Timing reported for a
// visitor's first taps, reduced to one number a run (the worst interaction), then to a median and a
// worst over the runs, per tap and per export. No browser here: the pure part, tested by tests/bench/taps.test.ts.
import { median } from './stats';

/** One PerformanceEventTiming entry ('event' or 'first-input'), as the page hands it over. */
export interface EventEntry {
  name: string;
  entryType: string;
  startTime: number;
  /** From the input's timestamp to the next paint after its handlers, rounded by Chrome to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
  /** 0 for an event that is not part of a tap or a key press (an `input` fired by a script). */
  interactionId: number;
}

/** Where a slow interaction's time went: before its handlers ran, in them, and from them to the paint. */
export interface Worst {
  ms: number;
  event: string;
  delayMs: number;
  handlersMs: number;
  paintMs: number;
}

/**
 * The events of one interaction share its duration (one next paint): name the one that says most, a
 * tap's or a key's own event (pointerdown, click, keydown) over the mouse events a tap fakes, and among
 * those the one whose handlers took longest.
 */
const rank = (entry: EventEntry) => (entry.interactionId > 0 ? 1_000_000 : 0) + (entry.processingEnd - entry.processingStart);

/**
 * The worst of the entries that started at or after `since` (the moment the measured taps began): an
 * interaction is as slow as the slowest of its events, and a run is as slow as its slowest
 * interaction. The 'first-input' entry repeats its 'event' twin; counting both changes nothing.
 * Undefined when none reached the observer's threshold (every event answered within 16 ms).
 */
export function worstEntry(entries: EventEntry[], since: number): Worst | undefined {
  let worst: EventEntry | undefined;
  for (const entry of entries) {
    if (entry.startTime < since) continue;
    if (!worst || entry.duration > worst.duration || (entry.duration === worst.duration && rank(entry) > rank(worst))) worst = entry;
  }
  if (!worst) return undefined;
  return {
    ms: worst.duration,
    event: worst.name,
    delayMs: Math.max(0, worst.processingStart - worst.startTime),
    handlersMs: Math.max(0, worst.processingEnd - worst.processingStart),
    paintMs: Math.max(0, worst.startTime + worst.duration - worst.processingEnd),
  };
}

/** A run with no entry over the threshold counts as the threshold: it answered within it. */
export const OBSERVER_THRESHOLD_MS = 16;
export const runMs = (worst: Worst | undefined): number => worst?.ms ?? OBSERVER_THRESHOLD_MS;

export interface TapSummary {
  tap: string;
  variant: string;
  runs: number[];
  median: number;
  worst: number;
  /** The breakdown of the run whose figure is the median's (the lower middle one for an even count). */
  typical: Worst | undefined;
}

export function summariseTap(tap: string, variant: string, runs: (Worst | undefined)[]): TapSummary {
  const values = runs.map(runMs);
  const sorted = runs.map((worst, index) => ({ worst, ms: values[index]! })).sort((a, b) => a.ms - b.ms);
  return {
    tap,
    variant,
    runs: values,
    median: median(values),
    worst: values.length ? Math.max(...values) : Number.NaN,
    typical: sorted[Math.floor((sorted.length - 1) / 2)]?.worst,
  };
}

/**
 * The order of the loads: round i measures every export once, the order of the exports reversed every
 * other round (before, after, after, before, …), so that a busy minute of a shared machine, or a load
 * sped up by the one before it, touches both alike.
 */
export function alternatingOrder<T>(variants: T[], runs: number): { run: number; variant: T }[] {
  return Array.from({ length: runs }, (_, index) => (index % 2 ? [...variants].reverse() : variants).map((variant) => ({ run: index + 1, variant }))).flat();
}

/** The table printed beside the paint figures: one row per tap and export. */
export function formatTapTable(summaries: TapSummary[], budgetMs: number): string {
  const header = ['tap', 'export', 'median ms', 'worst ms', 'runs', 'median run: event (delay + handlers + to paint)', 'target'];
  const lines = summaries.map((summary) => [
    summary.tap,
    summary.variant,
    String(Math.round(summary.median)),
    String(Math.round(summary.worst)),
    summary.runs.map((ms) => Math.round(ms)).join(' '),
    summary.typical
      ? `${summary.typical.event} ${Math.round(summary.typical.delayMs)} + ${Math.round(summary.typical.handlersMs)} + ${Math.round(summary.typical.paintMs)}`
      : `under ${OBSERVER_THRESHOLD_MS} ms`,
    summary.median < budgetMs ? 'ok' : `median ≥ ${budgetMs} ms`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const numeric = new Set([2, 3]);
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => `${'-'.repeat(width + 1)}${numeric.has(i) ? ':' : '-'}`).join('|')}|`;
  return [format(header), rule, ...lines.map(format)].join('\n');
}
