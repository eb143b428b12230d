import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// scripts/serve.ts stands in for the CDN in the e2e tests and the benchmark: it must compress as the
// CDNs we deploy to do, or the benchmark measures bytes no visitor gets.
const page = `<!DOCTYPE html><html lang="fr"><title>Essai</title><p>${'Soins à domicile, 7 jours sur 7. '.repeat(200)}</p></html>`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function get(port: number, path: string, acceptEncoding?: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function start(env: Record<string, string> = {}): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', dir], { env: { ...process.env, PORT: String(port), ...env }, stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await get(port, '/').then(() => true, () => false)) return { port, child };
    await new Promise((wake) => setTimeout(wake, 100));
  }
  child.kill();
  throw new Error('scripts/serve.ts did not start');
}

let dir = '';
const servers: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048, 7));
});
afterAll(() => {
  for (const child of servers) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('scripts/serve.ts compresses as a CDN does', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, nothing to one that asks for neither', async () => {
    const { port, child } = await start();
    servers.push(child);
    const br = await get(port, '/', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.vary).toBe('Accept-Encoding');
    const gzip = await get(port, '/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect((await get(port, '/', 'br;q=0, gzip')).encoding).toBe('gzip');
    const plain = await get(port, '/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    // Already compressed formats are sent as they are.
    expect((await get(port, '/logo.png', 'br, gzip')).encoding).toBeUndefined();
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('sends gzip only with SERVE_ENCODING=gzip, as GitHub Pages does', async () => {
    const { port, child } = await start({ SERVE_ENCODING: 'gzip' });
    servers.push(child);
    expect((await get(port, '/', 'gzip, deflate, br, zstd')).encoding).toBe('gzip');
  });
});
