import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig, unitTests } from './vitest.config';

// `npm run bench:mutation` (bench/bench-mutation.ts): Stryker runs the `unit` project's tests against each
// mutant. Not `staff-edits`: the same tests on edited content would double the run and kill no more mutants
// of the code (they differ in what they read, not in what they check).
export default mergeConfig(
  sharedConfig,
  defineConfig({
    // Not by-when-time-zones.test.ts: Stryker's runner runs the tests in worker threads, where setting TZ
    // changes no Date's zone, so it would fail the first run. Mutants only it would kill survive here.
    test: { ...unitTests, exclude: [...unitTests.exclude, 'tests/request/by-when-time-zones.test.ts'], isolate: false },
  }),
);
