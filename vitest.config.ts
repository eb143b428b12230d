import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { contentReadingTests, STAFF_EDITS_TEST } from './tests/editor/staff-edits-project';
import { GATEWAY_SCENARIOS, SCENARIOS_DIR, scenarioFile } from './tests/gateway/scenarios';

const projectDir = fileURLToPath(new URL('./', import.meta.url));

/** What every Vitest run of the project shares (vitest.export.config.ts and vitest.spec.config.ts start from it). */
export const sharedConfig = defineConfig({
  resolve: {
    // `cloudflare:workers` exists under workerd alone: the gateway's unit tests in Node get its base class from a stand-in.
    alias: { '@': projectDir, 'cloudflare:workers': join(projectDir, 'tests/gateway/cloudflare-workers.ts') },
  },
  test: {
    environment: 'node',
    // Vitest leaves a core to itself (cores - 1): one worker on CI's two, which runs the unit tests in
    // 105 s against 75 s with two (the main process mostly waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Rendering a preview card takes seconds on a busy 2-core machine; the default 5 s is a guard, not a budget.
    // So is a hook's 10 s: a decap-server and a git repository started beside three builds take longer.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest empties every stylesheet a test imports, but these: the design tokens the staff's inbox reads as
    // text, as the Worker's bundle gives them (gateway/src/inbox/site-tokens.ts).
    css: { include: [/\/lib\/design-tokens\.css\?raw$/] },
  },
});

/**
 * The `gateway` project's files run one after the other in the order of tests/gateway/scenarios.ts (they share one
 * gateway and its inbox's clock, which only moves forward); every other file as Vitest orders it.
 */
class ScenarioOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const place = (file: TestSpecification) => GATEWAY_SCENARIOS.findIndex((name) => file.moduleId.endsWith(`/${scenarioFile(name)}`));
    const scenarios = sorted.filter((file) => file.project.name === 'gateway').sort((a, b) => place(a) - place(b));
    return [...scenarios, ...sorted.filter((file) => file.project.name !== 'gateway')];
  }
}

/** The `unit` project's files, which the mutation bench runs too (vitest.mutation.config.ts). */
export const unitTests = {
  include: ['tests/**/*.test.ts'],
  // tests/export/ reads out/ and runs after the build (vitest.export.config.ts); tests/spec/ holds the
  // shipped content to the product spec, its own command (npm run check:spec, vitest.spec.config.ts); the
  // gateway's Worker runs in its own project (its scenarios, tests/gateway/worker/), its modules' tests beside it are unit tests.
  exclude: [...configDefaults.exclude, 'tests/export/**', 'tests/spec/**', `${SCENARIOS_DIR}/**`, STAFF_EDITS_TEST],
};

export default defineConfig({
  ...sharedConfig,
  test: {
    ...sharedConfig.test,
    // A worker keeps the modules it loaded from one test file to the next of its project (62 s against
    // 75 s on CI's two cores); the two projects never share one (Vitest keeps projects apart, and their
    // CONTENT_DIR differs). So a test file must leave modules, mocks and process.env as it found them.
    isolate: false,
    sequence: { sequencer: ScenarioOrder },
    // One run, one pool of workers for both projects: the second is no process of its own to start,
    // compile and wait for at the end of the run.
    projects: [
      {
        extends: true,
        test: { name: 'unit', ...unitTests },
      },
      {
        // The request gateway under workerd: one `wrangler dev` started for the run (tests/gateway/gateway-setup.ts),
        // every provider faked by the local mailbox (harness/mailbox.ts); its scenario files (tests/gateway/scenarios.ts)
        // in one worker thread of their own, one after the other in their order (ScenarioOrder), beside the other
        // projects' two: they share the gateway, and (isolate: false) the module that calls it (worker/client.ts).
        // After each file, answers-guard.ts looks for the secrets in every answer it had. Not
        // @cloudflare/vitest-pool-workers: it wants Vitest 4, which needs Node 22 (docs/gateway.md).
        extends: true,
        test: {
          name: 'gateway',
          include: GATEWAY_SCENARIOS.map(scenarioFile),
          pool: 'threads',
          poolOptions: { threads: { singleThread: true } },
          // Beside the unit tests and the three exports of `npm test`, a scenario's calls wait for a core.
          testTimeout: 60_000,
          globalSetup: ['tests/gateway/gateway-setup.ts'],
          setupFiles: ['tests/gateway/worker/answers-guard.ts'],
        },
      },
      {
        // The unit tests that read the content, again, on a copy edited as staff may (tests/editor/staff-edits-project.ts).
        extends: true,
        test: {
          name: 'staff-edits',
          include: [...contentReadingTests(projectDir), STAFF_EDITS_TEST],
          env: { CONTENT_DIR: join(tmpdir(), `staff-edits-${process.pid}`) },
          globalSetup: ['tests/editor/staff-edits-setup.ts'],
        },
      },
    ],
  },
});
