// Every pattern of Next's (Turbopack's) output that a file relies on (the build, the benches, e2e), and
// the readers the postbuild uses on that output (on-demand loads, client references): a Next upgrade
// that changes one is mended here. What the postbuild assumes of that output, and how each assumption is
// checked at every build, is next-output-checks.ts. The site's own code (the worker) may import only
// lib/, so the part it needs is lib/next-static.ts, re-exported here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { hashedFilePath, NEXT_STATIC } from '../../lib/next-static';
import { listHtmlFiles } from './html';

export { HASHED_FILE_NAMED, hashedFilePath, NEXT_STATIC } from '../../lib/next-static';

/** Next's output as the checks read it: its pages, each page's RSC payload, and its static files. */
export interface NextOutput {
  /** Where it was read from, for the messages. */
  label: string;
  pages(): { file: string; html: string }[];
  /** The RSC payloads of the pages (what the client router fetches), as text. */
  payloads(): { file: string; text: string }[];
  /** The path on disk of a static file named by its URL (/_next/static/…), or undefined when absent. */
  staticFile(url: string): string | undefined;
  /** Every file of /_next/static/chunks/, by URL. */
  chunks(): string[];
}

// ─── The patterns ──────────────────────────────────────────────────────────────────────────────────

/** Where Turbopack writes the chunks (scripts and stylesheets) and next/font the fonts, as site paths. */
export const CHUNKS_URL = `${NEXT_STATIC}chunks/`;
export const MEDIA_URL = `${NEXT_STATIC}media/`;

/** Turbopack's runtime chunk is named turbopack-<hash>; every chunk's hash is 13 letters, digits, _ or -. */
export const RUNTIME_CHUNK_PREFIX = 'turbopack-';
export const CHUNK_HASH_LENGTH = 13;
/** A chunk file's name: its hash, then .js or .css; the runtime's starts with turbopack-. */
export const CHUNK_NAME = new RegExp(`^(?:${RUNTIME_CHUNK_PREFIX})?[a-z0-9_-]{${CHUNK_HASH_LENGTH}}\\.(?:js|css)$`);

/** next/font writes each face as one minified rule, without nested braces. */
const FONT_FACE = /@font-face\{[^}]*\}/g;
/** The @font-face rules of a stylesheet, each whole. */
export const fontFacesOf = (css: string): string[] => css.match(FONT_FACE) ?? [];
/** The stylesheet without its @font-face rules. */
export const withoutFontFaces = (css: string): string => css.replace(FONT_FACE, '');

/** The page's data for React: inline scripts that push onto self.__next_f, after the one that starts it. */
const PAGE_DATA_START = /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\)/;
const PAGE_DATA_PUSH = 'self.__next_f.push(';
/** The inline script that starts the page's data: (self.__next_f=self.__next_f||[]).push([0]). */
export const startsPageData = (script: string): boolean => PAGE_DATA_START.test(script);
/** An inline script that adds to the page's data. */
export const pushesPageData = (script: string): boolean => script.startsWith(PAGE_DATA_PUSH);
/** Any script of the page's data for React: the one that starts it or one that adds to it. */
export const isPageData = (script: string): boolean => /^\(?self\.__next_f/.test(script);

function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

const existing = (path: string) => (existsSync(path) ? path : undefined);

/** The export (out/), as `next build` leaves it: what the postbuild's first step checks. */
export function exportOutput(outDir: string): NextOutput {
  return {
    label: outDir,
    pages: () => listHtmlFiles(outDir).map((file) => ({ file, html: readFileSync(join(outDir, file), 'utf8') })),
    payloads: () => filesUnder(outDir, 'index.txt').map((file) => ({ file, text: readFileSync(join(outDir, file), 'utf8') })),
    staticFile: (url) => existing(join(outDir, url)),
    chunks: () => readdirSync(join(outDir, CHUNKS_URL)).map((name) => `${CHUNKS_URL}${name}`),
  };
}

/** Next's own copy of what it wrote (.next/server/app/*.html and *.rsc, .next/static/), which no step edits. */
export function buildOutput(nextDir: string): NextOutput {
  const app = join(nextDir, 'server', 'app');
  const staticPath = (url: string) => join(nextDir, 'static', url.startsWith(NEXT_STATIC) ? url.slice(NEXT_STATIC.length) : url);
  return {
    label: nextDir,
    pages: () => filesUnder(app, '.html').map((file) => ({ file, html: readFileSync(join(app, file), 'utf8') })),
    // A page's whole payload (<route>.rsc), not the per-segment ones under <route>.segments/.
    payloads: () => filesUnder(app, '.rsc').filter((file) => !file.includes('.segments/')).map((file) => ({ file, text: readFileSync(join(app, file), 'utf8') })),
    staticFile: (url) => (url.startsWith(NEXT_STATIC) ? existing(staticPath(url)) : undefined),
    chunks: () => readdirSync(staticPath(CHUNKS_URL)).map((name) => `${CHUNKS_URL}${name}`),
  };
}

// ─── Readers of Turbopack's chunks and of the RSC payload ───────────────────────────────────────────

/**
 * How a chunk loads code on demand (an `import()`): the files, named without /_next/, then the module
 * it runs once they are there, e.g.
 *   e.v(t=>Promise.all(["static/chunks/2jkrlcxmsulbn.js","static/chunks/033iq4iobbk0h.css"].map(t=>e.l(t))).then(()=>t(82779)))
 */
const ON_DEMAND_LOAD = /Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)+)\]\.map\((\w+)=>\w+\.l\(\2\)\)\)\.then\(\(\)=>\w+\((\d+)\)\)/g;

export interface OnDemandLoad {
  /** The files, as URLs (/_next/static/chunks/…). */
  files: string[];
  /** Turbopack's id of the module it runs: the same id wherever that module is loaded from. */
  module: number;
}

/** Every on-demand load a chunk's code contains. */
export function onDemandLoads(code: string): OnDemandLoad[] {
  return [...code.matchAll(ON_DEMAND_LOAD)].map((match) => ({
    files: (JSON.parse(`[${match[1]}]`) as string[]).map(hashedFilePath),
    module: Number(match[3]),
  }));
}

/**
 * The client components an RSC payload names, by their export, with the chunks each needs: rows
 * `2a:I[72168,["$7","$28"],"AppointmentForm"]`, where `$7` is the row `7:"/_next/static/chunks/…js"`.
 */
export function clientReferences(payload: string): Map<string, string[]> {
  const rows = new Map<string, string>();
  for (const line of payload.split('\n')) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!);
  }
  const value = (item: unknown): unknown => {
    if (typeof item !== 'string' || !/^\$[0-9a-f]+$/.test(item)) return item;
    const row = rows.get(item.slice(1));
    try {
      return row === undefined ? item : JSON.parse(row);
    } catch {
      return item;
    }
  };
  const found = new Map<string, string[]>();
  for (const row of rows.values()) {
    if (!row.startsWith('I[')) continue;
    try {
      const [, chunks, name] = JSON.parse(row.slice(1)) as [unknown, unknown[], unknown];
      const exported = value(name);
      if (typeof exported === 'string' && Array.isArray(chunks)) found.set(exported, chunks.map(value).filter((chunk): chunk is string => typeof chunk === 'string'));
    } catch {
      // Not a row of this shape: the checks say so.
    }
  }
  return found;
}

/**
 * What the client components `entries` load on demand (their chunks' on-demand loads, and theirs in
 * turn), with every other copy of those modules: Turbopack writes a module loaded from two places into
 * a chunk of each (the form's copy of the request's code, the note's), under the same module id.
 * Returns the files' URLs; throws when an entry is named by no page.
 */
export function onDemandFilesOf(output: NextOutput, entries: readonly string[]): string[] {
  const references = new Map<string, string[]>();
  for (const { text } of output.payloads()) for (const [name, chunks] of clientReferences(text)) if (!references.has(name)) references.set(name, chunks);
  const loadsOf = new Map<string, OnDemandLoad[]>();
  const loads = (url: string) => {
    if (!loadsOf.has(url)) {
      const path = url.endsWith('.js') ? output.staticFile(url) : undefined;
      loadsOf.set(url, path ? onDemandLoads(readFileSync(path, 'utf8')) : []);
    }
    return loadsOf.get(url)!;
  };
  const files = new Set<string>();
  const modules = new Set<number>();
  const follow = (load: OnDemandLoad) => {
    modules.add(load.module);
    for (const file of load.files) {
      if (files.has(file)) continue;
      files.add(file);
      loads(file).forEach(follow);
    }
  };
  for (const entry of entries) {
    const chunks = references.get(entry);
    if (!chunks) throw new Error(`next-output: no page's RSC payload names the client component « ${entry} » (client-references)`);
    for (const chunk of chunks) loads(chunk).forEach(follow);
  }
  // The other copies of the same modules, wherever they are loaded from.
  for (const chunk of output.chunks().filter((url) => url.endsWith('.js'))) {
    for (const load of loads(chunk)) if (modules.has(load.module)) follow(load);
  }
  return [...files].sort();
}
