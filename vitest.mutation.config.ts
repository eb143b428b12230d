import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig, unitTests } from './vitest.config';

// `npm run bench:mutation` (bench/bench-mutation.ts): Stryker runs the `unit` project's tests against each
// mutant. Not `staff-edits`: the same tests on edited content would double the run and kill no more mutants
// of the code (they differ in what they read, not in what they check).
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: { ...unitTests, isolate: false },
  }),
);
