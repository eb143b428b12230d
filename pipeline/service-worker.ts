// Runs last after `next build` (npm "postbuild", after the headers, so the HTML it fingerprints is
// final): bundles lib/service-worker/worker.ts into out/sw.js with Serwist, and the list of files the
// worker keeps from its first install. That list is only what the offline page shows — its HTML in
// both languages, its stylesheets, its font and its images — never the framework's scripts: a visitor
// pays for it once, after the page has loaded, and it must stay small (PRECACHE_BUDGET_KB, gzip).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runBuildCommand } from '@serwist/cli';
import { locales } from '../lib/i18n';
import { offlinePagePath } from '../lib/routes';
import { RELAY_VARIABLES } from '../lib/request/channels/relay-config';
import { NOTICE_VARIABLES } from '../lib/request/notice/notice-config';
import { EMAILJS_TEMPLATE_VARIABLES, EMAILJS_VARIABLES } from '../lib/request/emailjs-config';
import { GATEWAY_VARIABLES } from '../lib/request/gateway/protocol';
import { SERVICE_WORKER_URL } from '../lib/service-worker/messages';
import { listHtmlFiles } from './lib/html';
import { exportOutput, NEXT_STATIC, onDemandFilesOf } from './lib/next-output';
import { fileSizes, KB, pageFiles } from './lib/page-weight';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PRECACHE_BUDGET_KB = 150;

/**
 * The entry the worker is told: the client component of every page that loads the note and the
 * request's code (lib/request/submit.ts) on a device that keeps a request, then possibly with no
 * connection. No page names those files, so the worker keeps them in advance (a few KB): what this
 * component loads on demand, with every other copy of the same modules (the form's copy of the
 * request's code), read from Next's output by pipeline/lib/next-output.ts.
 */
export const ON_DEMAND_ENTRIES = ['OfflineSupport'] as const;

function lazyOutboxFiles(outDir: string): string[] {
  const referenced = new Set(listHtmlFiles(outDir).flatMap((html) => pageFiles(outDir, html).files.map((file) => file.url)));
  return onDemandFilesOf(exportOutput(outDir), ON_DEMAND_ENTRIES).filter((url) => !referenced.has(url));
}

/** Files of out/ the worker keeps in advance: the offline pages and every file they use but scripts, and the outbox's lazy code. */
export function precacheFiles(outDir: string): { url: string; gzip: number }[] {
  const files = new Map<string, number>();
  for (const locale of locales) {
    for (const file of pageFiles(outDir, offlinePagePath(locale).slice(1)).files) {
      if (file.kind !== 'js') files.set(file.url, file.gzip);
    }
  }
  for (const url of lazyOutboxFiles(outDir)) files.set(url, fileSizes(join(outDir, url)).gzip);
  return [...files].map(([url, gzip]) => ({ url, gzip })).sort((a, b) => a.url.localeCompare(b.url));
}

/** Pipeline step (pipeline/postbuild.ts): out/sw.js, and the files it keeps from its first install. */
export async function writeServiceWorker(outDir: string) {
  const files = precacheFiles(outDir);
  const totalKB = files.reduce((sum, file) => sum + file.gzip, 0) / KB;
  await runBuildCommand({
    watch: false,
    config: {
      swSrc: join(ROOT, 'lib', 'service-worker', 'worker.ts'),
      swDest: join(outDir, SERVICE_WORKER_URL.slice(1)),
      globDirectory: outDir,
      globPatterns: files.map((file) => file.url.slice(1)),
      // Hashed names need no revision; the rest (HTML, logo) gets one from its content.
      dontCacheBustURLsMatching: new RegExp(`^${NEXT_STATIC.slice(1)}`),
      // A file's address is its path under out/, from the root of the site.
      manifestTransforms: [async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url}` })), warnings: [] })],
      esbuildOptions: {
        tsconfig: join(ROOT, 'tsconfig.worker.json'),
        // The worker sends kept requests (and their notices) with the keys of the build it belongs to, as the pages
        // do, or to its gateway (which check-config.ts allows alone: then no provider's key reaches the worker).
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          ...Object.fromEntries(
            [...Object.values(EMAILJS_VARIABLES), ...Object.values(EMAILJS_TEMPLATE_VARIABLES), ...Object.values(RELAY_VARIABLES), ...Object.values(NOTICE_VARIABLES), ...Object.values(GATEWAY_VARIABLES)].map((name) => [
              `process.env.${name}`,
              JSON.stringify(process.env[name] ?? ''),
            ]),
          ),
        },
        legalComments: 'none',
      },
    },
  });
  const workerKB = gzipSync(readFileSync(join(outDir, SERVICE_WORKER_URL.slice(1))), { level: 9 }).length / KB;
  console.log(`service worker: ${SERVICE_WORKER_URL} ${workerKB.toFixed(1)} KB gzip; precache ${files.length} files, ${totalKB.toFixed(1)} KB gzip (budget ${PRECACHE_BUDGET_KB} KB)`);
  for (const file of files) console.log(`  ${(file.gzip / KB).toFixed(1).padStart(6)} KB  ${file.url}`);
  if (totalKB > PRECACHE_BUDGET_KB) throw new Error(`service worker: the precache weighs ${totalKB.toFixed(1)} KB gzip, over ${PRECACHE_BUDGET_KB} KB`);
}
