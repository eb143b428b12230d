// The request gateway (gateway/) on this machine: `wrangler dev` runs it under workerd, offline, on
// 127.0.0.1, with its settings taken from the caller (the shell's environment for `npm run gateway:local`
// and `npm run preview`, the tests' own for tests/gateway/ and the e2e tests), each upstream pointed
// wherever they say (the local mailbox: harness/mailbox.ts). Its state (the inbox) lives under
// `persistTo`, `.wrangler/state` by default, as wrangler keeps it; a test gives a fresh folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GATEWAY_SETTINGS, type SettingName } from '../gateway/src/settings';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules', '.bin', 'wrangler');
export const GATEWAY_CONFIG = join(ROOT, 'gateway', 'wrangler.toml');
const HOST = '127.0.0.1';
/** wrangler builds, then workerd starts: a few seconds on an idle machine, more beside a build. */
const START_TIMEOUT_MS = 60_000;

export type GatewayVars = Partial<Record<SettingName, string>>;

/** The gateway's settings found in an environment (process.env by default): those names, and no other variable. */
export function gatewayVarsFrom(env: NodeJS.ProcessEnv = process.env): GatewayVars {
  return Object.fromEntries(GATEWAY_SETTINGS.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
}

// A .env file for wrangler (--env-file): the values stay out of the command line, where `ps` shows them.
const dotenv = (vars: GatewayVars) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}="${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`)
    .join('\n');

export interface RunningGateway {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/challenge`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * gateway/wrangler.toml with the limit per address and minute (ADDRESS_LIMITER) set to `perMinute`, for a test whose
 * subject is what many requests from one address do, not how fast they may come (at 10 a minute, 60 requests take six
 * minutes); or with another entry point, `main` (a test's stand-in for an older gateway on the same inbox). Its entry
 * point is named whole (the copy lives in a temporary folder).
 */
async function configWith(folder: string, { perMinute, main = join(ROOT, 'gateway', 'src', 'index.ts') }: { perMinute?: number | undefined; main?: string | undefined }): Promise<string> {
  let text = (await readFile(GATEWAY_CONFIG, 'utf8')).replace(/^main = "src\/index\.ts"$/m, `main = ${JSON.stringify(main)}`);
  if (perMinute !== undefined) {
    text = text.replace(/^(name = "ADDRESS_LIMITER"\n(?:.+\n)*?)simple = \{ limit = \d+, period = 60 \}$/m, `$1simple = { limit = ${perMinute}, period = 60 }`);
  }
  if ((perMinute !== undefined && !text.includes(`limit = ${perMinute},`)) || !text.includes(JSON.stringify(main))) throw new Error('gateway/wrangler.toml no longer reads as configWith expects.');
  const config = join(folder, 'wrangler.toml');
  await writeFile(config, text);
  return config;
}

export async function startGateway({
  port,
  vars,
  persistTo,
  echo = false,
  perMinute,
  main,
}: {
  port: number;
  vars: GatewayVars;
  /** Where the inbox is kept; wrangler's own .wrangler/state (under gateway/) by default. */
  persistTo?: string;
  /** Print wrangler's output (npm run gateway:local); the tests keep it, and print it only if the start fails. */
  echo?: boolean;
  /** The tests' own: calls a minute an address may make to each route, instead of wrangler.toml's (configWith). */
  perMinute?: number;
  /** The tests' own: another entry point than the gateway's, on the same inbox (configWith). */
  main?: string;
}): Promise<RunningGateway> {
  const folder = await mkdtemp(join(tmpdir(), 'gateway-vars-'));
  const envFile = join(folder, '.env');
  await writeFile(envFile, dotenv(vars), { mode: 0o600 });
  const config = perMinute === undefined && main === undefined ? GATEWAY_CONFIG : await configWith(folder, { perMinute, main });
  const args = ['dev', '--config', config, '--ip', HOST, '--port', String(port), '--env-file', envFile, '--show-interactive-dev-session=false'];
  // Two gateways on one machine (the tests', a developer's) must not share the inspector's port (9229).
  args.push('--inspector-port', String(await freePort()));
  if (persistTo) args.push('--persist-to', persistTo);
  const child = spawn(WRANGLER, args, {
    cwd: join(ROOT, 'gateway'),
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_SEND_ERROR_REPORTS: 'false', NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
  };
  const url = `http://${HOST}:${port}`;
  const started = Date.now();
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`The gateway did not start on ${url} (wrangler dev):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, process: child, stop };
}
