// npm run bench:admin: what the editor at /admin/ costs a member of staff on a phone's slow link, first
// visit and second visit: the bytes on the wire and the time until the sign-in button can be tapped.
//
// Serves the built out/ as a CDN would (harness/serve.ts: brotli, the export's _headers), opens /admin/
// in Debian's Chromium with the network and the CPU really slowed (Chrome DevTools Protocol), RUNS times
// per link (default 3, or --runs N), each in a fresh profile, then opens it again in the same profile:
// once without the editor's worker (Decap's files come from the HTTP cache), and once with it, the HTTP
// cache emptied first, as a cheap phone often has it (the worker's copy: editor/offline/). Nothing answers
// at the editor's local backend, as on the real site, so Decap offers the host's sign-in. Prints medians
// and the spread (min–max); the machine's load skews them, the bytes are exact: every byte the server
// sends, to the page or to the worker, counted by a pass-through in front of it (wire bytes, headers too).
// DevTools slows the page's requests, not the worker's own (the page and config.yml, a few KB, on a
// second visit): that visit's time is a little short of a real link's.
//
// Options: --runs N, --record (writes a dated record, docs/records/<day>-bench-admin.md). Needs `npm run build` first.
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITOR_CACHE } from '../editor/offline/files';
import { CONFIG_FILE } from '../editor/file-names';
import { ADMIN_PATH } from '../lib/routes';
import { localBackendUrl } from '../e2e/editor/editor-fixture';
import { recordOutput } from './lib/record';
import { serve } from '../harness/static-server';
import { median } from './lib/stats';

recordOutput('bench-admin', 'The editor’s first load on a slow link', 'bench:admin');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'out');
const CONFIG = join(OUT_DIR, ADMIN_PATH.slice(1), CONFIG_FILE);

interface Link {
  name: string;
  latencyMs: number;
  downKbps: number;
  upKbps: number;
  cpuSlowdown: number;
}

/** Lighthouse's « slow 4G » as its devtools throttling applies it, and a weak 3G cell as Yaoundé's outskirts have. */
const LINKS: Link[] = [
  { name: 'slow 4G, CPU 4× (562 ms, 1.47 Mbit/s)', latencyMs: 562.5, downKbps: 1474.6, upKbps: 675, cpuSlowdown: 4 },
  { name: '3G at 600 kbit/s, CPU 4× (300 ms)', latencyMs: 300, downKbps: 600, upKbps: 300, cpuSlowdown: 4 },
];

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Math.max(1, Number(argument('--runs') ?? process.env.BENCH_RUNS ?? 3));

async function throttle(session: CDPSession, link: Link) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.latencyMs,
    downloadThroughput: (link.downKbps * 1024) / 8,
    uploadThroughput: (link.upKbps * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: link.cpuSlowdown });
}

interface Visit {
  bytes: number;
  requests: number;
  ms: number;
}

/** A pass-through in front of the server that counts the bytes and the requests (HTTP/1.1, one request line each) it carries. */
async function countingProxy(target: string) {
  const { hostname, port } = new URL(target);
  const counted = { bytes: 0, requests: 0 };
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    client.on('data', (chunk: Buffer) => {
      counted.requests += chunk.toString('latin1').match(/^(GET|HEAD|POST) /gm)?.length ?? 0;
    });
    upstream.on('data', (chunk: Buffer) => {
      counted.bytes += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const taken = { ...counted };
      counted.bytes = 0;
      counted.requests = 0;
      return taken;
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

type Proxy = Awaited<ReturnType<typeof countingProxy>>;

/**
 * One visit of /admin/ until the sign-in button shows: the bytes the server sent meanwhile (and until the
 * page's `load`), and the time. With `waitForWorker`, the bytes also count the editor's worker's install
 * (it registers at `load`), until it keeps the editor.
 */
async function visit(context: BrowserContext, proxy: Proxy, link: Link, { emptyHttpCache = false, waitForWorker = false } = {}): Promise<Visit> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await throttle(session, link);
  if (emptyHttpCache) await session.send('Network.clearBrowserCache');
  proxy.take();
  const started = Date.now();
  await page.goto(`${proxy.base}${ADMIN_PATH}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /GitHub|GitLab|Se connecter/ }).first().waitFor({ timeout: 180_000 });
  const ms = Date.now() - started;
  // The page's files still on their way when the button shows are the visit's too; the editor's worker registers after `load`.
  await page.waitForLoadState('load');
  if (waitForWorker) await keptByWorker(page);
  const { bytes, requests } = proxy.take();
  await page.close();
  return { bytes, requests, ms };
}

/** Waits until the editor's worker runs and keeps a first visit's files. */
async function keptByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    async (cacheName) => (await (await caches.open(cacheName)).keys()).some((request) => request.url.includes('/decap-cms.js?v=')),
    EDITOR_CACHE,
    { timeout: 180_000, polling: 500 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(label: string, visits: Visit[]) {
  const times = visits.map((one) => one.ms);
  return `| ${label} | ${kb(median(visits.map((one) => one.bytes)))} | ${median(visits.map((one) => one.requests))} | ${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))}) |`;
}

async function main() {
  const served = await serve(OUT_DIR);
  const proxy = await countingProxy(served.base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  // No request routing: Playwright turns the HTTP cache off in a context that routes, and the second visit is
  // about that cache. Nothing listens on the editor's local backend, so Decap offers the host's sign-in.
  const { origin: localBackend } = new URL(localBackendUrl(CONFIG));
  if (await fetch(localBackend).then(() => true, () => false)) throw new Error(`${localBackend} answers: stop the local decap-server first.`);
  try {
    console.log(`/admin/ until its sign-in button, ${RUNS} runs per link (median, min–max)\n`);
    console.log('| link and visit | on the wire | requests | time to sign-in |');
    console.log('|---|---:|---:|---:|');
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' } as const;
    for (const link of LINKS) {
      const first: Visit[] = [];
      const second: Visit[] = [];
      const firstWithWorker: Visit[] = [];
      const withWorker: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        // Without the worker: the HTTP cache alone.
        const plain = await browser.newContext({ ...phone, serviceWorkers: 'block' });
        first.push(await visit(plain, proxy, link));
        second.push(await visit(plain, proxy, link));
        await plain.close();
        // With it: a first visit, the worker's install, then a visit with the HTTP cache emptied.
        const withItsWorker = await browser.newContext({ ...phone, serviceWorkers: 'allow' });
        firstWithWorker.push(await visit(withItsWorker, proxy, link, { waitForWorker: true }));
        withWorker.push(await visit(withItsWorker, proxy, link, { emptyHttpCache: true }));
        await withItsWorker.close();
      }
      console.log(row(`${link.name}: first visit`, first));
      console.log(row(`${link.name}: first visit, with the editor's worker installing`, firstWithWorker));
      console.log(row(`${link.name}: second visit, HTTP cache, no worker`, second));
      console.log(row(`${link.name}: second visit, HTTP cache emptied, editor's worker`, withWorker));
    }
  } finally {
    await browser.close();
    await proxy.close();
    await served.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
