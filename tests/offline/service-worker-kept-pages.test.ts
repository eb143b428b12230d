import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashedFile, keepPage, keptPage, sweepFiles } from '@/lib/service-worker/kept-pages';

/*
 * The worker's pages and hashed files across deploys (lib/service-worker/kept-pages.ts), against an
 * in-memory Cache Storage and a network that answers what the test says: a page is kept only with
 * every file it needs, and a file is dropped only once no kept page has needed it for a whole version.
 */

const ORIGIN = 'https://aide.cm';

/** One cache: its entries in the order of their last put, as Cache.keys() lists them. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private static key = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);
  async match(request: RequestInfo | URL) {
    return this.entries.get(MemoryCache.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    const key = MemoryCache.key(request);
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(MemoryCache.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

let stores: Map<string, MemoryCache>;
/** What the host serves now (path → body); a path missing from it cannot be had (the connection dropped). */
let host: Map<string, string>;
/** Paths the host answers with another status than 200 (a deploy half uploaded: 404). */
let statuses: Map<string, number>;
let fetched: string[];

beforeEach(() => {
  stores = new Map();
  host = new Map();
  statuses = new Map();
  fetched = [];
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new MemoryCache());
    return stores.get(name)!;
  };
  vi.stubGlobal('caches', {
    open,
    match: async (request: RequestInfo | URL) => {
      for (const cache of stores.values()) {
        const found = await cache.match(request);
        if (found) return found;
      }
      return undefined;
    },
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url).pathname;
    fetched.push(path);
    await new Promise((wake) => setTimeout(wake, 5));
    const body = host.get(path);
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, { status: statuses.get(path) ?? 200 });
  });
});

afterEach(() => vi.unstubAllGlobals());

/** A page's HTML naming its script and its stylesheet, as the export writes them. */
const html = (version: string, script: string, style = '/_next/static/chunks/site.css') =>
  `<html><head><link rel="stylesheet" href="${style}"/><link rel="preload" as="script" href="${script}"/></head><body>${version}</body></html>`;

const page = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
const keptHtml = async (path: string) => (await keptPage(`${ORIGIN}${path}`))?.text();
const hasFile = async (path: string) => Boolean(await (await caches.open('static')).match(`${ORIGIN}${path}`));

describe('a page is kept only with every file it needs', () => {
  it('fetches the files a new page names that the device lacks, then keeps the page', async () => {
    host.set('/_next/static/chunks/form-v2.js', 'v2').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v2', '/_next/static/chunks/form-v2.js')));
    expect(await keptHtml('/appoitment/')).toContain('v2');
    expect(await hasFile('/_next/static/chunks/form-v2.js')).toBe(true);
    expect(await hasFile('/_next/static/chunks/site.css')).toBe(true);
  });

  it('leaves the copy the device has when a file of the new page cannot be had', async () => {
    host.set('/_next/static/chunks/form-v1.js', 'v1').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v1', '/_next/static/chunks/form-v1.js')));
    // The next deploy's page arrived, and the connection dropped before its script could.
    await expect(keepPage(`${ORIGIN}/appoitment/`, page(html('v2', '/_next/static/chunks/form-v2.js')))).rejects.toThrow();
    expect(await keptHtml('/appoitment/')).toContain('v1');
    expect(await hasFile('/_next/static/chunks/form-v1.js')).toBe(true);
  });

  it('fetches a file asked for by the page and by the worker at the same moment once', async () => {
    host.set('/_next/static/chunks/form-v2.js', 'v2');
    const url = `${ORIGIN}/_next/static/chunks/form-v2.js`;
    const [one, two] = await Promise.all([hashedFile(url), hashedFile(url)]);
    expect([await one.text(), await two.text()]).toEqual(['v2', 'v2']);
    expect(fetched).toEqual(['/_next/static/chunks/form-v2.js']);
  });

  it('leaves the copy the device has when the host answers a file of the new page with a 404, and keeps no such answer', async () => {
    host.set('/_next/static/chunks/form-v1.js', 'v1').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v1', '/_next/static/chunks/form-v1.js')));
    // A deploy half uploaded: the new page is there, its script not yet.
    host.set('/_next/static/chunks/form-v2.js', 'Not found');
    statuses.set('/_next/static/chunks/form-v2.js', 404);
    await expect(keepPage(`${ORIGIN}/appoitment/`, page(html('v2', '/_next/static/chunks/form-v2.js')))).rejects.toThrow('/appoitment/');
    expect(await keptHtml('/appoitment/')).toContain('v1');
    // The 404 is not kept as the file: once uploaded, the file is fetched again.
    expect(await hasFile('/_next/static/chunks/form-v2.js')).toBe(false);
  });

  it('keeps no error page and no page reached by a redirect in place of the page asked for', async () => {
    host.set('/_next/static/chunks/about.js', 'a').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/about/`, page(html('about', '/_next/static/chunks/about.js')));
    await keepPage(`${ORIGIN}/about/`, new Response(html('not found', '/_next/static/chunks/about.js'), { status: 404 }));
    const redirected = page(html('home', '/_next/static/chunks/about.js'));
    Object.defineProperty(redirected, 'redirected', { value: true });
    await keepPage(`${ORIGIN}/about/`, redirected);
    expect(await keptHtml('/about/')).toContain('<body>about</body>');
  });

  it('takes a file the device already has, in its own cache or another, without fetching it', async () => {
    host.set('/_next/static/chunks/form-v2.js', 'v2');
    const url = `${ORIGIN}/_next/static/chunks/form-v2.js`;
    await hashedFile(url);
    // A cache of another name: the one the worker filled as it was installed.
    await (await caches.open('install')).put(`${ORIGIN}/_next/static/chunks/site.css`, new Response('css'));
    expect(await (await hashedFile(url)).text()).toBe('v2');
    expect(await (await hashedFile(`${ORIGIN}/_next/static/chunks/site.css`)).text()).toBe('css');
    expect(fetched).toEqual(['/_next/static/chunks/form-v2.js']);
  });

  it('keeps the 80 pages refreshed last and drops the oldest, and keeps every page below 80', async () => {
    host.set('/_next/static/chunks/a.js', 'a').set('/_next/static/chunks/site.css', 'css');
    for (let n = 1; n <= 50; n += 1) await keepPage(`${ORIGIN}/page-${n}/`, page(html(`${n}`, '/_next/static/chunks/a.js')));
    expect(stores.get('pages')!.entries.size).toBe(50);
    for (let n = 51; n <= 81; n += 1) await keepPage(`${ORIGIN}/page-${n}/`, page(html(`${n}`, '/_next/static/chunks/a.js')));
    expect(stores.get('pages')!.entries.size).toBe(80);
    expect(await keptPage(`${ORIGIN}/page-1/`)).toBeUndefined();
    expect(await keptHtml('/page-2/')).toContain('2');
  });

  it('keeps a page under its address alone, whatever query a shared link carried', async () => {
    host.set('/_next/static/chunks/about.js', 'a').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/about/?fbclid=IwAR0`, page(html('about', '/_next/static/chunks/about.js')));
    expect(await keptHtml('/about/')).toContain('about');
    expect(await keptHtml('/about/?utm_source=whatsapp')).toContain('about');
    expect([...stores.get('pages')!.entries.keys()]).toEqual([`${ORIGIN}/about/`]);
  });
});

describe('old files stay while a kept page needs them', () => {
  it('keeps what kept pages name, and what their scripts and stylesheets name in turn', async () => {
    host
      .set('/_next/static/chunks/form-v1.js', 'import("/_next/static/chunks/phone-v1.js")')
      .set('/_next/static/chunks/phone-v1.js', 'phone')
      .set('/_next/static/chunks/site.css', '@font-face{src:url(/_next/static/media/font.woff2)}')
      .set('/_next/static/media/font.woff2', 'font');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v1', '/_next/static/chunks/form-v1.js')));
    // The phone library and the font came later, as the page used them.
    await hashedFile(`${ORIGIN}/_next/static/chunks/phone-v1.js`);
    await hashedFile(`${ORIGIN}/_next/static/media/font.woff2`);
    expect(await sweepFiles(ORIGIN)).toBe(0);
    expect(await sweepFiles(ORIGIN)).toBe(0);
    for (const path of ['/_next/static/chunks/form-v1.js', '/_next/static/chunks/phone-v1.js', '/_next/static/chunks/site.css', '/_next/static/media/font.woff2']) {
      expect(await hasFile(path), path).toBe(true);
    }
  });

  it('drops a file only when no kept page has needed it for a whole version: a tab still open on the previous one keeps its files', async () => {
    host.set('/_next/static/chunks/form-v1.js', 'v1').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v1', '/_next/static/chunks/form-v1.js')));
    // Deploy 2: the kept copy is refreshed behind the page a tab still shows (it runs form-v1.js).
    host.set('/_next/static/chunks/form-v2.js', 'v2');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v2', '/_next/static/chunks/form-v2.js')));
    // Deploy 2's worker takes over: the open tab may still ask for its files.
    expect(await sweepFiles(ORIGIN)).toBe(0);
    expect(await hasFile('/_next/static/chunks/form-v1.js')).toBe(true);
    // The next version takes over: form-v1.js was unneeded for a whole version, and goes.
    expect(await sweepFiles(ORIGIN)).toBe(1);
    expect(await hasFile('/_next/static/chunks/form-v1.js')).toBe(false);
    expect(await hasFile('/_next/static/chunks/form-v2.js')).toBe(true);
  });

  it('sweeps without failing when a script names a chunk the device never loaded, or two chunks name each other', async () => {
    host
      .set('/_next/static/chunks/form-v1.js', 'import("/_next/static/chunks/never-loaded.js");import("/_next/static/chunks/phone-v1.js")')
      .set('/_next/static/chunks/phone-v1.js', 'import("/_next/static/chunks/form-v1.js")')
      .set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/appoitment/`, page(html('v1', '/_next/static/chunks/form-v1.js')));
    await hashedFile(`${ORIGIN}/_next/static/chunks/phone-v1.js`);
    expect(await sweepFiles(ORIGIN)).toBe(0);
    expect(await hasFile('/_next/static/chunks/phone-v1.js')).toBe(true);
  });

  it('drops nothing version after version while every file is needed, its own list of unneeded files included', async () => {
    host.set('/_next/static/chunks/a.js', 'a').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/about/`, page(html('a', '/_next/static/chunks/a.js')));
    for (let version = 1; version <= 3; version += 1) expect(await sweepFiles(ORIGIN), `sweep ${version}`).toBe(0);
  });

  it('does not drop a file that a kept page needs again by the next sweep', async () => {
    host.set('/_next/static/chunks/a.js', 'a').set('/_next/static/chunks/b.js', 'b').set('/_next/static/chunks/site.css', 'css');
    await keepPage(`${ORIGIN}/about/`, page(html('a', '/_next/static/chunks/a.js')));
    await hashedFile(`${ORIGIN}/_next/static/chunks/b.js`);
    expect(await sweepFiles(ORIGIN)).toBe(0);
    // A page that names b.js is kept before the next version takes over.
    await keepPage(`${ORIGIN}/services/`, page(html('b', '/_next/static/chunks/b.js')));
    expect(await sweepFiles(ORIGIN)).toBe(0);
    expect(await hasFile('/_next/static/chunks/b.js')).toBe(true);
  });
});
