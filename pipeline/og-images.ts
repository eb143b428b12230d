/*
 * Link previews: draws one 1200×630 PNG per exported page, at the path its og:image names.
 *
 * A step of the postbuild pipeline (pipeline/postbuild.ts). It reads the pages themselves, so the
 * picture always carries the page's real title and lands exactly where site/metadata.ts pointed
 * og:image; no list of pages to keep in sync. The card itself is drawn by pipeline/lib/preview-card.ts.
 * Next's own opengraph-image files are written without an extension, so static hosts do not
 * send them as image/png; real .png files are.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { previewWords } from '../copy/previews';
import { localeOf } from '../lib/routes';
import { routeAt } from '../site/site-routes';
import { listHtmlFiles } from './lib/html';
import { attributeOf, elementsOf, findElement, parseHtml } from './lib/html-source';
import { HEIGHT, loadAssets, renderCard, WIDTH, type OgCard } from './lib/preview-card';

const MAX_BYTES = 300 * 1024; // WhatsApp drops larger previews

/* ---------- reading the exported pages ---------- */

/** The <meta> tags of a page's <head> as { 'og:title': '…', robots: '…' } (first value wins). */
export function readMeta(html: string): Record<string, string> {
  const head = findElement(parseHtml(html), 'head');
  const meta: Record<string, string> = {};
  for (const element of head ? elementsOf(head) : []) {
    if (element.tagName !== 'meta') continue;
    const key = attributeOf(element, 'property') ?? attributeOf(element, 'name');
    const content = attributeOf(element, 'content');
    if (key && content !== undefined && !(key in meta)) meta[key] = content;
  }
  return meta;
}

/** Route of an exported file: <path>/index.html → /<path>/, 404.html → /404/. */
function routeOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '/')}`;
}

/** The small line above the title: what kind of page this is, in the page's language. */
export function eyebrowFor(route: string, meta: Record<string, string>): string {
  const locale = localeOf(route);
  const entry = routeAt(route);
  if (entry?.kind === 'service') return previewWords.service[locale];
  if (entry?.kind === 'position') return previewWords.position[locale];
  if (entry?.kind === 'article') {
    const advice = previewWords.article[locale];
    const category = meta['article:section'];
    // « Conseils santé · Santé » would say the same word twice.
    return category && !advice.toLowerCase().includes(category.toLowerCase()) ? `${advice} · ${category}` : advice;
  }
  return entry?.page ? previewWords.pages[entry.page][locale] : (meta['og:site_name'] ?? '');
}

/** One entry per preview image to draw, from every page that names one. */
export async function collectCards(outDir: string): Promise<OgCard[]> {
  const cards = new Map<string, OgCard>();
  for (const file of listHtmlFiles(outDir)) {
    const meta = readMeta(await readFile(join(outDir, file), 'utf8'));
    const image = meta['og:image'];
    if (!image) continue;
    const { pathname, host } = new URL(image);
    if (!/^\/og\/[a-z0-9-]+\.png$/.test(pathname)) throw new Error(`og-images: unexpected og:image ${image} in ${file}`);
    const route = routeOf(file);
    const card: OgCard = {
      pathname,
      route,
      title: meta['og:title'] ?? '',
      eyebrow: eyebrowFor(route, meta),
      siteName: meta['og:site_name'] ?? '',
      // The short brand (site.shortName), which the layout publishes as application-name.
      brand: meta['application-name'] ?? meta['og:site_name'] ?? '',
      tagline: previewWords.tagline[localeOf(route)],
      host,
      indexable: !/noindex/i.test(meta.robots ?? ''),
    };
    if (!card.title) throw new Error(`og-images: no og:title in ${file}`);
    // Never say the same thing twice on the card.
    if (card.eyebrow.toLowerCase() === card.title.toLowerCase()) card.eyebrow = '';
    const previous = cards.get(pathname);
    if (previous?.indexable && card.indexable) {
      throw new Error(`og-images: ${previous.route} and ${route} share ${pathname}; each page needs its own`);
    }
    // An alias (noindex) shares its target's image; the real page names the card.
    if (!previous || (card.indexable && !previous.indexable)) cards.set(pathname, card);
  }
  return [...cards.values()];
}

/** Pipeline step: each page's preview image, drawn where its og:image points. */
export async function drawPreviewImages(outDir: string) {
  if (listHtmlFiles(outDir).length === 0) throw new Error(`og-images: no exported page in ${outDir}; run next build first`);

  const assets = await loadAssets();
  const cards = await collectCards(outDir);
  if (cards.length === 0) throw new Error('og-images: no page names an og:image');

  let total = 0;
  for (const card of cards) {
    const png = await renderCard(card, assets);
    const { width, height } = await sharp(png).metadata();
    if (width !== WIDTH || height !== HEIGHT) throw new Error(`og-images: ${card.pathname} is ${width}×${height}`);
    if (png.length >= MAX_BYTES) throw new Error(`og-images: ${card.pathname} weighs ${png.length} bytes`);
    const target = join(outDir, ...card.pathname.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
    total += png.length;
  }
  console.log(
    `og-images: ${cards.length} previews ${WIDTH}×${HEIGHT} in ${relative(process.cwd(), join(outDir, 'og'))}/ ` +
      `(${Math.round(total / cards.length / 1024)} KB on average)`,
  );
}
