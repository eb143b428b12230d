import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_HISTORY_ACTIONS } from '@/editor/history/local';
import { startLocalEditor, type LocalEditor } from '@/harness/local-editor';
import { refusal } from '@/harness/local-editor-guard';

/*
 * `npm run editor:local`'s server reads the repository's history and drafts, and decap-server behind it writes
 * branches: a website open in the same browser must reach neither, by CORS nor by DNS rebinding.
 */

const EDITOR = 'http://127.0.0.1:4173';

describe('who the local editor’s server answers', () => {
  const post = (headers: Record<string, string>) => refusal({ method: 'POST', headers: { host: '127.0.0.1:8081', 'content-type': 'application/json', ...headers } }, [EDITOR]);

  it('the editor’s page, and a program of this machine (no Origin)', () => {
    expect(post({ origin: EDITOR })).toBeUndefined();
    expect(post({ host: 'localhost:8081', origin: EDITOR, 'content-type': 'application/json; charset=utf-8' })).toBeUndefined();
    expect(post({})).toBeUndefined();
  });

  it('refuses another origin, another port of this machine included, and a sandboxed page', () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3000', 'http://localhost:4173', 'null']) {
      expect(post({ origin })?.status, origin).toBe(403);
    }
  });

  it('refuses a Host that is not this machine: a domain rebound to 127.0.0.1', () => {
    expect(post({ host: 'evil.example:8081', origin: EDITOR })?.status).toBe(421);
    expect(post({ host: '127.0.0.1.evil.example', origin: EDITOR })?.status).toBe(421);
    expect(refusal({ method: 'POST', headers: { 'content-type': 'application/json' } }, [EDITOR])?.status).toBe(421);
  });

  it('refuses a body not declared JSON (a form or text/plain, which no preflight guards) and any method but POST', () => {
    expect(post({ origin: EDITOR, 'content-type': 'text/plain' })?.status).toBe(415);
    expect(post({ origin: EDITOR, 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(415);
    expect(refusal({ method: 'GET', headers: { host: '127.0.0.1:8081' } }, [EDITOR])?.status).toBe(405);
    expect(refusal({ method: 'OPTIONS', headers: { host: '127.0.0.1:8081', origin: EDITOR } }, [EDITOR])).toBeUndefined();
  });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(port: number, headers: Record<string, string>, body: unknown, method = 'POST'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: '/api/v1', method, headers }, (answer) => {
      let text = '';
      answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
    });
    sent.on('error', reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the local editor’s server, running (decap-server behind it)', () => {
  let root: string;
  let editor: LocalEditor;
  const json = { 'Content-Type': 'application/json' };
  const versions = { action: LOCAL_HISTORY_ACTIONS.versions, params: { branch: 'main', path: 'a.yml' } };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'local-editor-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: root });
    git('init', '-q', '-b', 'main');
    writeFileSync(join(root, 'a.yml'), 'a: 1\n');
    git('add', '-A');
    git('commit', '-q', '-m', 'un');
    editor = await startLocalEditor({ repo: root, port: await freePort(), editorOrigins: [EDITOR] });
  });
  afterAll(async () => {
    await editor?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the editor, naming its origin, never `*`: the history and decap-server’s actions', async () => {
    const history = await send(editor.port, { ...json, Origin: EDITOR }, versions);
    expect(history.status).toBe(200);
    expect(history.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(JSON.parse(history.body)).toHaveLength(1);
    const info = await send(editor.port, { ...json, Origin: EDITOR }, { action: 'info' });
    expect(info.status).toBe(200);
    expect(info.headers['access-control-allow-origin']).toBe(EDITOR);
    expect(JSON.parse(info.body)).toMatchObject({ type: 'local_git' });
    const preflight = await send(editor.port, { Origin: EDITOR, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' }, undefined, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
  });

  it('refuses another origin, another Host and a body not declared JSON, for the history and for decap-server', async () => {
    for (const body of [versions, { action: 'info' }]) {
      const stranger = await send(editor.port, { ...json, Origin: 'https://evil.example' }, body);
      expect(stranger.status).toBe(403);
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      expect(stranger.body).not.toContain('a.yml');
      expect((await send(editor.port, { ...json, Host: `evil.example:${editor.port}`, Origin: EDITOR }, body)).status).toBe(421);
      expect((await send(editor.port, { 'Content-Type': 'text/plain', Origin: EDITOR }, body)).status).toBe(415);
    }
    const preflight = await send(editor.port, { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' }, undefined, 'OPTIONS');
    expect(preflight.status).toBe(403);
  });
});

describe('the local editor’s server on a busy machine', () => {
  let root: string;
  let editor: LocalEditor;
  // A git that takes a quarter of a second a command: what a loaded machine (CI's first minutes) makes of it.
  const SLOW_GIT_MS = 250;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'local-editor-busy-'));
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: join(root, 'repo') });
    mkdirSync(join(root, 'repo', 'content'), { recursive: true });
    for (const name of ['a', 'b', 'c']) writeFileSync(join(root, 'repo', 'content', `${name}.yml`), `title: ${name}\n`);
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-q', '-m', 'un');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    mkdirSync(join(root, 'bin'));
    writeFileSync(join(root, 'bin', 'git'), `#!/bin/sh\nsleep ${SLOW_GIT_MS / 1000}\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
    editor = await startLocalEditor({ repo: join(root, 'repo'), port: await freePort(), editorOrigins: [EDITOR], env: { PATH: `${join(root, 'bin')}:${process.env.PATH ?? ''}` } });
  });
  afterAll(async () => {
    await editor?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers every request Decap sends at once, however long one waits its turn (decap-server alone gives up after 3 s)', async () => {
    const list = { action: 'entriesByFolder', params: { branch: 'main', folder: 'content', extension: 'yml', depth: 1 } };
    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: 5 }, () => send(editor.port, { 'Content-Type': 'application/json', Origin: EDITOR }, list)));
    // The burst outlasted decap-server's 3 s: without the turns, its last requests were answered 500 « Unknown error ».
    expect(Date.now() - started).toBeGreaterThan(3_000);
    expect(replies.map((reply) => reply.status)).toEqual(Array(5).fill(200));
    for (const reply of replies) expect((JSON.parse(reply.body) as unknown[]).length).toBe(3);
  }, 30_000);
});
