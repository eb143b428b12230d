// How long the framework's scripts ran before a page's first contentful paint, read from a Chrome trace
// (the one Lighthouse records): the time covered by script events whose code is one of our chunks
// (/_next/static/…), evaluated or called back later, cut at the paint. A chunk
// that arrives before a late first paint runs before it; 0 means the paint never waited for a script.
import { NEXT_STATIC } from '../../pipeline/lib/next-output';

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  /** Start, in microseconds of the trace's clock; `dur` likewise. */
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

// A script's first run (its compilation included) and any later call into it, on the thread that runs it.
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall']);
const OUR_CHUNK = new RegExp(`${NEXT_STATIC}.+\\.js(\\?|$)`);

/** Milliseconds of our chunks' work before `paintTs` (a trace timestamp): nested events count once. */
export function scriptMsBeforePaint(events: TraceEvent[], paintTs: number): number {
  const spans = events
    .filter((event) => SCRIPT_EVENTS.has(event.name) && OUR_CHUNK.test(event.args?.data?.url ?? '') && event.ts < paintTs)
    .map((event) => [event.ts, Math.min(event.ts + (event.dur ?? 0), paintTs)] as const)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    covered += end - Math.max(start, reached);
    reached = end;
  }
  return covered / 1000;
}
