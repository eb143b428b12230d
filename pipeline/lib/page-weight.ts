// What each exported page makes a browser download, by kind, gzip-compressed (zlib level 9):
// deterministic numbers for the byte budgets (tests/export/budgets.test.ts) and the benchmark.
//
// Counted for a page: the HTML itself; scripts (<script src>, <link rel=preload as=script>,
// <link rel=modulepreload>) except `noModule` ones, which modern browsers never download;
// stylesheets (<link rel=stylesheet>, preload as=style); fonts (preload as=font, and url()s inside
// the page's CSS); images (<img src>, or the largest candidate of its srcset; preload as=image;
// <link rel=icon>; the files SVG <use> elements point into; image url()s inside the CSS). Each file
// counts once per page.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineStyles, listHtmlFiles, parseTags, urlPathOf } from './html';

export const KB = 1024;
export const KINDS = ['html', 'js', 'css', 'font', 'image'] as const;
export type FileKind = (typeof KINDS)[number];
export type Weight = Record<FileKind | 'total', number>;

export interface Sizes {
  bytes: number;
  gzip: number;
}

export interface PageFile extends Sizes {
  url: string;
  kind: FileKind;
}

interface Reference {
  url: string;
  kind: FileKind;
}

const gzipCache = new Map<string, Sizes>();
/** { bytes, gzip } of a file, gzip at level 9 (what a CDN serves, near enough; brotli is smaller still). */
export function fileSizes(path: string): Sizes {
  let sizes = gzipCache.get(path);
  if (!sizes) {
    const data = readFileSync(path);
    sizes = { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
    gzipCache.set(path, sizes);
  }
  return sizes;
}

const FONT = /\.(woff2?|ttf|otf)$/i;
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

function kindOfUrl(url: string): FileKind | null {
  const path = url.split(/[?#]/)[0] ?? '';
  if (/\.m?js$/i.test(path)) return 'js';
  if (/\.css$/i.test(path)) return 'css';
  if (FONT.test(path)) return 'font';
  if (IMAGE.test(path)) return 'image';
  return null;
}

/** The largest candidate of a srcset (by its w or x descriptor). */
function largestCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(/,\s+/)
    .map((part) => part.trim().split(/\s+/))
    .filter((parts): parts is [string, ...string[]] => Boolean(parts[0]))
    .map(([url, descriptor = '1x']) => ({ url, size: parseFloat(descriptor) || 1 }));
  candidates.sort((a, b) => b.size - a.size);
  return candidates[0]?.url;
}

const PRELOAD_KINDS: Record<string, FileKind> = { script: 'js', style: 'css', font: 'font', image: 'image' };

/** Site-internal URLs the page's HTML references, with their kind. */
export function referencedUrls(html: string): Reference[] {
  const refs: Reference[] = [];
  const add = (url: string | undefined, kind: FileKind | null | undefined) => {
    if (url && kind) refs.push({ url, kind });
  };
  const tags = parseTags(html);
  for (const tag of tags) {
    const attr = (name: string) => tag.attributes.get(name);
    const srcset = attr('srcset');
    if (tag.name === 'script' && attr('src') && !tag.attributes.has('nomodule')) add(attr('src'), 'js');
    if (tag.name === 'img') add(srcset ? largestCandidate(srcset) : attr('src'), 'image');
    // An SVG <use> that points into another file (the icon sprite) downloads that file.
    if (tag.name === 'use') add(attr('href'), 'image');
    if (tag.name === 'link') {
      const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attr('href');
      if (rel.includes('stylesheet')) add(href, 'css');
      else if (rel.includes('modulepreload')) add(href, 'js');
      else if (rel.includes('preload')) {
        const as = attr('as') ?? '';
        const imagesrcset = attr('imagesrcset');
        add(imagesrcset ? largestCandidate(imagesrcset) : href, PRELOAD_KINDS[as] ?? kindOfUrl(href ?? ''));
      } else if (rel.includes('icon')) add(href, 'image');
    }
  }
  // The page's own <style> names the web font (its @font-face rules live there only) and may name images.
  for (const css of inlineStyles(tags)) refs.push(...cssUrls(css, '/'));
  return refs.filter(({ url }) => url.startsWith('/') && !url.startsWith('//'));
}

/** Fonts and images a stylesheet pulls in through url(). */
function cssUrls(css: string, cssUrl: string): Reference[] {
  const refs: Reference[] = [];
  for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
    const url = match[2] ?? '';
    if (url.startsWith('data:') || url.startsWith('#')) continue;
    const resolved = url.startsWith('/') ? url : posix.normalize(posix.join(posix.dirname(cssUrl), url));
    const kind = kindOfUrl(resolved);
    if (kind === 'font' || kind === 'image') refs.push({ url: resolved, kind });
  }
  return refs;
}

function fileOf(outDir: string, url: string): string {
  return join(outDir, decodeURIComponent(url.split(/[?#]/)[0] ?? ''));
}

/** Every file one exported page makes the browser download, with sizes. */
export function pageFiles(outDir: string, htmlFile: string): { route: string; files: PageFile[] } {
  const html = readFileSync(join(outDir, htmlFile), 'utf8');
  const route = urlPathOf(htmlFile);
  const seen = new Map<string, PageFile>([[route, { url: route, kind: 'html', ...fileSizes(join(outDir, htmlFile)) }]]);
  const queue = referencedUrls(html);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, kind } = next;
    const key = url.split(/[?#]/)[0] ?? url;
    if (seen.has(key)) continue;
    const path = fileOf(outDir, key);
    let sizes;
    try {
      sizes = fileSizes(path);
    } catch {
      throw new Error(`${route} references ${url}, which is not in ${outDir}`);
    }
    seen.set(key, { url: key, kind, ...sizes });
    if (kind === 'css') queue.push(...cssUrls(readFileSync(path, 'utf8'), key));
  }
  return { route, files: [...seen.values()] };
}

/** Gzip bytes per kind and in total for one page. */
export function pageWeight(outDir: string, htmlFile: string): { route: string; requests: number; weight: Weight; files: PageFile[] } {
  const { route, files } = pageFiles(outDir, htmlFile);
  const weight: Weight = { html: 0, js: 0, css: 0, font: 0, image: 0, total: 0 };
  for (const file of files) weight[file.kind] += file.gzip;
  weight.total = KINDS.reduce((sum, kind) => sum + weight[kind], 0);
  return { route, requests: files.length, weight, files };
}

/** pageWeight for every HTML file of out/. */
export function siteWeights(outDir: string) {
  readdirSync(outDir); // throws a clear ENOENT when out/ is missing
  return listHtmlFiles(outDir).map((file) => ({ file, ...pageWeight(outDir, file) }));
}
