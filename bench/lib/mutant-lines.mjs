import { appendFileSync } from 'node:fs';

/*
 * A Stryker reporter (bench/bench-mutation.ts) that writes each mutant's outcome as one JSON line the moment it is
 * known, to the file MUTANT_LINES names: Stryker's own reports come at the end only, and on a shared machine a
 * run of hours may be stopped before. Plain JavaScript, as Stryker's workers load every plugin listed without
 * tsx; the object is what Stryker's declareClassPlugin would return, so the bench needs nothing of its API package.
 */

class MutantLines {
  static inject = [];

  /** @param {{ fileName: string; status: string; mutatorName: string; replacement?: string; location: { start: { line: number; column: number } } }} result */
  onMutantTested({ fileName, status, mutatorName, replacement, location }) {
    const file = process.env.MUTANT_LINES;
    if (!file) return;
    appendFileSync(file, `${JSON.stringify({ fileName, status, mutatorName, replacement, line: location.start.line, column: location.start.column + 1 })}\n`);
  }
}

export const strykerPlugins = [{ kind: 'Reporter', name: 'mutant-lines', injectableClass: MutantLines }];
