// The built out/ served by real nginx with the configuration of docs/deploying.md, over HTTPS
// (harness/nginx.ts, started by playwright.deploy.config.ts): every file answers with the bytes
// of the build and the headers out/_headers gives it, pages with their own policy, the worker with its
// own, and the host's part of the deal holds: HTTP → HTTPS, the closest 404.html, compression.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../harness/headers-file';
import { inlineScripts, parseTags, urlPathOf } from '../../pipeline/lib/html';
import { ensureCertificate, nginxPorts, nginxWorkDir } from '../../harness/nginx';
import { sha256Source } from '../../pipeline/lib/security-policy';
import { notFoundPaths as notFoundVisits } from '../../e2e/routes';
import { notFoundPaths } from '../../site/site-routes';
import { localeOf, pagePath } from '../../lib/routes';
import { client, type Answer } from './https';
import { SERVICE_WORKER_URL } from '../../lib/service-worker/messages';
import { E2E_WORKER_POLICY } from '../../harness/e2e-build-env';

const outDir = fileURLToPath(new URL('../../out', import.meta.url));
const ports = nginxPorts();
const origin = `https://127.0.0.1:${ports.https}`;
const httpOrigin = `http://127.0.0.1:${ports.http}`;
const { get, close } = client(ensureCertificate(nginxWorkDir(ports)).certFile);
test.afterAll(close);

/** Files the build writes for the hosts themselves: no host serves them. */
const HOST_FILES = ['_headers', 'nginx-headers-http.conf', 'nginx-headers-server.conf'];

/** What a browser needs each kind of file to be sent as (with nosniff it refuses a script or a style sent as anything else). */
const TYPES: Record<string, RegExp> = {
  '.html': /^text\/html; charset=utf-8$/,
  '.js': /^(text|application)\/javascript(; charset=utf-8)?$/,
  '.css': /^text\/css(; charset=utf-8)?$/,
  '.json': /^application\/json/,
  '.webmanifest': /^application\/manifest\+json/,
  '.txt': /^text\/plain/,
  '.xml': /^(text|application)\/xml/,
  '.svg': /^image\/svg\+xml$/,
  '.png': /^image\/png$/,
  '.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
  '.woff2': /^font\/woff2$/,
  // The editor's configuration: Decap reads it whatever its type, but logs a warning unless it says yaml.
  '.yml': /^text\/yaml/,
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.ico']);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !HOST_FILES.includes(file))
    .sort();
}

/** The address a file is served at: about/index.html at /about/. */
const addressOf = (file: string) => encodeURI(file.endsWith('.html') ? urlPathOf(file) : `/${file}`);

/** Runs `task` on every item, a few at a time (the agent keeps 4 connections). */
async function eachOf<T, R>(items: T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return results;
}

function directives(policy: string): string[] {
  return policy.split(';').map((part) => part.trim()).filter(Boolean);
}

/** The policy of a page's <meta http-equiv="Content-Security-Policy">. */
function metaPolicy(html: string): string | undefined {
  return parseTags(html).find((tag) => tag.name === 'meta' && tag.attributes.get('http-equiv')?.toLowerCase() === 'content-security-policy')?.attributes.get('content');
}

/** How `answer` differs from what out/_headers gives `path`: every header it names, with its value; Cache-Control `no-cache` where it gives none. */
function headerDifferences(rules: HeaderRule[], path: string, answer: Answer): string[] {
  const expected = { 'Cache-Control': 'no-cache', ...headersForPath(rules, path) };
  return Object.entries(expected)
    .filter(([name, value]) => answer.headers[name.toLowerCase()] !== value)
    .map(([name, value]) => `${name}: ${String(answer.headers[name.toLowerCase()])}, expected ${value}`);
}

let rules: HeaderRule[] = [];
test.beforeAll(() => {
  rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
});

test('every file of the build: its bytes, its type, and the headers of out/_headers', async () => {
  const files = filesOf(outDir);
  expect(files.length).toBeGreaterThan(100);
  const answers = await eachOf(files, (file) => get(`${origin}${addressOf(file)}`, { 'Accept-Encoding': 'br, gzip' }));
  // Collected, then compared once: one list of what is wrong, rather than the first difference only.
  const wrong: string[] = [];
  files.forEach((file, index) => {
    const answer = answers[index]!;
    const what = addressOf(file);
    const type = answer.headers['content-type'] ?? '';
    if (answer.status !== 200) wrong.push(`${what}: status ${answer.status}`);
    if (!answer.body.equals(readFileSync(join(outDir, file)))) wrong.push(`${what}: not the bytes of the build`);
    if (!(TYPES[extname(file)] ?? /^(?!application\/octet-stream)/).test(type)) wrong.push(`${what}: Content-Type ${type}`);
    wrong.push(...headerDifferences(rules, decodeURI(what), answer).map((difference) => `${what}: ${difference}`));
    if (COMPRESSIBLE.has(extname(file)) && answer.body.length >= 1024 && answer.headers['content-encoding'] !== 'br') wrong.push(`${what}: sent without brotli`);
  });
  expect(wrong).toEqual([]);

  // Each page: its own policy, the one out/_headers and its <meta> give, listing its own inline scripts.
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = answers[files.indexOf(file)]!.body.toString('utf8');
    const policy = answers[files.indexOf(file)]!.headers['content-security-policy'];
    expect(policy, file).toBe(headersForPath(rules, urlPathOf(file))['Content-Security-Policy']);
    expect(directives(policy!).filter((directive) => !directive.startsWith('frame-ancestors')), `${file}: header and <meta> agree`).toEqual(
      directives(metaPolicy(html) ?? ''),
    );
    const hashes = directives(policy!).find((directive) => directive.startsWith('script-src '))?.split(' ').filter((source) => source.startsWith("'sha256-"));
    expect(hashes?.sort(), `${file}: the hashes of its own inline scripts`).toEqual([...new Set(inlineScripts(parseTags(html)).map(sha256Source))].sort());
    // The editor's styles are injected at run time (Decap's own policy allows them); its scripts never are inline.
    const mustNotAllowInline = file.startsWith('admin/') ? directives(policy!).filter((directive) => directive.startsWith('script-src')).join('; ') : policy;
    expect(mustNotAllowInline, file).not.toContain('unsafe-inline');
  }
});

test('the worker is revalidated at every visit and runs under its own policy; hashed files are cached for a year', async () => {
  const worker = await get(`${origin}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers['content-security-policy']).toBe(E2E_WORKER_POLICY);

  const home = (await get(`${origin}/`)).body.toString('utf8');
  const chunk = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(home)?.[1];
  expect(chunk, 'the home page loads a file of /_next/static/').toBeTruthy();
  const cached = await get(`${origin}${chunk}`);
  expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(cached.headers['content-security-policy']).toBeUndefined();
  expect((await get(`${origin}/`)).headers['cache-control']).toBe('no-cache');
});

test('HTTP answers with a permanent redirect to the same address over HTTPS, before anything else', async () => {
  for (const path of ['/', '/en/services/?from=whatsapp', '/cette-page-n-existe-pas/', SERVICE_WORKER_URL]) {
    const answer = await get(`${httpOrigin}${path}`);
    expect(answer.status, path).toBe(301);
    expect(answer.headers.location, path).toBe(`${origin}${path}`);
  }
});

test('a folder asked without its slash is redirected to it, over HTTPS', async () => {
  for (const path of [pagePath('about', 'fr').slice(0, -1), pagePath('home', 'en').slice(0, -1)]) {
    const answer = await get(`${origin}${path}`);
    expect(answer.status, path).toBe(301);
    expect(answer.headers.location, path).toBe(`${origin}${path}/`);
    expect(headerDifferences(rules, path, answer), path).toEqual([]);
  }
});

test('an unknown address gets the closest 404.html with status 404: English under /en/, French elsewhere', async () => {
  const unknown = [...notFoundVisits, '/ennui/', ...HOST_FILES.map((file) => `/${file}`)];
  for (const path of unknown) {
    const page = notFoundPaths[localeOf(path)];
    const answer = await get(`${origin}${path}`, { 'Accept-Encoding': 'br' });
    expect(answer.status, path).toBe(404);
    expect(answer.body.equals(readFileSync(join(outDir, page))), `${path}: the bytes of ${page}`).toBe(true);
    expect(answer.headers['content-type'], path).toMatch(TYPES['.html']!);
    expect(answer.headers['content-encoding'], path).toBe('br');
    // The headers of the page it shows: its own policy, the security headers.
    expect(headerDifferences(rules, page, answer), `${path} (${page})`).toEqual([]);
  }
  // The two pages differ, so the checks above tell them apart.
  expect(readFileSync(join(outDir, notFoundPaths.en)).equals(readFileSync(join(outDir, notFoundPaths.fr)))).toBe(false);
});

test('text is sent in brotli, gzip or plain, as the browser accepts, and caches are told it varies', async () => {
  const home = (await get(`${origin}/`)).body.toString('utf8');
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(script).toBeTruthy();
  for (const path of ['/', script!, '/manifest.webmanifest', '/sitemap.xml']) {
    const plain = await get(`${origin}${path}`);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await get(`${origin}${path}`, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], `${path} for ${accept}`).toBe(encoding);
      expect(answer.headers.vary, `${path} for ${accept}`).toMatch(/Accept-Encoding/i);
      expect(answer.body.equals(plain.body), `${path} for ${accept}: the same bytes once decoded`).toBe(true);
      if (encoding) expect(answer.raw.length, `${path} in ${encoding}`).toBeLessThan(plain.raw.length * 0.6);
    }
  }
});
