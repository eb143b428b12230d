// npm run bench:proof: how long the request gateway's proof-of-work (lib/request/gateway/solve.ts, ALTCHA's
// solver on WebCrypto) takes a browser to solve, on this machine's CPU and on a phone's (Chromium slowed
// 6× through CDP, as bench:taps does), for challenges made as the gateway makes them (its algorithm, cost
// and counter range: gateway/src/settings.ts, PROOF_DEFAULTS), each solved in a fresh page. It also
// reports the page's main thread: the longest task while solving (WebCrypto derives the keys off it;
// the page only counts). Median, quartiles and worst over the runs, the same counters at both speeds.
// The network's share (the challenge's GET, the solver's 1.6 KB chunk: two round trips) is not in it.
//
// Options: --runs N (default 9), --cpu N (default 6), --cost N, --counter-min N, --counter-max N (the
// gateway's defaults otherwise), --record (also writes what it prints to a dated record, docs/records/<day>-bench-proof.md).
// CHROMIUM_PATH picks the browser.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { build } from 'esbuild';
import { PROOF_ALGORITHM } from '../gateway/src/proof';
import { PROOF_DEFAULTS } from '../gateway/src/settings';
import { recordOutput } from './lib/record';
import { median, quantile } from './lib/stats';

recordOutput('bench-proof', 'The proof bench: the gateway’s proof-of-work in a browser, at full speed and on a phone’s CPU', 'bench:proof');

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const runs = option('--runs', 9);
const cpu = option('--cpu', 6);
const cost = option('--cost', PROOF_DEFAULTS.cost);
const counterMin = option('--counter-min', PROOF_DEFAULTS.counterMin);
const counterMax = option('--counter-max', PROOF_DEFAULTS.counterMax);

// The solver as pages get it: the same module, bundled for the browser.
const solver = await build({
  entryPoints: [fileURLToPath(new URL('../lib/request/gateway/solve.ts', import.meta.url))],
  bundle: true,
  minify: true,
  format: 'iife',
  globalName: 'proof',
  platform: 'browser',
  write: false,
});
const script = solver.outputFiles[0]!.text;
const ORIGIN = 'http://127.0.0.1:9';

/** The counters the runs use, spread evenly over the gateway's range: the same work at both speeds. */
const counters = Array.from({ length: runs }, (_, index) => Math.round(counterMin + ((counterMax - counterMin) * (index + 0.5)) / runs));

interface Run {
  ms: number;
  longestTaskMs: number;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

async function solveOnce(counter: number, rate: number): Promise<Run> {
  const challenge = await createChallenge({ algorithm: PROOF_ALGORITHM, cost, counter, deriveKey, hmacSignatureSecret: 'bench', hmacKeySignatureSecret: 'bench:key', expiresAt: Math.floor(Date.now() / 1000) + 600 });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // A page of its own origin (a secure context: WebCrypto), with the solver and nothing else.
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><title>proof</title><script>${script}</script>` }),
  );
  await page.goto(`${ORIGIN}/`);
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const run = await page.evaluate(async (given) => {
    let longest = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const started = performance.now();
    const payload = await (window as unknown as { proof: { solveProof: (challenge: unknown, timeout: number) => Promise<string | null> } }).proof.solveProof(given, 120_000);
    const ms = performance.now() - started;
    observer.disconnect();
    if (!payload) throw new Error('not solved');
    return { ms, longestTaskMs: longest };
  }, challenge);
  await context.close();
  return run;
}

const format = (values: number[]) =>
  `median ${(median(values) / 1000).toFixed(2)} s, quartiles ${(quantile(values, 0.25) / 1000).toFixed(2)}–${(quantile(values, 0.75) / 1000).toFixed(2)} s, worst ${(Math.max(...values) / 1000).toFixed(2)} s`;

console.log(`Challenge: ${PROOF_ALGORITHM}, cost ${cost}, counter drawn in ${counterMin}–${counterMax} (the gateway's defaults unless set); ${runs} runs, counters ${counters.join(', ')}.`);
for (const rate of [1, cpu]) {
  const results: Run[] = [];
  // One at a time: two solves side by side would share the machine's cores.
  for (const counter of counters) results.push(await solveOnce(counter, rate));
  const label = rate === 1 ? 'this machine, full speed' : `CPU slowed ${rate}× (a cheap phone)`;
  console.log(`\n${label}:`);
  console.log(`  ready after   ${format(results.map((run) => run.ms))}`);
  console.log(`  per counter   median ${(median(results.map((run, index) => run.ms / (counters[index]! + 1)))).toFixed(2)} ms (one PBKDF2 of ${cost} iterations, and the page's await)`);
  console.log(`  longest task  ${Math.max(...results.map((run) => run.longestTaskMs)).toFixed(0)} ms on the page's main thread (0: no task over 50 ms)`);
}
await browser.close();
