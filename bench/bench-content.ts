// npm run bench:content: how the build grows with the centre's writing. Builds the site with 5, 50 and 200
// articles (the five of content/, then copies under new names and numbers: bench/lib/article-corpus.ts),
// each from a copy of content/ given to the build as CONTENT_DIR, and prints for each the time of every
// step of `npm run build` (the prebuild, `next build` and postbuild commands of package.json, run one by
// one), the number of pages, and the size of the export. The build must stay linear in the number of
// articles, and 200 articles must build in under 5 minutes on a 2-core machine.
//
// Options: --sizes 5,50,200 (default), --runs N (default 1; the median of N builds per size).
// It writes out/ and .next/ like `npm run build`: out/ holds the last size's site when it ends.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyContentData, growArticles } from './lib/article-corpus';
import { recordOutput } from './lib/record';
import { median } from './lib/stats';

recordOutput('bench-content', 'The build as the centre writes more: 5, 50 and 200 articles', 'bench:content');

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const sizes = (option('sizes') ?? '5,50,200').split(',').map(Number);
const runs = Number(option('runs') ?? 1);

/** The commands `npm run build` runs, in order, as package.json has them. */
function buildSteps(): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return ['prebuild', 'build', 'postbuild'].flatMap((name) => (scripts[name] ?? '').split('&&').map((command) => command.trim())).filter(Boolean);
}

/** The time of each postbuild step, as pipeline/postbuild.ts prints it. */
const POSTBUILD_STEP_TIME = /^postbuild: (\w+) took ([\d.]+) s$/gm;

/** A short name for a step: the script it runs, or `next build`. */
function stepName(command: string): string {
  return /scripts\/([\w-]+)\.ts/.exec(command)?.[1] ?? command;
}

function exportSize(dir: string): { files: number; pages: number; bytes: number } {
  let files = 0;
  let pages = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    if (entry.name.endsWith('.html')) pages += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, pages, bytes };
}

interface SizeResult {
  articles: number;
  steps: Record<string, number>;
  total: number;
  files: number;
  pages: number;
  bytes: number;
}

function buildOnce(contentDir: string, steps: string[]): Record<string, number> {
  const times: Record<string, number> = {};
  rmSync(join(ROOT, '.next'), { recursive: true, force: true });
  for (const command of steps) {
    const started = performance.now();
    const result = spawnSync('sh', ['-c', command], {
      cwd: ROOT,
      // The content grows on purpose: its pages' weights are measured here, not held to their budgets (pipeline/budgets.ts).
      env: { ...process.env, CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1', BUDGETS: 'report' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      throw new Error(`bench:content: « ${command} » failed`);
    }
    times[stepName(command)] = (times[stepName(command)] ?? 0) + (performance.now() - started) / 1000;
    for (const [, step = '', seconds = '0'] of result.stdout.matchAll(POSTBUILD_STEP_TIME)) times[`› ${step}`] = Number(seconds);
  }
  return times;
}

function main() {
  const steps = buildSteps();
  const results: SizeResult[] = [];
  for (const articles of sizes) {
    const contentDir = copyContentData(join(ROOT, 'content'));
    try {
      growArticles(contentDir, articles);
      const builds = Array.from({ length: runs }, (_, run) => {
        console.log(`bench:content: ${articles} articles, build ${run + 1}/${runs}…`);
        return buildOnce(contentDir, steps);
      });
      const names = [...new Set(builds.flatMap((times) => Object.keys(times)))];
      const stepTimes = Object.fromEntries(names.map((name) => [name, median(builds.map((times) => times[name] ?? 0))]));
      // The postbuild's own steps (› name) are inside its time: the total counts the commands only.
      const total = median(builds.map((times) => steps.map(stepName).reduce((sum, name) => sum + (times[name] ?? 0), 0)));
      results.push({ articles, steps: stepTimes, total, ...exportSize(join(ROOT, 'out')) });
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  }

  const commands = [...new Set(steps.map(stepName))];
  const postbuildSteps = [...new Set(results.flatMap((result) => Object.keys(result.steps)))].filter((name) => !commands.includes(name));
  const table = (header: string[], rows: string[][]) => {
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
    const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join(' | ')} |`;
    console.log(line(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
  };
  console.log(`\nBuild by number of articles (${runs} build${runs > 1 ? 's' : ''} each, median), ${new Date().toISOString().slice(0, 10)}:\n`);
  table(
    ['articles', 'pages', 'export MB', 'files', 'total s', 's per page', ...commands.map((name) => `${name} s`)],
    results.map((result) => [
      String(result.articles),
      String(result.pages),
      (result.bytes / 1024 / 1024).toFixed(1),
      String(result.files),
      result.total.toFixed(1),
      (result.total / result.pages).toFixed(2),
      ...commands.map((name) => (result.steps[name] ?? 0).toFixed(1)),
    ]),
  );
  if (postbuildSteps.length > 0) {
    console.log('\nWhere the postbuild\'s time goes (seconds per step, pipeline/postbuild.ts):\n');
    table(
      ['step', ...results.map((result) => `${result.articles} articles`)],
      postbuildSteps.map((name) => [name.replace(/^› /, ''), ...results.map((result) => (result.steps[name] ?? 0).toFixed(1))]),
    );
  }

  // Linear growth: what each added article costs, between the sizes measured.
  for (let index = 1; index < results.length; index += 1) {
    const [before, after] = [results[index - 1], results[index]];
    if (!before || !after) continue;
    const perArticle = (after.total - before.total) / (after.articles - before.articles);
    console.log(`${before.articles} → ${after.articles} articles: ${perArticle.toFixed(2)} s and ${((after.bytes - before.bytes) / (after.articles - before.articles) / 1024).toFixed(0)} KB of export per article added`);
  }
  const largest = results.at(-1);
  if (largest) console.log(`${largest.articles} articles: ${largest.total.toFixed(0)} s in all (target: under 300 s on 2 cores)`);
  console.log('\nout/ now holds the last size\'s site: run `npm run build` before serving or testing it.');
}

main();
