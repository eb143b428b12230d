// harness/serve.ts started as a child process on a free port, for the scripts and tests that measure
// or check the exported site as a CDN would serve it (the benchmark, the server's own test).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));

export interface Served {
  base: string;
  /** Stops the server; resolves once it has exited (its port is free again). */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Serves `dir` (which must have an index.html) and resolves once it answers; `env` adds to the
 * server's environment. On `port` when given (a test on a shared machine keeps to its own range), else a free one.
 */
export async function serve(dir: string, env: Record<string, string> = {}, port?: number): Promise<Served> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SCRIPT, dir], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = () => {
    child.kill();
    return exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  child.kill();
  throw new Error(`harness/serve.ts did not start on ${base}`);
}
