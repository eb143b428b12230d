// The editor at /admin/, offline: a small git repository holding a copy of the site's content files,
// and Decap's local server (decap-server, git mode) serving a clone of it. The editor's end-to-end test
// and the staff guide's screenshots drive the real editor against it. decap-server switches branches in
// the folder it serves (a draft is a branch, « publish » merges it), so it never serves a working copy:
// the fixture repository is made in a temporary folder, and the server gets a clone of it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { readDecapConfig } from '../../pipeline/lib/admin-policy';
import { startLocalEditor, type LocalEditor } from '../../harness/local-editor';
import { TEST_PORTS } from '../../harness/test-ports';

export interface EditorFixture {
  /** The clone decap-server serves (it switches branches in it: read a branch with fileAt or checkout). */
  work: string;
  port: number;
  /** git in the clone, its output trimmed. */
  git(...args: string[]): string;
  /** A file of the clone as a branch holds it, or undefined when the branch or the file is not there. */
  fileAt(branch: string, path: string): string | undefined;
  bytesAt(branch: string, path: string): Buffer;
  /** A fresh clone of a branch, in a folder of its own: what a host would build. */
  checkout(branch: string): string;
  branches(): string[];
  stop(): Promise<void>;
}

/** The files staff edit: content/ without the TypeScript that reads it. */
function copyContentFiles(projectDir: string, target: string) {
  cpSync(join(projectDir, 'content'), join(target, 'content'), {
    recursive: true,
    filter: (source) => !source.endsWith('.ts') && !['schema', 'load'].includes(basename(source)),
  });
}

function gitIn(dir: string) {
  return (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Answers once decap-server says what it serves. */
async function askInfo(url: string): Promise<unknown> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
}

export async function startEditorFixture({ projectDir, port }: { projectDir: string; port: number }): Promise<EditorFixture> {
  const root = mkdtempSync(join(tmpdir(), 'editor-fixture-'));
  const origin = join(root, 'origin');
  const work = join(root, 'work');
  copyContentFiles(projectDir, origin);
  const identity = ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', '-c', 'commit.gpgsign=false'];
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: origin });
  execFileSync('git', ['add', '-A'], { cwd: origin });
  execFileSync('git', [...identity, 'commit', '-q', '-m', 'Contenu du site'], { cwd: origin });
  execFileSync('git', ['clone', '-q', origin, work]);
  const git = gitIn(work);
  // The name decap-server writes the editor's commits under.
  git('config', 'user.name', 'Équipe du centre');
  git('config', 'user.email', 'equipe@example.com');
  git('config', 'commit.gpgsign', 'false');

  const url = `http://127.0.0.1:${port}/api/v1`;
  // Another server there would answer for ours, on another folder.
  if (await askInfo(url)) throw new Error(`${url} already answers: port ${port} is taken (another decap-server?)`);
  let server: LocalEditor;
  try {
    // decap-server, and the entries' history it lacks, at one address (harness/local-editor.ts: npm run editor:local).
    server = await startLocalEditor({ repo: work, port, editorOrigins: [`http://127.0.0.1:${TEST_PORTS.site}`], logLevel: process.env.DECAP_LOG_LEVEL ?? 'warn' });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    work,
    port,
    git,
    fileAt(branch, path) {
      try {
        return execFileSync('git', ['show', `${branch}:${path}`], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        return undefined;
      }
    },
    bytesAt: (branch, path) => execFileSync('git', ['show', `${branch}:${path}`], { cwd: work, maxBuffer: 64 << 20 }),
    checkout(branch) {
      const folder = mkdtempSync(join(root, `${branch.replace(/\W/g, '-')}-`));
      execFileSync('git', ['clone', '-q', '-b', branch, work, folder]);
      return folder;
    },
    branches: () => git('branch', '--format=%(refname:short)').split('\n').filter(Boolean),
    async stop() {
      await server.stop();
      if (process.env.DECAP_LOG_LEVEL) console.log(server.output());
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The local backend the editor's config names (Decap looks for it when opened at localhost). */
export function localBackendUrl(configPath: string): string {
  const local = readDecapConfig(configPath).local_backend;
  if (!local || local === true || !local.url) throw new Error(`${configPath}: local_backend.url is not set`);
  return local.url;
}

/**
 * Sends the editor's requests for its local backend to the fixture's server, on whatever port the test
 * gave it: the page, its config and its policy stay exactly as built.
 */
export async function routeLocalBackend(context: BrowserContext, configPath: string, port: number) {
  const { origin } = new URL(localBackendUrl(configPath));
  await context.route(`${origin}/**`, async (route) => {
    const url = route.request().url().replace(origin, `http://127.0.0.1:${port}`);
    const asked = Date.now();
    try {
      // No limit of Playwright's own: route.fetch gives up after 30 s, and the page then reads « Failed to fetch »,
      // where a browser would have waited. On CI's loaded machine the server answers one request at a time
      // (harness/local-editor.ts), so one can wait that long. A server that never answers fails the test at its timeout.
      await route.fulfill({ response: await route.fetch({ url, timeout: 0 }) });
    } catch (error) {
      // The test ended, or its page or context closed, while the server answered. Else the server failed: the
      // page sees a failed request, as it would without a server, and the run's output says which.
      const why = String(error).split('\n')[0] ?? '';
      if (!/Test ended|has been closed/.test(why)) console.error(`The editor's local backend failed ${route.request().postData()?.slice(0, 100) ?? url} after ${Date.now() - asked} ms: ${why}`);
      await route.abort().catch(() => {});
    }
  });
}

/**
 * Aborts every request the editor sends to another machine (the test is offline, as CI is) and
 * returns the list of them, which the test expects empty when it ends.
 */
export async function keepOnMachine(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

/**
 * Asks the server for Decap's 5 MB script once, as a browser does: it compresses it once and keeps
 * the copy, as a CDN does (at brotli's best, 10 s on an idle machine and over 30 s on a busy one; at the
 * e2e server's quality, under a second). A test pays it in a beforeAll, not inside its first minute.
 * Answers whether the server sent it compressed.
 */
export async function compressEditorOnce(baseURL: string): Promise<string | null> {
  const script = await fetch(`${baseURL}/admin/decap-cms.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  await script.arrayBuffer();
  return script.headers.get('content-encoding');
}
