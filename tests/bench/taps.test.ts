import { describe, expect, it } from 'vitest';
import { alternatingOrder, formatTapTable, summariseTap, worstEntry, type EventEntry } from '../../bench/lib/taps';

const entry = (name: string, startTime: number, duration: number, processing: [number, number], interactionId = 1): EventEntry => ({
  name,
  entryType: 'event',
  startTime,
  duration,
  processingStart: processing[0],
  processingEnd: processing[1],
  interactionId,
});

describe('worstEntry', () => {
  it('takes the slowest event that started once the taps began, with where its time went', () => {
    const entries = [
      entry('pointerdown', 900, 400, [910, 1200]), // before the taps: hydration's own
      entry('pointerdown', 1000, 48, [1004, 1010]),
      entry('click', 1030, 232, [1110, 1190]),
      entry('keydown', 2000, 24, [2002, 2010]),
    ];
    expect(worstEntry(entries, 1000)).toEqual({ ms: 232, event: 'click', delayMs: 80, handlersMs: 80, paintMs: 72 });
  });

  it('counts an event that is not a tap (a script-fired input) as much as one', () => {
    expect(worstEntry([entry('input', 50, 120, [55, 150], 0), entry('click', 40, 40, [42, 50])], 0)?.event).toBe('input');
  });

  it('says nothing when no event reached the threshold', () => {
    expect(worstEntry([entry('click', 10, 300, [12, 200])], 500)).toBeUndefined();
  });
});

describe('summariseTap', () => {
  it('gives the median and the worst of the runs, a run with no entry counting as the threshold', () => {
    const slow = worstEntry([entry('click', 0, 256, [100, 200])], 0);
    const quick = worstEntry([entry('click', 0, 88, [10, 40])], 0);
    const summary = summariseTap('« Rappel » on /', 'after', [slow, undefined, quick, quick, slow]);
    expect(summary.runs).toEqual([256, 16, 88, 88, 256]);
    expect(summary.median).toBe(88);
    expect(summary.worst).toBe(256);
    expect(summary.typical).toEqual(quick);
  });

  it('takes the lower middle run as the typical one for an even count', () => {
    const at = (ms: number) => worstEntry([entry('click', 0, ms, [1, 2])], 0);
    const summary = summariseTap('tap', 'before', [at(300), at(100), at(200), at(400)]);
    expect(summary.median).toBe(250);
    expect(summary.typical?.ms).toBe(200);
  });
});

describe('alternatingOrder', () => {
  it('measures every export once a round, reversing their order every other round', () => {
    expect(alternatingOrder(['before', 'after'], 3).map(({ run, variant }) => `${run}${variant}`)).toEqual([
      '1before',
      '1after',
      '2after',
      '2before',
      '3before',
      '3after',
    ]);
  });
});

describe('formatTapTable', () => {
  it('flags a tap whose median is not under the target, not one whose worst alone is', () => {
    const at = (ms: number) => worstEntry([entry('click', 0, ms, [10, 20])], 0);
    const table = formatTapTable(
      [summariseTap('« Menu » on /', 'after', [at(120), at(136), at(240)]), summariseTap('« Rappel » on /', 'after', [at(200), at(208), at(120)])],
      200,
    ).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toMatch(/« Menu » on \/.*\| +136 \| +240 \| 120 136 240 \| click 10 \+ 10 \+ 116 .*\| ok/);
    expect(table[3]).toMatch(/median ≥ 200 ms/);
  });
});

describe('worstEntry among the events of one interaction', () => {
  it('names the tap’s own event whose handlers took longest, not a mouse event the tap fakes', () => {
    const entries = [entry('mouseout', 100, 272, [170, 174], 0), entry('pointerdown', 100, 272, [180, 184]), entry('click', 100, 272, [190, 240])];
    expect(worstEntry(entries, 0)).toMatchObject({ ms: 272, event: 'click', handlersMs: 50 });
  });
});
