// npm run bench:admin: what the editor at /admin/ costs a member of staff on a phone's slow link, first
// visit and second visit: the bytes on the wire and the time until the sign-in button can be tapped.
//
// Serves the built out/ as a CDN would (scripts/serve.ts: brotli, the export's _headers), opens /admin/
// in Debian's Chromium with the network and the CPU really slowed (Chrome DevTools Protocol), RUNS times
// per link (default 3, or --runs N), each in a fresh profile, then opens it again in the same profile
// (Decap's files come from the HTTP cache). Nothing answers at the editor's local backend, as on the real
// site, so Decap offers the host's sign-in. Prints medians and the spread (min–max); the machine's load skews
// them, the bytes are exact.
//
// Options: --runs N, --record (writes docs/measurements/bench-admin.md). Needs `npm run build` first.
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PATH } from '../lib/routes';
import { localBackendUrl } from './lib/editor-fixture';
import { recordOutput } from './lib/record';
import { serve } from './lib/static-server';
import { median } from './lib/stats';

recordOutput('bench-admin', 'The editor’s first load on a slow link', 'bench:admin');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'out');
const CONFIG = join(OUT_DIR, ADMIN_PATH.slice(1), 'config.yml');

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

/** One visit of /admin/ until the sign-in button shows: the encoded bytes that crossed the wire, and the time. */
async function visit(context: BrowserContext, base: string, link: Link): Promise<Visit> {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await throttle(session, link);
  let bytes = 0;
  let requests = 0;
  session.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  const started = Date.now();
  await page.goto(`${base}${ADMIN_PATH}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: /GitHub|GitLab|Se connecter/ }).first().waitFor({ timeout: 180_000 });
  const ms = Date.now() - started;
  await page.close();
  return { bytes, requests, ms };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(label: string, visits: Visit[]) {
  const times = visits.map((one) => one.ms);
  return `| ${label} | ${kb(median(visits.map((one) => one.bytes)))} | ${median(visits.map((one) => one.requests))} | ${seconds(median(times))} (${seconds(Math.min(...times))}–${seconds(Math.max(...times))}) |`;
}

async function main() {
  const served = await serve(OUT_DIR);
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
    for (const link of LINKS) {
      const first: Visit[] = [];
      const second: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
        first.push(await visit(context, served.base, link));
        second.push(await visit(context, served.base, link));
        await context.close();
      }
      console.log(row(`${link.name}: first visit`, first));
      console.log(row(`${link.name}: second visit`, second));
    }
  } finally {
    await browser.close();
    await served.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
