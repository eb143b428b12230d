import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientReferences, exportOutput, onDemandFilesOf, onDemandLoads } from '../../pipeline/lib/next-output';
import { NEXT_OUTPUT_ASSUMPTIONS, nextOutputProblems } from '../../pipeline/lib/next-output-checks';

/*
 * The checks of what the postbuild assumes about Next's output (pipeline/lib/next-output-checks.ts), each on
 * an export of Next's shape and on the same export broken where that one assumption says: the broken
 * one fails with the assumption's name and the files that rely on it, and no other check fails. That
 * the real output holds is checked on .next by tests/export/next-output.test.ts, and at every build.
 */

const CHUNK = (name: string) => `/_next/static/chunks/${name}`;
const loader = (files: string[], module: number) =>
  `${module + 1},e=>{e.v(t=>Promise.all([${files.map((file) => JSON.stringify(`static/chunks/${file}`)).join(',')}].map(t=>e.l(t))).then(()=>t(${module})))}`;

function page({ head = '', body = '' } = {}) {
  return (
    `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"/><link rel="stylesheet" href="${CHUNK('aaaaaaaaaaaaa.css')}"/>` +
    `<script src="${CHUNK('bbbbbbbbbbbbb.js')}" async=""></script>${head}</head><body><main><h1>Bonjour</h1>` +
    `<img src="/images/hero.svg" fetchPriority="high" alt=""/></main>${body}` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script>` +
    `<script src="${CHUNK('turbopack-ccccccccccccc.js')}" async=""></script></body></html>`
  );
}

const PAYLOAD = `1:"$Sreact.fragment"\n7:"${CHUNK('bbbbbbbbbbbbb.js')}"\n25:I[46949,["$7"],"OfflineSupport"]\n26:I[72168,["$7"],"AppointmentForm"]\n`;

/** An export of Next's shape: 20 pages, a stylesheet with a face, chunks that load the note and the request's code on demand. */
function nextExport(change: Partial<Record<string, string>> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'next-output-'));
  const files: Record<string, string> = {
    '_next/static/chunks/aaaaaaaaaaaaa.css': '.a{color:red}@font-face{font-family:atkinson;src:url(../media/atkinson.woff2)format("woff2");font-display:optional}',
    '_next/static/media/atkinson.woff2': 'font',
    '_next/static/chunks/bbbbbbbbbbbbb.js': `push([1,${loader(['ddddddddddddd.js', 'eeeeeeeeeeeee.css'], 100)}])`,
    '_next/static/chunks/turbopack-ccccccccccccc.js': 'runtime',
    '_next/static/chunks/ddddddddddddd.js': `push([1,${loader(['fffffffffffff.js'], 200)}])`,
    '_next/static/chunks/eeeeeeeeeeeee.css': '.note{}',
    '_next/static/chunks/fffffffffffff.js': 'the request',
    // The form's copy of the request's code: the same module, loaded from another chunk.
    '_next/static/chunks/ggggggggggggg.js': `push([1,${loader(['hhhhhhhhhhhhh.js'], 200)},${loader(['iiiiiiiiiiiii.js'], 300)}])`,
    '_next/static/chunks/hhhhhhhhhhhhh.js': 'the request again',
    '_next/static/chunks/iiiiiiiiiiiii.js': 'the phone library',
    'index.txt': PAYLOAD,
    ...Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`page-${index}/index.html`, page()])),
    ...change,
  };
  for (const [file, text] of Object.entries(files)) {
    if (text === undefined) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const made: string[] = [];
const problemsOf = (change: Partial<Record<string, string>>) => {
  const dir = nextExport(change);
  made.push(dir);
  return nextOutputProblems(exportOutput(dir));
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Each assumption, and an export broken where it says (on every page when it is about pages). */
const BROKEN: Record<string, Partial<Record<string, string>>> = {
  'chunk-names': { '_next/static/chunks/app-page.0123456789abcdef.js': 'named as webpack named chunks' },
  'chunk-scripts': Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`page-${index}/index.html`, page().replaceAll('" async=""></script>', '" defer=""></script>')])),
  'page-data-order': { 'page-3/index.html': page().replace('</body>', '<script>self.__next_s=1</script></body>') },
  'stylesheet-links': { 'page-4/index.html': page().replace(/<link rel="stylesheet"[^>]*>/, '').replace('<main>', `<main><link rel="stylesheet" href="${CHUNK('aaaaaaaaaaaaa.css')}"/>`) },
  'font-faces': { '_next/static/chunks/aaaaaaaaaaaaa.css': '@font-face {font-family:atkinson;src:url(/fonts/atkinson.woff2)}' },
  'hero-priority': Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`page-${index}/index.html`, page().replace(' fetchPriority="high"', '')])),
  'on-demand-loads': { '_next/static/chunks/ddddddddddddd.js': 'e.loadChunks(["static/chunks/fffffffffffff.js"]).then(()=>t(200))' },
  'client-references': { 'index.txt': '1:"$Sreact.fragment"\n25:C[46949,["/chunks/b.js"],"OfflineSupport"]\n' },
};

describe('what the postbuild assumes of Next’s output', () => {
  it('holds on an export of Next 16’s shape', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('has a broken case for each assumption', () => {
    expect(Object.keys(BROKEN).sort()).toEqual(NEXT_OUTPUT_ASSUMPTIONS.map((assumption) => assumption.name).sort());
  });

  it.each(NEXT_OUTPUT_ASSUMPTIONS.map((assumption) => [assumption.name, assumption] as const))('says when « %s » breaks, and who relies on it', (name, assumption) => {
    const problems = problemsOf(BROKEN[name]!);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`no longer matches « ${name} »`);
    for (const file of assumption.reliedOnBy) expect(problems[0]).toContain(file);
  });
});

describe('reading Turbopack’s chunks and the RSC payload', () => {
  it('reads an on-demand load: its files as URLs, the module it runs', () => {
    expect(onDemandLoads(`x,${loader(['a.js', 'b.css'], 42)}`)).toEqual([{ files: [CHUNK('a.js'), CHUNK('b.css')], module: 42 }]);
  });

  it('reads the client components a payload names, with their chunks', () => {
    expect(clientReferences(PAYLOAD)).toEqual(
      new Map([
        ['OfflineSupport', [CHUNK('bbbbbbbbbbbbb.js')]],
        ['AppointmentForm', [CHUNK('bbbbbbbbbbbbb.js')]],
      ]),
    );
  });

  it('finds what an entry loads on demand, in turn, and every other copy of those modules, nothing else', () => {
    const dir = nextExport();
    made.push(dir);
    expect(onDemandFilesOf(exportOutput(dir), ['OfflineSupport'])).toEqual(
      ['ddddddddddddd.js', 'eeeeeeeeeeeee.css', 'fffffffffffff.js', 'hhhhhhhhhhhhh.js'].map(CHUNK),
    );
    expect(() => onDemandFilesOf(exportOutput(dir), ['CallbackForm'])).toThrow(/no page's RSC payload names the client component « CallbackForm »/);
  });
});
