#!/usr/bin/env node
// A plain static file server for out/, behaving like a CDN: ROUTE/index.html for folders,
// 404.html with status 404 for unknown paths, correct Content-Types, and the headers of
// out/_headers (written by scripts/headers.mjs) exactly as Netlify / Cloudflare Pages apply them,
// so the preview and the e2e tests run under the real Content-Security-Policy. No dependencies.
import { createServer } from 'node:http';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { headersForPath, parseHeadersFile } from './lib/headers-file.mjs';

const root = resolve(process.argv[2] ?? 'out');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// Read once at start: restart the server after a build (Playwright starts a fresh one per run).
let rules = [];
try {
  rules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
  console.warn(`serve: no ${join(root, '_headers')}: serving without security headers (run npm run build).`);
}
// Build artefacts for the hosts, never served (Cloudflare Pages does not serve _headers either).
const notFoundPage = join(root, '404.html');
const PRIVATE = new Set(['/_headers', '/nginx-headers-http.conf', '/nginx-headers-server.conf']);

const TYPES = {
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
};

async function fileAt(path) {
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

/** `rulePath`: the path whose _headers rules apply (the request's, or /404.html for the not-found page). */
function send(res, status, path, method, rulePath) {
  res.writeHead(status, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    // What a CDN does for HTML without a rule: revalidate. _headers overrides it for /_next/static/*.
    'Cache-Control': 'no-cache',
    ...headersForPath(rules, rulePath),
  });
  if (method === 'HEAD') return res.end();
  createReadStream(path).pipe(res);
}

const server = createServer(async (req, res) => {
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
    res.writeHead(308, { Location: `${pathname}/`, ...headersForPath(rules, pathname) }).end();
    return;
  }
  const found = PRIVATE.has(pathname) ? null : await fileAt(target);
  if (found) return send(res, 200, found, method, pathname);
  if (await fileAt(notFoundPage)) return send(res, 404, notFoundPage, method, '/404.html');
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}`);
});
