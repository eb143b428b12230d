// The proof that the tests check rules, not today's content: a scratch clone of the committed HEAD
// where content/ gets what staff may publish through the editor (tests/editor/staff-edits.ts: a price,
// an hour and a phone changed, a seventh service, a sixth article, an article unpublished, a
// testimonial removed), then the suite runs there: unit tests, the build, the export's checks, the
// e2e specs (one worker), and with --deploy the nginx tests. Long (about as long as CI): run it alone.
//
//   npx tsx scripts/staff-edits.ts [--steps unit,build,export,e2e,deploy] [--keep]
//   npx tsx scripts/staff-edits.ts --edit <content folder>      (only the edits, on that folder)
//
// E2E_PORT, CHROMIUM_PATH and the other variables of the e2e tests pass through.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyStaffEdits } from '../tests/editor/staff-edits';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const STEPS: Record<string, string[]> = {
  // The clone's content is edited already: its staff-edits project would edit it again.
  unit: ['npx', 'vitest', 'run', '--project', 'unit'],
  build: ['npm', 'run', 'build:e2e'],
  export: ['npx', 'vitest', 'run', '--config', 'vitest.export.config.ts'],
  e2e: ['npx', 'playwright', 'test', '--workers=1'],
  deploy: ['npm', 'run', 'test:deploy'],
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

function run(command: string[], cwd: string): number {
  console.log(`\n$ ${command.join(' ')}`);
  return spawnSync(command[0]!, command.slice(1), { cwd, stdio: 'inherit', env: process.env }).status ?? 1;
}

const only = option('--edit');
if (only) {
  console.log(JSON.stringify(await applyStaffEdits(only), null, 2));
  process.exit(0);
}

const steps = (option('--steps') ?? 'unit,build,export,e2e').split(',');
const unknown = steps.filter((step) => !STEPS[step]);
if (unknown.length > 0) throw new Error(`Unknown steps: ${unknown.join(', ')} (known: ${Object.keys(STEPS).join(', ')})`);

const clone = mkdtempSync(join(tmpdir(), 'staff-edits-'));
console.log(`A clone of HEAD (commit your work first) in ${clone}`);
if (run(['git', 'clone', '--quiet', '--no-hardlinks', ROOT, clone], ROOT) !== 0) process.exit(1);
// The project's packages, hard-linked (no download, no copy); Next refuses a node_modules that is a link
// out of the project. The caches the tools write there are left behind, so nothing is written through a link.
if (run(['cp', '-al', join(ROOT, 'node_modules'), join(clone, 'node_modules')], ROOT) !== 0) process.exit(1);
for (const cache of ['.cache', '.vite', '.vitest']) rmSync(join(clone, 'node_modules', cache), { recursive: true, force: true });

const edits = await applyStaffEdits(join(clone, 'content'));
console.log('Staff edits:', JSON.stringify(edits, null, 2));
run(['git', 'add', '-A', 'content'], clone);
run(['git', '-c', 'user.name=staff-edits', '-c', 'user.email=staff-edits@example.com', 'commit', '--quiet', '-m', 'Staff edits (scripts/staff-edits.ts)'], clone);

const results = steps.map((step) => ({ step, status: run(STEPS[step]!, clone) }));
console.log('\nStaff edits, suite on the edited clone:');
for (const { step, status } of results) console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${step}  (${STEPS[step]!.join(' ')})`);
if (process.argv.includes('--keep') || results.some((result) => result.status !== 0)) console.log(`The clone is kept: ${clone}`);
else if (existsSync(clone)) rmSync(clone, { recursive: true, force: true });
process.exit(results.every((result) => result.status === 0) ? 0 : 1);
