import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The docs teach in one sitting (issue 74): the README is the front door, at most 2,000 words (issue 84), and says
 * where the staff's inbox is; every other file of docs/ a person reads whole, at most 5,000 words, the staff guide
 * too (its cards: staff-guide.test.ts); measurements go to dated records. Words are counted as `wc -w` counts them.
 * And every link between them, and every docs/… path the code quotes, leads to a file that exists (an #anchor to a
 * heading of it), so that a doc split in two leaves no reader at a dead end.
 */

const ROOT = join(__dirname, '..', '..');
const README_WORDS = 2_000;
const DOC_WORDS = 5_000;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path, keep) : keep(path) ? [path] : [];
  });
}

const docs = filesUnder('docs', (path) => path.endsWith('.md'));

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (path: string) => new Set([...read(path).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));

describe('the docs, each read in one sitting', () => {
  it(`keeps the README within ${README_WORDS} words, naming the staff's inbox and where its settings and staff are explained`, () => {
    const readme = read('README.md');
    expect(words(readme), `README.md: ${words(readme)} words`).toBeLessThanOrEqual(README_WORDS);
    expect(readme).toMatch(/`\/inbox\/`/);
    for (const name of ['GATEWAY_SETTINGS', 'STAFF_NAMES', 'docs/gateway-inbox.md', 'docs/gateway.md']) expect(readme).toContain(name);
  });

  it(`keeps every file of docs/, the staff guide too, within ${DOC_WORDS} words`, () => {
    expect(docs).toEqual(expect.arrayContaining(['docs/testing.md', 'docs/guide-du-personnel.md']));
    const over = docs.filter((path) => words(read(path)) > DOC_WORDS).map((path) => `${path}: ${words(read(path))} words`);
    expect(over, 'split it by subject, or move its measurements to a dated record in docs/records/').toEqual([]);
  });

  it('names each record of docs/records/ by its date and subject', () => {
    const records = readdirSync(join(ROOT, 'docs', 'records'));
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+(\.md|\.json)?$/.test(name))).toEqual([]);
  });
});

describe('the links between the docs, and the docs the code quotes', () => {
  it('leads every relative link of the README and docs/ to a file that exists, and every #anchor to one of its headings', () => {
    const broken: string[] = [];
    for (const path of ['README.md', ...docs]) {
      for (const [, target] of read(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [file, anchor] = target!.split('#');
        const linked = file ? relative(ROOT, join(ROOT, dirname(path), file)) : path;
        if (!existsSync(join(ROOT, linked))) broken.push(`${path} → ${target}`);
        else if (anchor && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${path} → ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('finds every docs/… file the code, the tests, the scripts and the settings quote', () => {
    const sources = ['app', 'bench', 'components', 'content', 'copy', 'e2e', 'editor', 'gateway', 'harness', 'lib', 'pipeline', 'public/admin', 'scripts', 'site', 'tests'].flatMap(
      (folder) => filesUnder(folder, (path) => /\.(ts|tsx|mjs|js|toml|yml|css|html)$/.test(path) && !path.includes('/out')),
    );
    const settings = ['.env.example', '.ci/run', 'eslint.config.mjs', 'budgets.json', 'netlify.toml', 'playwright.config.ts', 'vitest.config.ts'];
    const missing = [...sources, ...settings].flatMap((path) =>
      [...read(path).matchAll(/\bdocs\/([\w-]+(?:\/[\w.-]+)*\.(?:md|png|json))/g)]
        .map(([quoted]) => quoted!)
        .filter((quoted) => !existsSync(join(ROOT, quoted)))
        .map((quoted) => `${path}: ${quoted}`),
    );
    expect(missing).toEqual([]);
  });
});
