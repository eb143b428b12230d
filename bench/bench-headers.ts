// npm run bench:headers: what each of our response headers costs at first paint (issue 34).
//
// Serves the same pages under several sets of headers (bench/lib/header-variants.ts: none of ours,
// all, each alone, all but each), each set on its own port (harness/serve.ts with SERVE_HEADERS), the
// pages' own <meta> policy kept in every set, as a host without headers would serve them. Then loads
// every page under every set in turn, round after round (the order reversed every other round), so
// that a busy minute of the shared machine touches all alike, arriving in up to three ways:
//   link        from another site's page, by a click (bench/lib/arrival.ts): how visitors come;
//   typed       from a new tab's about:blank (Lighthouse reuses one tab: bench/lib/arrival.ts);
//   lighthouse  Lighthouse itself, applied (devtools) throttling: the bench's own figure.
// All under Lighthouse's applied slow 4G (562 ms, 1.47 Mbit/s) and 4× CPU, mobile screen. Prints, per
// page, way and set: the median FCP, its spread (min–max and the quartiles) and what it adds to the
// page without our headers (ms and %), with the range that cost lies in, 95 % sure (a bootstrap of
// both sets' loads: bench/lib/stats.ts), then each set's cost over the routes pooled. Figures, not
// a test: nothing fails.
//
// Options: --runs N (default 7), --routes /a/,/b/ (default the home page, the form, a service),
// --pages scriptless|built|both (default scriptless: the pages without scripts, where only headers and
// markup are left), --arrivals link,typed,lighthouse (default link,lighthouse), --variants (default
// every set, e.g. none,all,only:CSP,all-but:CSP), --lighthouse-variants (default none,all,only:CSP,
// all-but:CSP: Lighthouse waits 5 s after each load); a set may also give one header another value, or
// add one we dropped (COOP=same-origin: all the others, plus it). --partial-isolation: link and typed in a browser without a
// process per site, as Chrome on Android. --record. Reads out/ (npm run build first). --reprint FILE[,FILE]:
// the tables of loads saved before (bench-results/bench-headers.json), measuring nothing; of several
// runs, each, then all their loads together.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { pagePath, servicePath } from '../lib/routes';
import { ARRIVALS, arrivalBench, type Arrival } from './lib/arrival';
import { headerCostTables, mergeRuns, type MeasuredSet } from './lib/header-cost-tables';
import { headerNamesFor, headersFileFor, pickVariants, type HeaderVariant } from './lib/header-variants';
import { parseHeadersFile } from '../harness/headers-file';
import { firstPaintWithRetries } from './lib/lighthouse-load';
import { CHUNKS_URL } from '../pipeline/lib/next-output';
import { pageWeight } from '../pipeline/lib/page-weight';
import { recordOutput } from './lib/record';
import { scriptlessExport } from './lib/scriptless-export';
import { serve, type Served } from '../harness/static-server';

recordOutput('bench-headers', 'The header bench: what each response header costs at first paint', 'bench:headers');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const RUNS = Number(option('--runs') ?? 7);
const routes = option('--routes')?.split(',') ?? [pagePath('home', 'fr'), pagePath('appointment', 'fr'), servicePath(1, 'fr')];
const pagesOption = option('--pages') ?? 'scriptless';
const kinds = (pagesOption === 'both' ? ['built', 'scriptless'] : [pagesOption]) as ('built' | 'scriptless')[];
const ways = (option('--arrivals') ?? 'link,lighthouse').split(',') as (Arrival | 'lighthouse')[];
for (const way of ways) if (way !== 'lighthouse' && !ARRIVALS.includes(way)) throw new Error(`--arrivals: link, typed or lighthouse, not ${way}`);

type Way = Arrival | 'lighthouse';
interface Target {
  kind: 'built' | 'scriptless';
  route: string;
  variant: HeaderVariant;
  way: Way;
  base: string;
  dir: string;
  fcps: number[];
}


async function main() {
  const reprint = option('--reprint');
  if (reprint) {
    const files = reprint.split(',');
    const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as { date: string; command?: string; targets: MeasuredSet[] });
    runs.forEach((saved, index) => {
      const how = saved.command ? `measured by \`${saved.command}\`` : 'measured';
      console.log(`\nbench:headers: the loads ${how} on ${saved.date}, read from ${files[index]}\n${headerCostTables(saved.targets)}`);
    });
    if (runs.length > 1) console.log(`\nbench:headers: the ${runs.length} runs together\n${headerCostTables(mergeRuns(runs.map((saved) => saved.targets)))}`);
    return;
  }
  const siteDir = join(ROOT, 'out');
  const rules = parseHeadersFile(readFileSync(join(siteDir, '_headers'), 'utf8'));
  // The pages, and a sample of what they load: the framework's files, the fonts and pictures.
  const names = headerNamesFor(rules, [...routes, `${CHUNKS_URL}x.js`, '/icon.svg']);
  const variants = pickVariants(names, option('--variants'));
  const lighthouseVariants = pickVariants(names, option('--lighthouse-variants') ?? 'none,all,only:CSP,all-but:CSP');
  console.log(`bench:headers: headers measured: ${names.join(', ')}`);

  const scriptlessDir = kinds.includes('scriptless') ? scriptlessExport(siteDir) : undefined;
  const headersDir = mkdtempSync(join(tmpdir(), 'header-variants-'));
  const servers: Served[] = [];
  const targets: Target[] = [];
  const chrome = ways.includes('lighthouse')
    ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] })
    : undefined;
  const browser = ways.some((way) => way !== 'lighthouse') ? await arrivalBench(CHROMIUM, { partialIsolation: args.includes('--partial-isolation') }) : undefined;
  if (args.includes('--partial-isolation')) console.log('bench:headers: link and typed without a process per site (as Chrome on Android)');
  try {
    for (const kind of kinds) {
      const dir = kind === 'built' ? siteDir : scriptlessDir!;
      // The scriptless pages carry their own policies (their hashes differ): read their own rules.
      const kindRules = kind === 'built' ? rules : parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
      for (const variant of new Set([...variants, ...lighthouseVariants])) {
        const file = join(headersDir, `${kind}-${variant.label.replace(/\W+/g, '-')}`);
        writeFileSync(file, headersFileFor(kindRules, variant));
        const served = await serve(dir, { SERVE_HEADERS: file });
        servers.push(served);
        for (const route of routes) {
          for (const way of ways) {
            if ((way === 'lighthouse' ? lighthouseVariants : variants).includes(variant)) targets.push({ kind, route, variant, way, base: served.base, dir, fcps: [] });
          }
        }
      }
    }
    // Every file the pages load asked for once: each server compresses a file at its first request.
    for (const { base, dir, route } of new Map(targets.map((target) => [`${target.base}${target.route}`, target])).values()) {
      for (const { url } of pageWeight(dir, route === '/' ? 'index.html' : `${route.slice(1)}index.html`).files) {
        await (await fetch(`${base}${url}`, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
      }
    }
    // Round 0, not counted: the browser's first loads of each page are slower (its caches of code, the spare renderer).
    for (let round = 0; round <= RUNS; round += 1) {
      const order = (round % 2 ? targets : [...targets].reverse()).filter((target) => round > 0 || target.way !== 'lighthouse');
      process.stdout.write(`bench:headers: round ${round}/${RUNS} (${order.length} loads)…\n`);
      for (const target of order) {
        const url = `${target.base}${target.route}`;
        const fcp = target.way === 'lighthouse' ? await firstPaintWithRetries(chrome!, url) : await browser!.firstPaint(url, target.way);
        if (round > 0) target.fcps.push(fcp);
      }
    }
  } finally {
    await browser?.close();
    await chrome?.kill();
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(headersDir, { recursive: true, force: true });
    if (scriptlessDir) rmSync(join(scriptlessDir, '..'), { recursive: true, force: true });
  }
  const json: MeasuredSet[] = targets.map(({ kind, route, variant, way, fcps }) => ({ kind, route, headers: variant.label, way, fcps }));
  console.log(headerCostTables(json));
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results', 'bench-headers.json'), `${JSON.stringify({ date: new Date().toISOString(), command: `npm run bench:headers -- ${args.join(' ')}`, runs: RUNS, targets: json }, null, 2)}\n`);
}

await main();
