// What the editor needs on a developer's machine and in the tests: Decap's local server (decap-server, git
// mode) and the history it lacks, both at the one address the editor's config names (local_backend.url).
// A small server on that port answers the three history actions (editor/history/local.ts) from the
// repository's `git log` and `git show`, and hands every other request to decap-server, which runs behind
// it on a socket file (no port of its own: harness/listen-on-socket.ts). It listens on 127.0.0.1 only and
// answers the editor's origin alone (harness/local-editor-guard.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { corsHeaders, refusal } from './local-editor-guard';
import { LOCAL_HISTORY_ACTIONS } from '../editor/history/local';
import type { DeletedFile, Version } from '../editor/history/source';
import { authorName, newestDeletions } from '../editor/history/source';

const require = createRequire(import.meta.url);
const run = promisify(execFile);
const HOST = '127.0.0.1';

// Fields and records of `git log`'s output, in characters no commit message holds.
const FIELD = '\x1f';
const RECORD = '\x1e';

/** `git log --format=%H%x1f%aI%x1f%an%x1f%s%x1e`: each commit a version. */
export function parseVersions(output: string): Version[] {
  return output
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit = '', date = '', author, message = ''] = record.split(FIELD);
      return { commit, date, author: authorName(author), message };
    });
}

/** `git log --diff-filter=D --name-only --format=%x1e%H%x1f%P%x1f%aI%x1f%an`: each commit, then the files it deleted. */
export function parseDeletions(output: string, folder: string): DeletedFile[] {
  return newestDeletions(
    output
      .split(RECORD)
      .filter((record) => record.trim())
      .flatMap((record) => {
        const [head = '', ...paths] = record.split('\n');
        const [commit = '', parents = '', date = '', author] = head.split(FIELD);
        const parent = parents.split(' ')[0] ?? '';
        return paths
          .map((path) => path.trim())
          .filter((path) => path.startsWith(`${folder}/`))
          .map((path) => ({ path, commit, parent, date, author: authorName(author) }));
      }),
  );
}

/** A path inside the repository, a commit or a branch: nothing git could read as an option or a range. */
const SAFE_PATH = /^(?!-)(?!.*\.\.)[\w@./ -]+$/;
const SAFE_REF = /^(?!-)(?!.*\.\.)[\w./-]+$/;

type Params = Record<string, unknown>;

function text(params: Params, key: string, pattern: RegExp): string {
  const value = params[key];
  if (typeof value !== 'string' || !pattern.test(value)) throw new Error(`${key}: « ${String(value)} » refused`);
  return value;
}

/** Answers one history action on the repository at `repo`. */
export async function answerHistory(repo: string, action: string, params: Params): Promise<unknown> {
  const git = async (...args: string[]) => (await run('git', args, { cwd: repo, maxBuffer: 64 << 20, encoding: 'utf8' })).stdout;
  const branch = text(params, 'branch', SAFE_REF);
  switch (action) {
    case LOCAL_HISTORY_ACTIONS.versions: {
      const limit = Math.max(1, Math.min(100, Number(params.limit) || 20));
      return parseVersions(await git('log', '--topo-order', `-n${limit}`, `--format=%H${FIELD}%aI${FIELD}%an${FIELD}%s${RECORD}`, branch, '--', text(params, 'path', SAFE_PATH)));
    }
    case LOCAL_HISTORY_ACTIONS.file: {
      const commit = text(params, 'commit', SAFE_REF);
      const path = text(params, 'path', SAFE_PATH);
      try {
        return { content: await git('show', `${commit}:${path}`) };
      } catch {
        return { content: null };
      }
    }
    case LOCAL_HISTORY_ACTIONS.deleted: {
      const folder = text(params, 'folder', SAFE_PATH);
      return parseDeletions(await git('log', '--diff-filter=D', '--name-only', `--format=${RECORD}%H${FIELD}%P${FIELD}%aI${FIELD}%an`, branch, '--', folder), folder);
    }
    default:
      return undefined;
  }
}

const HISTORY = new Set<string>(Object.values(LOCAL_HISTORY_ACTIONS));

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function historyAction(body: Buffer): { action: string; params: Params } | undefined {
  try {
    const json = JSON.parse(body.toString('utf8')) as { action?: unknown; params?: unknown };
    return typeof json.action === 'string' && HISTORY.has(json.action) ? { action: json.action, params: (json.params ?? {}) as Params } : undefined;
  } catch {
    return undefined;
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request to decap-server on its socket file. */
function askDecap(socketPath: string, path: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ socketPath, path, method, headers }, (answer) => {
      readBody(answer).then((read) => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: read }), reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

// Hop-by-hop headers, and decap-server's own CORS (it allows any page of localhost): ours replaces it.
const NOT_FORWARDED = /^(host|connection|content-length|transfer-encoding|content-encoding|access-control-.*|vary)$/;

/**
 * decap-server's git mode answers one request at a time behind a lock that gives up after 3 s of waiting
 * (decap-server 3.11.3, localGitMiddleware: `withTimeout(new Mutex(), 3000)`): a request that waits longer is
 * answered 500 « Unknown error ». Decap opens an entry with several requests at once, each a few git commands,
 * so on a busy machine the last ones failed and the editor stayed on its spinner, never showing « Enregistrer »
 * (the editor's e2e tests that stalled in CI's first minutes). They wait their turn here instead, one at a time
 * in the order they came, which is the order decap-server would have answered them in.
 */
function oneAtATime() {
  // Never rejected: a request that failed hands the turn on all the same.
  let last: Promise<unknown> = Promise.resolve();
  return <T>(ask: () => Promise<T>): Promise<T> => {
    const turn = last.then(ask);
    last = turn.catch(() => undefined);
    return turn;
  };
}

/** Hands a request to decap-server as it came, in its turn, and its answer back. */
async function forward(request: IncomingMessage, body: Buffer, response: ServerResponse, socketPath: string, inTurn: ReturnType<typeof oneAtATime>) {
  const headers: Record<string, string> = { 'content-length': String(body.length) };
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !NOT_FORWARDED.test(name)) headers[name] = value;
  }
  const answer = await inTurn(() => askDecap(socketPath, request.url ?? '/', request.method ?? 'POST', headers, body));
  const out: Record<string, string> = corsHeaders(request.headers.origin);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string' && !NOT_FORWARDED.test(name)) out[name] = value;
  }
  response.writeHead(answer.status, out).end(answer.body);
}

async function waitForDecap(socketPath: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000;
  const info = Buffer.from(JSON.stringify({ action: 'info' }));
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`decap-server stopped (${server.exitCode}): ${log()}`);
    const answer = await askDecap(socketPath, '/api/v1', 'POST', { 'content-type': 'application/json' }, info).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`decap-server did not answer on ${socketPath}: ${log()}`);
}

export interface LocalEditor {
  port: number;
  /** What decap-server printed. */
  output(): string;
  stop(): Promise<void>;
}

export interface LocalEditorOptions {
  repo: string;
  port: number;
  /** The origins the editor is opened from (http://127.0.0.1:4173…): no other page is answered. */
  editorOrigins: readonly string[];
  logLevel?: string;
  echo?: boolean;
  /** More of decap-server's environment (a test's slower git, first on its PATH). */
  env?: Record<string, string>;
}

// Both as absolute URLs: decap-server runs in the repository's folder, where no tsx is installed.
const PRELOAD = ['--import', pathToFileURL(require.resolve('tsx')).href, '--import', new URL('./listen-on-socket.ts', import.meta.url).href];

/** Starts decap-server on `repo` behind the history server, which listens on `port`. */
export async function startLocalEditor({ repo, port, editorOrigins, logLevel = 'warn', echo = false, env = {} }: LocalEditorOptions): Promise<LocalEditor> {
  const socketPath = join(tmpdir(), `decap-server-${process.pid}-${port}.sock`);
  rmSync(socketPath, { force: true });
  let output = '';
  // Its own folder as working directory: decap-server reads a .env from there.
  const decap = spawn(process.execPath, [...PRELOAD, require.resolve('decap-server/dist/index.js')], {
    cwd: repo,
    env: { ...process.env, ...env, MODE: 'git', DECAP_SOCKET: socketPath, GIT_REPO_DIRECTORY: repo, LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  };
  decap.stdout?.on('data', keep);
  decap.stderr?.on('data', keep);
  const stopDecap = async () => {
    if (decap.exitCode === null) {
      const exited = new Promise((resolve) => decap.once('exit', resolve));
      decap.kill();
      await exited;
    }
    rmSync(socketPath, { force: true });
  };
  try {
    await waitForDecap(socketPath, decap, () => output);
  } catch (error) {
    await stopDecap();
    throw error;
  }
  const inTurn = oneAtATime();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const refused = refusal(request, editorOrigins);
      if (refused) {
        request.resume();
        response.writeHead(refused.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`refused: ${refused.reason}`);
        return;
      }
      const { origin } = request.headers;
      if (request.method === 'OPTIONS') return void response.writeHead(204, corsHeaders(origin, true)).end();
      const body = await readBody(request);
      const history = historyAction(body);
      if (!history) return forward(request, body, response, socketPath, inTurn);
      const headers = { 'Content-Type': 'application/json', ...corsHeaders(origin) };
      try {
        const answer = await answerHistory(repo, history.action, history.params);
        response.writeHead(200, headers).end(JSON.stringify(answer));
      } catch (error) {
        response.writeHead(422, headers).end(JSON.stringify({ error: String(error) }));
      }
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  }).catch(async (error: unknown) => {
    await stopDecap();
    throw error;
  });
  return {
    port,
    output: () => output,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopDecap();
    },
  };
}
