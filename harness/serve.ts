// A plain static file server for out/, behaving like a CDN: ROUTE/index.html for folders,
// 404.html with status 404 for unknown paths, correct Content-Types, and the headers of
// out/_headers (written by pipeline/headers.ts) exactly as Netlify / Cloudflare Pages apply them,
// so the preview and the e2e tests run under the real Content-Security-Policy. Text is sent
// compressed as the CDNs we deploy to send it (so `npm run bench` measures real transfer sizes):
// brotli when the browser accepts it, as Cloudflare and Netlify do, else gzip (SERVE_ENCODING=gzip
// serves gzip only, as GitHub Pages does), with an ETag so that an unchanged file is revalidated for a
// few bytes. No dependencies.
import { createServer } from 'node:http';
import { constants as zlib } from 'node:zlib';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliInBackground, gzipInBackground } from './compress';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headers-file';
import { PREVIEW_PORT } from './test-ports';

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? PREVIEW_PORT);
const host = process.env.HOST ?? '127.0.0.1';

// Read again whenever the file changes: each build writes new script and style hashes into the
// policies, and a server left running across builds must not serve new pages under old policies.
// SERVE_HEADERS names another file in the same format: the header bench serves one export under several sets.
const HEADERS_FILE = process.env.SERVE_HEADERS ?? join(root, '_headers');
let headerRules: { mtimeMs: number; rules: HeaderRule[] } | null = null;

async function currentRules(): Promise<HeaderRule[]> {
  const info = await stat(HEADERS_FILE).catch(() => null);
  if (!info) return [];
  if (headerRules?.mtimeMs !== info.mtimeMs) {
    headerRules = { mtimeMs: info.mtimeMs, rules: parseHeadersFile(await readFile(HEADERS_FILE, 'utf8')) };
  }
  return headerRules.rules;
}

if (!existsSync(HEADERS_FILE)) {
  console.warn(`serve: no ${HEADERS_FILE}: serving without security headers (run npm run build).`);
}
// A malformed file stops the server at start rather than at its first request.
await currentRules();
// Build artefacts for the hosts, never served (Cloudflare Pages does not serve _headers either).
const PRIVATE = new Set(['/_headers', '/nginx-headers-http.conf', '/nginx-headers-server.conf']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff': 'font/woff',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The editor's config (Decap reads it as YAML) and the WebP encoder it may load.
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

async function fileAt(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) {
      const index = join(path, 'index.html');
      if ((await stat(index).catch(() => null))?.isFile()) return index;
    }
  } catch {
    // not found: fall through
  }
  return null;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ico', '.yml']);
type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = process.env.SERVE_ENCODING === 'gzip' ? ['gzip'] : ['br', 'gzip'];
// A static file is compressed once, at the best ratio (harness/compress.ts), in zlib's threads:
// other requests go on meanwhile. SERVE_BROTLI_QUALITY lowers brotli's quality for a caller that reads
// what pages do and never counts their bytes: the e2e tests (playwright.config.ts).
const BROTLI_QUALITY = process.env.SERVE_BROTLI_QUALITY ? Number(process.env.SERVE_BROTLI_QUALITY) : undefined;
if (BROTLI_QUALITY !== undefined && !(Number.isInteger(BROTLI_QUALITY) && BROTLI_QUALITY >= 0 && BROTLI_QUALITY <= zlib.BROTLI_MAX_QUALITY)) {
  throw new Error(`SERVE_BROTLI_QUALITY must be a whole number from 0 to ${zlib.BROTLI_MAX_QUALITY}, not ${process.env.SERVE_BROTLI_QUALITY}`);
}
const COMPRESS: Record<Encoding, (data: Buffer) => Promise<Buffer>> = { br: (data) => brotliInBackground(data, BROTLI_QUALITY), gzip: gzipInBackground };
// Compressed bodies, by path, encoding and modification time: each file is compressed once, and
// requests that arrive while it is being compressed wait for that same copy.
const compressedCache = new Map<string, { mtimeMs: number; data: Promise<Buffer> }>();

/** The encoding to send `path` in: the first of ours that the request accepts (q=0 refuses). */
function encodingFor(req: IncomingMessage, path: string): Encoding | null {
  if (!COMPRESSIBLE.has(extname(path))) return null;
  const accepted = new Set(
    (req.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name?.toLowerCase()),
  );
  return ENCODINGS.find((encoding) => accepted.has(encoding)) ?? null;
}

/** The file's bytes in `encoding`; `mtimeMs`, from the caller's stat, tells a cached copy is current. */
async function body(path: string, encoding: Encoding | null, mtimeMs: number): Promise<Buffer> {
  if (!encoding) return readFile(path);
  const key = `${encoding} ${path}`;
  const cached = compressedCache.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.data;
  const data = readFile(path).then(COMPRESS[encoding]);
  compressedCache.set(key, { mtimeMs, data });
  // A failed read (a build rewriting out/) is not kept: the next request tries again.
  data.catch(() => compressedCache.get(key)?.data === data && compressedCache.delete(key));
  return data;
}

/** `rulePath`: the path whose _headers rules apply (the request's, or /404.html for the not-found page). */
async function send(req: IncomingMessage, res: ServerResponse, status: number, path: string, method: string, rulePath: string) {
  const encoding = encodingFor(req, path);
  const { size, mtimeMs } = await stat(path);
  // Like a CDN, an ETag per file version and encoding: a page revalidated by the browser or the
  // service worker costs a 304 and no body when it has not changed.
  const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(COMPRESSIBLE.has(extname(path)) ? { Vary: 'Accept-Encoding' } : {}),
    ETag: etag,
    // What a CDN does for HTML without a rule: revalidate. _headers overrides it for /_next/static/*.
    'Cache-Control': 'no-cache',
    ...headersForPath(await currentRules(), rulePath),
  };
  if (status === 200 && req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const data = await body(path, encoding, mtimeMs);
  res.writeHead(status, { ...headers, 'Content-Length': data.length });
  res.end(method === 'HEAD' ? undefined : data);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) {
    res.writeHead(403).end();
    return;
  }
  // Like most static hosts: /about answers with a redirect to /about/ when that folder exists.
  if (!pathname.endsWith('/') && !extname(pathname) && (await fileAt(join(target, 'index.html')))) {
    res.writeHead(308, { Location: `${pathname}/`, ...headersForPath(await currentRules(), pathname) }).end();
    return;
  }
  const found = PRIVATE.has(pathname) ? null : await fileAt(target);
  if (found) return send(req, res, 200, found, method, pathname);
  const notFound = await nearestNotFoundPage(pathname);
  if (notFound) return send(req, res, 404, join(root, notFound), method, notFound);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

// A build rewriting out/ under a running server (a file gone between two reads, a _headers caught
// half-written) fails that one request, not the server.
const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(`serve: ${req.url}: ${String(error)}`);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
  });
});

/**
 * The 404.html closest to an unknown path, as Cloudflare Pages looks for it: /en/nothing/ gets
 * /en/404.html (the English not-found page), anything else /404.html.
 */
async function nearestNotFoundPage(pathname: string): Promise<string | null> {
  const folders = pathname.split('/').filter(Boolean);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = `/${[...folders.slice(0, depth), '404.html'].join('/')}`;
    if (await fileAt(join(root, candidate))) return candidate;
  }
  return null;
}

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});
