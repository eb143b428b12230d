// What a page costs the second time: the visitor opened it once (the service worker then installs and
// keeps it), and opens it again. Counted at the network itself — a proxy in front of the static server
// adds up every byte the server sends, headers included — so the worker's own fetches count too
// (its background revalidation of the page, its precache), which a page's DevTools session never sees.
import { createConnection, createServer, type AddressInfo, type Server } from 'node:net';
import { chromium, devices, type Page } from '@playwright/test';
import { KB } from '../../pipeline/lib/page-weight';

export interface RepeatView {
  route: string;
  /** The page's first load, until its load event. */
  firstKB: number;
  /** After it: the worker's install (its precache) and the page it is handed. */
  installKB: number;
  /** The same page opened again, the worker in control, until the network is idle. */
  repeatKB: number;
  /** Requests that reached the server on the second load. */
  repeatRequests: number;
}

/** A TCP proxy that counts the bytes the server sends back, and the connections' requests. */
async function countingProxy(target: URL): Promise<{ base: string; bytes: () => number; requests: () => number; close: () => Promise<void> }> {
  let bytes = 0;
  let requests = 0;
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    client.on('data', (chunk: Buffer) => {
      // One request line per GET/HEAD/POST that starts a chunk: enough to count what reached the server.
      requests += chunk.toString('latin1').match(/^(GET|HEAD|POST) /gm)?.length ?? 0;
    });
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    bytes: () => bytes,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The worker controls the page and keeps it and its files. */
async function keptByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const kept = await page.evaluate(async () => {
      const urls = [
        location.href.split('#')[0] ?? location.href,
        ...[...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src]:not([nomodule]), link[rel="stylesheet"]')].map((element) =>
          'src' in element ? element.src : element.href,
        ),
      ];
      return (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean);
    });
    if (kept) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`repeat view: the worker never kept ${page.url()}`);
}

/** Waits until nothing has gone through the proxy for a while (the worker's background fetches included). */
async function quiet(counter: () => number, ms = 1_500) {
  let last = counter();
  let since = Date.now();
  while (Date.now() - since < ms) {
    await new Promise((wake) => setTimeout(wake, 100));
    if (counter() !== last) {
      last = counter();
      since = Date.now();
    }
  }
}

export async function measureRepeatViews(executablePath: string, base: string, routes: string[]): Promise<RepeatView[]> {
  const proxy = await countingProxy(new URL(base));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const views: RepeatView[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'allow' });
      const page = await context.newPage();
      const start = proxy.bytes();
      await page.goto(`${proxy.base}${route}`, { waitUntil: 'load' });
      const loaded = proxy.bytes();
      await keptByWorker(page);
      await quiet(proxy.bytes);
      const installed = proxy.bytes();
      const requestsBefore = proxy.requests();
      await page.reload({ waitUntil: 'load' });
      await quiet(proxy.bytes);
      views.push({
        route,
        firstKB: (loaded - start) / KB,
        installKB: (installed - loaded) / KB,
        repeatKB: (proxy.bytes() - installed) / KB,
        repeatRequests: proxy.requests() - requestsBefore,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await proxy.close();
  }
  return views;
}

export function printRepeatViews(views: RepeatView[], targetKB: number) {
  console.log(`\nRepeat view (the page opened again, the service worker in control), KB on the wire; target < ${targetKB} KB`);
  console.log('| route | first view KB | worker install KB | repeat view KB | requests | target |\n|---|---:|---:|---:|---:|---|');
  for (const view of views) {
    const cells = [view.firstKB, view.installKB, view.repeatKB].map((kb) => kb.toFixed(1));
    console.log(`| ${view.route} | ${cells.join(' | ')} | ${view.repeatRequests} | ${view.repeatKB < targetKB ? 'ok' : 'missed'} |`);
  }
}
