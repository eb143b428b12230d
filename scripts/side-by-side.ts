// Runs npm scripts at the same time and fails if any fails: steps of `npm test` that leave a core idle
// (a single-threaded linter, a test runner waiting on the processes it started) run beside another.
// Each step's output is printed whole when it ends, with its time, so the log reads step by step.
//   tsx scripts/side-by-side.ts lint typecheck
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/side-by-side.ts <npm script> [<npm script>…]');
  process.exit(2);
}

function run(script: string): Promise<number> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 128 : 1);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── npm run ${script}: ${status === 0 ? 'done' : `failed (${signal ?? `exit ${status}`})`} in ${seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(scripts.map(run));
process.exit(statuses.find((status) => status !== 0) ?? 0);
