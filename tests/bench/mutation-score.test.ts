import { describe, expect, it } from 'vitest';
import { folderScores, scoreTable, type MutantOutcome } from '../../bench/lib/mutation-score';

const mutants = (file: string, counts: Record<string, number>): MutantOutcome[] =>
  Object.entries(counts).flatMap(([status, count]) => Array.from({ length: count }, () => ({ file, status })));

describe('folderScores', () => {
  const outcomes = [
    ...mutants('lib/request/store.ts', { Killed: 6, Timeout: 1, Survived: 2, NoCoverage: 1, CompileError: 5, Ignored: 9 }),
    ...mutants('lib/format.ts', { Killed: 9, Survived: 1 }),
    ...mutants('lib/requests.ts', { Survived: 4 }),
    ...mutants('editor/history/source.ts', { CompileError: 2, RuntimeError: 1, Ignored: 3 }),
  ];

  it('counts killed and timed-out mutants as detected, survived and uncovered as escaped, and the rest in no score', () => {
    const [request] = folderScores(outcomes, ['lib/request/']);
    expect(request).toEqual({ folder: 'lib/request/', killed: 6, timeout: 1, survived: 2, noCoverage: 1, score: 70 });
  });

  it('counts a file in every folder it lies in, and only there: lib/requests.ts is not in lib/request/', () => {
    const [lib, request] = folderScores(outcomes, ['lib/', 'lib/request']);
    expect(lib).toMatchObject({ killed: 15, timeout: 1, survived: 7, noCoverage: 1, score: 66.7 });
    expect(request).toMatchObject({ killed: 6, survived: 2 });
  });

  it('gives no score to a folder without a mutant that ran, rather than 0 or 100', () => {
    expect(folderScores(outcomes, ['editor/history/', 'gateway/']).map(({ score }) => score)).toEqual([null, null]);
  });

  it('prints one aligned row per folder, « – » where there is no score', () => {
    const lines = scoreTable(folderScores(outcomes, ['lib/request/', 'gateway/'])).split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\| lib\/request\/ +\| 70\.0 % \| 6 +\| 1 +\| 2 +\| 1 +\|$/);
    expect(lines[3]).toMatch(/^\| gateway\/ +\| – +\|/);
  });
});
