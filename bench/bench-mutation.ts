// npm run bench:mutation: how many wrong changes the unit tests would catch (issue 60). StrykerJS changes the
// code one small way at a time (a `<` for a `<=`, a condition for `true`, a string emptied: a « mutant ») and runs
// the tests that cover that line under each change (its Vitest runner, vitest.mutation.config.ts); a mutant no
// test notices « survived ». Prints the score per folder (bench/lib/mutation-score.ts) of lib/, lib/request/,
// content/schema/, editor/history/ and gateway/ (the request gateway, counted once it exists), and the mutants
// that escaped in the folders given to --survivors. A bench, not CI: about an hour of one core for the whole set.
//
// Options: --mutate glob[,glob] (default the folders above; e.g. lib/request/reference.ts to work on one file),
// --incremental (reuses incremental.json in the --out folder: only mutants of changed code or changed tests
// run again), --concurrency N (default 1: the machine is shared; each runner is one Vitest worker),
// --static (also the mutants of code run when a module loads, which Stryker otherwise ignores: much longer),
// --survivors folder[,folder] (default lib/request/), --out DIR (default bench-results/mutation: Stryker's HTML
// report, index.html, its JSON, the incremental file and the sandbox, which Stryker deletes whole at the end, so
// two runs at once need two), --record (a dated record, docs/records/<day>-bench-mutation.md). Run it under `nice`.
import { Stryker } from '@stryker-mutator/core';
import { mkdirSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderScores, isEscaped, scoreTable, type MutantOutcome } from './lib/mutation-score';
import { recordOutput } from './lib/record';

recordOutput('bench-mutation', 'Mutation score of the unit tests, per folder', 'bench:mutation');

type StrykerOptions = ConstructorParameters<typeof Stryker>[0];
type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

/** The folders measured, as the score table lists them; a file of lib/request/ counts in lib/ as well. */
const FOLDERS = ['lib/', 'lib/request/', 'content/schema/', 'editor/history/', 'gateway/'];
const MUTATED = ['lib/**/*.ts', 'content/schema/**/*.ts', 'editor/history/**/*.{ts,tsx}', 'gateway/**/*.ts'];
const OUTPUT = option('--out') ?? 'bench-results/mutation';

const mutate = option('--mutate')?.split(',') ?? MUTATED;
const survivorsOf = (option('--survivors') ?? 'lib/request/').split(',');

const options: StrykerOptions = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its line in the first, unmutated run.
  coverageAnalysis: 'perTest',
  mutate,
  concurrency: Number(option('--concurrency') ?? 1),
  incremental: args.includes('--incremental'),
  incrementalFile: `${OUTPUT}/incremental.json`,
  // What the tests never read: the sandbox copies the rest of the project. Anchored at the root (« / »): a bare
  // « out* » also dropped lib/request/outbox-sync.ts, and Stryker's Vitest runner counts a test file that cannot load
  // as no test at all, so every mutant its tests would have killed « survived ».
  ignorePatterns: ['/out', '/out-*', '/.next', '/bench-results', '/public/media', '/test-results', '/playwright-report'],
  // The first run, unmutated, runs every test that imports a mutated file: minutes on a busy core.
  dryRunTimeoutMinutes: 60,
  // A mutant of code that runs once, when its module loads (a constant, a table, a regular expression), needs
  // every test of every file that imports it, again, alone: hours for the set. Left out unless asked (--static);
  // Stryker counts them « Ignored », in no score.
  ignoreStatic: !args.includes('--static'),
  // A mutant that makes a loop endless is detected by its time-out; a slow test on a busy core must not look like one.
  timeoutMS: 20_000,
  reporters: ['progress', 'html', 'json', 'mutant-lines'],
  htmlReporter: { fileName: `${OUTPUT}/index.html` },
  jsonReporter: { fileName: `${OUTPUT}/mutation.json` },
  tempDirName: `${OUTPUT}/sandbox`,
  cleanTempDir: 'always',
  plugins: ['@stryker-mutator/vitest-runner', fileURLToPath(new URL('lib/mutant-lines.mjs', import.meta.url))],
};
// Each mutant as it is tested (bench/lib/mutant-lines.mjs): what a run stopped before its end still tells.
process.env.MUTANT_LINES = `${OUTPUT}/mutants.jsonl`;
mkdirSync(OUTPUT, { recursive: true });
rmSync(process.env.MUTANT_LINES, { force: true });

const started = Date.now();
const results: MutantResult[] = await new Stryker(options).runMutationTest();
const minutes = (Date.now() - started) / 60_000;

const outcomes: MutantOutcome[] = results.map((result) => ({
  file: relative(ROOT, result.fileName).split('\\').join('/'),
  status: result.status,
}));
console.log(`\nMutants: ${results.length}, in ${minutes.toFixed(1)} min (concurrency ${options.concurrency}), over ${mutate.join(', ')}\n`);
console.log(scoreTable(folderScores(outcomes, FOLDERS)));

for (const folder of survivorsOf) {
  const escaped = results
    .map((result, index) => ({ result, outcome: outcomes[index] }))
    .filter((entry): entry is { result: MutantResult; outcome: MutantOutcome } => !!entry.outcome && isEscaped(entry.outcome) && entry.outcome.file.startsWith(folder))
    .sort((a, b) => a.outcome.file.localeCompare(b.outcome.file) || a.result.location.start.line - b.result.location.start.line);
  console.log(`\nEscaped in ${folder}: ${escaped.length}`);
  for (const { result, outcome } of escaped) {
    const replacement = (result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
    console.log(`${outcome.file}:${result.location.start.line}:${result.location.start.column + 1} ${result.status} ${result.mutatorName}: ${replacement}`);
  }
}
