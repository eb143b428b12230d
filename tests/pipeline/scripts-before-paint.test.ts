import { describe, expect, it } from 'vitest';
import { scriptMsBeforePaint, type TraceEvent } from '../../bench/lib/scripts-before-paint';

const chunk = (name: string) => ({ data: { url: `http://127.0.0.1:4173/_next/static/chunks/${name}.js` } });
const event = (name: string, ms: number, durMs: number, args?: TraceEvent['args']): TraceEvent => ({ name, ts: ms * 1000, dur: durMs * 1000, args });

describe('scriptMsBeforePaint', () => {
  it('counts our chunks’ evaluation and calls before the paint, cut at it, nested events once', () => {
    const events = [
      event('EvaluateScript', 100, 50, chunk('react')),
      event('FunctionCall', 120, 10, chunk('react')), // inside the evaluation above
      event('FunctionCall', 300, 40, chunk('app')), // runs across the paint at 320
      event('EvaluateScript', 400, 30, chunk('late')), // after the paint
    ];
    expect(scriptMsBeforePaint(events, 320_000)).toBe(50 + 20);
  });

  it('leaves out the page’s own inline scripts, and the work that is not a script’s', () => {
    const events = [
      event('EvaluateScript', 10, 5, { data: { url: 'http://127.0.0.1:4173/appoitment/' } }),
      event('ParseHTML', 20, 40),
      event('Layout', 60, 30, chunk('react')),
      event('EvaluateScript', 90, 5, { data: { url: 'http://127.0.0.1:4173/sw.js' } }),
    ];
    expect(scriptMsBeforePaint(events, 1_000_000)).toBe(0);
  });
});
