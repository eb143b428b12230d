import { describe, expect, it } from 'vitest';
import { earlyTapMisses, formatEarlyTapTable, summariseEarlyTaps, type EarlyTapRun } from '../../bench/lib/early-tap';

/** A visit painted at 1000 ms, « Menu » shown at 1040, tapped at 1540; the rest as given. */
const run = (overrides: Partial<EarlyTapRun>): EarlyTapRun => ({
  firstPaintMs: 1000,
  menuShownMs: 1040,
  tapMs: 1540,
  openedMs: 1600,
  scriptedMs: 3000,
  jumped: false,
  openAfterScripts: true,
  ...overrides,
});

describe('summariseEarlyTaps', () => {
  it('counts the taps that opened the menu in place, and times them from the tap to the menu on screen', () => {
    const summary = summariseEarlyTaps('/', 4, 'after', [run({ openedMs: 1620 }), run({ openedMs: 1700 }), run({ openedMs: 1580 })]);
    expect(summary).toMatchObject({ runs: 3, opened: 3, jumps: 0, medianOpenMs: 80, worstOpenMs: 160, medianTapAfterShownMs: 500 });
  });

  it('does not count a tap that jumped to the footer as opened, though the menu showed later', () => {
    const summary = summariseEarlyTaps('/', 4, 'before', [run({ openedMs: null, jumped: true }), run({ openedMs: 3100, jumped: true }), run({ openedMs: 1640 })]);
    expect(summary.opened).toBe(1);
    expect(summary.jumps).toBe(2);
    expect(summary.medianOpenMs).toBe(100);
  });

  it('gives the gap from the first paint to the scripted page, over the runs that saw it', () => {
    const summary = summariseEarlyTaps('/en/', 6, 'after', [run({ scriptedMs: 2800 }), run({ scriptedMs: null }), run({ firstPaintMs: 1200, scriptedMs: 4400 })]);
    expect(summary.medianGapMs).toBe(2500);
    expect(summary.gapRange).toEqual([1800, 3200]);
  });

  it('tells the taps before the scripts from those after, and which menus the scripts kept open', () => {
    const summary = summariseEarlyTaps('/', 4, 'after', [
      run({ scriptedMs: 3000, openAfterScripts: true }),
      run({ scriptedMs: 3000, openAfterScripts: false }),
      // The scripts came first: opened by them, not the case measured.
      run({ scriptedMs: 1500, openAfterScripts: false }),
      run({ scriptedMs: null, openAfterScripts: false, openedMs: null }),
    ]);
    expect(summary.beforeScripts).toBe(3);
    expect(summary.openedBeforeScripts).toBe(2);
    expect(summary.keptOpen).toBe(1);
  });

  it('has no median when no tap opened the menu', () => {
    const summary = summariseEarlyTaps('/', 4, 'before', [run({ openedMs: null }), run({ openedMs: null })]);
    expect(summary.medianOpenMs).toBeNaN();
    expect(summary.worstOpenMs).toBeNaN();
  });
});

describe('earlyTapMisses', () => {
  const target = 200;
  it('holds when every tap opened in place within the target at the median and stayed open', () => {
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'after', [run({}), run({ openedMs: 1900 }), run({})]), target)).toEqual([]);
  });

  it('names each miss: a tap that did not open, a jump, a slow median, a menu the scripts closed', () => {
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'after', [run({ openedMs: null }), run({}), run({})]), target)).toEqual(['opened 2/3']);
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'after', [run({ jumped: true }), run({}), run({})]), target)).toEqual(['opened 2/3', 'jumped 1×']);
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'after', [run({ openedMs: 1760 }), run({ openedMs: 1760 }), run({})]), target)).toEqual(['median > 200 ms']);
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'after', [run({ openAfterScripts: false }), run({}), run({})]), target)).toEqual(['closed by the scripts 1×']);
  });

  it('counts a row where nothing opened as a miss of the median too', () => {
    expect(earlyTapMisses(summariseEarlyTaps('/', 4, 'before', [run({ openedMs: null, jumped: true })]), target)).toEqual(['opened 0/1', 'jumped 1×', 'median > 200 ms']);
  });
});

describe('formatEarlyTapTable', () => {
  it('prints one row per route, CPU and export, with the counts, the times and the verdict', () => {
    const table = formatEarlyTapTable(
      [
        summariseEarlyTaps('/', 4, 'before', [run({ openedMs: null, jumped: true }), run({ openedMs: null, jumped: true })]),
        summariseEarlyTaps('/', 4, 'after', [run({ openedMs: 1620 }), run({ openedMs: 1660 })]),
      ],
      200,
    ).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/^\| \/ +\| 4× +\| before +\| 0\/2 +\| 2\/2 +\| +– \| +– \| +2 \| – +\| +500 \| +2000 \| 2000–2000 \| opened 0\/2, jumped 2×, median > 200 ms \|$/);
    expect(table[3]).toMatch(/\| after +\| 2\/2 +\| 2\/2 +\| +100 \| +120 \| +0 \| 2\/2 +\|.*\| ok +\|$/);
  });
});
