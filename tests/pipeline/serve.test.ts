import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Served } from '../../harness/static-server';

// harness/serve.ts stands in for the CDN in the e2e tests and the benchmark: it must compress as the
// CDNs we deploy to do, or the benchmark measures bytes no visitor gets.
const page = `<!DOCTYPE html><html lang="fr"><title>Essai</title><p>${'Soins à domicile, 7 jours sur 7. '.repeat(200)}</p></html>`;

function get(
  base: string,
  path: string,
  acceptEncoding?: string,
): Promise<{ encoding?: string; vary?: string; policy?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request(new URL(path, base), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          policy: response.headers['content-security-policy'] as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let dir = '';
const servers: Served[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  writeFileSync(join(dir, 'index.html'), page);
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(2048, 7));
});
afterAll(() => {
  for (const server of servers) server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('harness/serve.ts compresses as a CDN does', () => {
  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, nothing to one that asks for neither', async () => {
    const server = await serve(dir);
    servers.push(server);
    const { base } = server;
    const br = await get(base, '/', 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.vary).toBe('Accept-Encoding');
    const gzip = await get(base, '/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect((await get(base, '/', 'br;q=0, gzip')).encoding).toBe('gzip');
    const plain = await get(base, '/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    // Already compressed formats are sent as they are.
    expect((await get(base, '/logo.png', 'br, gzip')).encoding).toBeUndefined();
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('sends gzip only with SERVE_ENCODING=gzip, as GitHub Pages does', async () => {
    const server = await serve(dir, { SERVE_ENCODING: 'gzip' });
    servers.push(server);
    const { base } = server;
    expect((await get(base, '/', 'gzip, deflate, br, zstd')).encoding).toBe('gzip');
  });
});

describe("harness/serve.ts's brotli quality (SERVE_BROTLI_QUALITY, the e2e tests' server)", () => {
  it('is brotli at its best by default, and a lower quality still sends the same page, larger', async () => {
    const best = await serve(dir);
    const quick = await serve(dir, { SERVE_BROTLI_QUALITY: '1' });
    servers.push(best, quick);
    const [bestAnswer, quickAnswer] = await Promise.all([get(best.base, '/', 'br'), get(quick.base, '/', 'br')]);
    expect(quickAnswer.encoding).toBe('br');
    expect(brotliDecompressSync(quickAnswer.body).toString()).toBe(page);
    expect(bestAnswer.body.length).toBeLessThan(quickAnswer.body.length);
  });
});

describe('harness/serve.ts compresses without holding up other requests', () => {
  it('answers a small page while a big script is still being compressed', async () => {
    const site = mkdtempSync(join(tmpdir(), 'serve-big-'));
    try {
      writeFileSync(join(site, 'index.html'), page);
      // Script-like text that brotli at its best takes a second or so to compress (the editor's real
      // script, 5 MB, takes 10 to 20 s).
      let seed = 7;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
      const lines = Array.from({ length: 40_000 }, () => `function f${next() % 900}(a){return a.map((c)=>c+${next() % 50})}`);
      const script = lines.join(';');
      writeFileSync(join(site, 'big.js'), script);
      const server = await serve(site);
      servers.push(server);

      const answered: string[] = [];
      const track = (name: string, response: ReturnType<typeof get>) => response.then((result) => (answered.push(name), result));
      const big = track('big', get(server.base, '/big.js', 'br'));
      await new Promise((wake) => setTimeout(wake, 50));
      await track('page', get(server.base, '/', 'br'));
      const { body } = await big;
      expect(answered).toEqual(['page', 'big']);
      expect(brotliDecompressSync(body).toString()).toBe(script);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('harness/serve.ts applies the current _headers', () => {
  it('reads the file again when a build rewrites it, so a running server sends the new policies', async () => {
    const site = mkdtempSync(join(tmpdir(), 'serve-headers-'));
    try {
      writeFileSync(join(site, 'index.html'), page);
      const headersFile = join(site, '_headers');
      writeFileSync(headersFile, "/*\n  Content-Security-Policy: script-src 'sha256-before'\n");
      const server = await serve(site);
      servers.push(server);
      expect((await get(server.base, '/')).policy).toBe("script-src 'sha256-before'");

      writeFileSync(headersFile, "/*\n  Content-Security-Policy: script-src 'sha256-after'\n");
      // A later modification time, whatever the file system's clock resolution.
      const later = new Date(Date.now() + 5_000);
      utimesSync(headersFile, later, later);
      expect((await get(server.base, '/')).policy).toBe("script-src 'sha256-after'");
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });

  it('reads another rules file instead with SERVE_HEADERS, as the header bench serves one export under several sets', async () => {
    const site = mkdtempSync(join(tmpdir(), 'serve-headers-'));
    try {
      writeFileSync(join(site, 'index.html'), page);
      writeFileSync(join(site, '_headers'), "/*\n  Content-Security-Policy: script-src 'sha256-own'\n");
      const other = join(site, 'other-rules');
      writeFileSync(other, '');
      const server = await serve(site, { SERVE_HEADERS: other });
      servers.push(server);
      expect((await get(server.base, '/')).policy).toBeUndefined();
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
