// Runs after `next build` (npm "postbuild"), before the security headers are computed, so that a
// page paints as soon as its HTML has arrived. On a slow link every request the first paint waits
// for costs a full round trip (more than half a second on the 3G our visitors have):
//   - Styles. Each page gets the CSS its own markup uses in one <style> of its <head>; its
//     stylesheets move to the end of <body>, where they no longer hold the paint back (menu and dialog
//     states, and other pages' rules that Turbopack merged into the same files, arrive with them).
//   - The hero picture. The page's first-screen artwork (the <img> marked fetchpriority="high", an
//     SVG of 2 to 3 KB gzip) is written into the HTML as a data: URL, so the largest paint comes with
//     the first one; its preload goes. The page's data for the client router keeps the file's URL.
//   - The font. A first visit is drawn in the metric-matched fallback and never fetches the web font;
//     a one-line script in <head> turns the font on, preloaded, only on pages the service worker
//     serves (withWebFontSwitch says why). Without JavaScript, and on the offline pages, the fallback.
//   - The scripts. The framework's chunks are preloaded as before but run only after the first paint,
//     started by one inline script (scripts/lib/after-first-paint.ts says why and how).
// The strict CSP gains the hash of each page's <style> and of those scripts (scripts/headers.ts computes
// them), and the site looks the same without JavaScript, in the fallback font.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { locales } from '../lib/i18n';
import { offlinePagePath } from '../lib/routes';
import { WEB_FONT_ATTRIBUTE } from '../lib/web-font';
import { withScriptsAfterFirstPaint } from './lib/after-first-paint';
import { listHtmlFiles } from './lib/html';
import { referencedUrls } from './lib/page-weight';

/** Above this, a picture stays a file of its own: inlined, it would delay the rest of the page more than it saves. */
export const MAX_INLINE_SVG_BYTES = 16 * 1024;

export function criticalCssProcessor(outDir: string) {
  return new Beasties({
    path: outDir,
    publicPath: '/',
    // What becomes of the links does not matter here (withCriticalCss moves them); 'body' runs no script.
    preload: 'body',
    noscriptFallback: false,
    // The files stay whole: the client router and the next pages reuse them from the cache.
    pruneSource: false,
    // One <style> per page: one hash in its policy.
    mergeStylesheets: true,
    // The font is named through a CSS variable, which this reading of the CSS cannot follow: the
    // @font-face rules are added whole below (withFontFaces).
    inlineFonts: false,
    preloadFonts: false,
    keyframes: 'critical',
    // Which font the text is drawn in hangs on an attribute a script sets in the browser: its rules
    // must be inline whatever the page's markup says at build time.
    allowRules: [new RegExp(`\\[${WEB_FONT_ATTRIBUTE}\\]`)],
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"[^>]*>/g;

/**
 * Puts the page's critical CSS in a <style> where its first stylesheet was, and its stylesheet links,
 * unchanged, at the end of <body>. Beasties only computes the CSS: the rest of the page keeps the
 * exact markup React wrote (re-serialised, it would differ from what React hydrates against).
 */
export function withCriticalCss(html: string, css: string): string {
  const links = html.slice(0, html.indexOf('</head>')).match(STYLESHEET_LINK) ?? [];
  if (links.length === 0) return html;
  let page = html.replace(links[0]!, `<style>${css}</style>`);
  for (const link of links.slice(1)) page = page.replace(link, '');
  return page.replace('</body>', `${links.join('')}</body>`);
}

/**
 * Adds every @font-face rule of the page's stylesheets to its <style>: the web font and its
 * fallbacks must be known at the first paint, or the text would paint in a system font of other
 * metrics and move when the stylesheets arrive. They are a few hundred bytes.
 */
export function withFontFaces(html: string, outDir: string): string {
  const sheets = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  const faces = sheets.flatMap((href) =>
    (readFileSync(join(outDir, href), 'utf8').match(/@font-face\{[^}]*\}/g) ?? []).map((face) =>
      // url(../media/…) is relative to the stylesheet; in the page it must name the same file.
      face.replace(/url\((['"]?)([^)'"]+)\1\)/g, (_, quote: string, url: string) => `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`),
    ),
  );
  if (faces.length === 0) return html;
  return html.replace('<style>', `<style>${[...new Set(faces)].join('')}`);
}

/**
 * The web font is for pages the service worker serves: it keeps the font from its first install, and
 * a preloaded font from the device is there before the first render, so it is drawn from the start
 * and never swapped in late. On a first visit (no worker yet) the page is drawn in the fallback alone
 * and does not fetch the font at all: fetched from the network, it would arrive after the page had
 * begun to render, and Chrome draws an `optional` font that arrives then wherever its text had not
 * been painted yet, which moves the lines around it. A preload written in the HTML would hold every
 * first paint instead (up to 100 ms), for a font that comes too late on a slow link anyway.
 */
export function withWebFontSwitch(html: string, fontUrls: string[]): string {
  if (fontUrls.length === 0 || !html.includes('<style>')) return html;
  const script =
    `if(navigator.serviceWorker&&navigator.serviceWorker.controller){` +
    `document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},'');` +
    `for(const href of ${JSON.stringify(fontUrls)}){const link=document.createElement('link');` +
    `link.rel='preload';link.as='font';link.type='font/woff2';link.crossOrigin='';link.href=href;document.head.appendChild(link)}}`;
  return html.replace('<style>', `<script>${script}</script><style>`);
}

/**
 * next/font warms an anonymous connection to our own origin for a font it does not preload. Fonts
 * come from the service worker now, or not at all: on a slow link that connection would only cost
 * the phone a handshake.
 */
export function withoutFontPreconnect(html: string): string {
  return html.replace(/<link rel="preconnect" href="\/" crossorigin=""\/>/g, '');
}

/** The woff2 files the page's inline @font-face rules name (read as the page-weight count reads them). */
export function webFontUrls(html: string): string[] {
  const fonts = referencedUrls(html).filter((ref) => ref.kind === 'font' && ref.url.endsWith('.woff2'));
  return [...new Set(fonts.map((ref) => ref.url))];
}

/** An SVG as a data: URL, percent-encoded (smaller than base64 once gzipped, and valid in an attribute). */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.replace(/>\s+</g, '><').trim()).replace(/%(2F|3A|3D|2C|3B)/g, (match) =>
    decodeURIComponent(match),
  );
  return `data:image/svg+xml,${encoded}`;
}

/** Writes the first-screen SVG into the page; returns the page unchanged when it has none, or a large one. */
export function inlineHeroImage(html: string, outDir: string): { html: string; inlined?: string } {
  const hero = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = hero && /\ssrc="(\/[^"?#]+\.svg)"/.exec(hero)?.[1];
  if (!hero || !src) return { html };
  const file = join(outDir, src);
  if (!existsSync(file) || statSync(file).size > MAX_INLINE_SVG_BYTES) return { html };
  const inlinedImg = hero.replace(`src="${src}"`, `src="${svgDataUrl(readFileSync(file, 'utf8'))}"`);
  // React writes the preload's attributes in either order.
  const preloads = (html.match(/<link rel="preload"[^>]*>/g) ?? []).filter((link) => link.includes(`href="${src}"`) && link.includes('as="image"'));
  let page = html.replace(hero, inlinedImg);
  for (const preload of preloads) page = page.replace(preload, '');
  return { html: page, inlined: src };
}

/**
 * Takes the @font-face rules out of the stylesheets once every page carries them inline: a second
 * copy arriving with the stylesheets would make the browser match the fonts again, and swap in the
 * web font after the first paint, moving the text that `font-display: optional` keeps still.
 */
export function dropFontFacesFromStylesheets(outDir: string, hrefs: Set<string>) {
  for (const href of hrefs) {
    const path = join(outDir, href);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/@font-face\{[^}]*\}/g, ''));
  }
}

export interface FirstPaintReport {
  file: string;
  styleGzip: number;
  inlinedImage?: string;
}

export async function prepareFirstPaint(outDir: string): Promise<FirstPaintReport[]> {
  const processor = criticalCssProcessor(outDir);
  const report: FirstPaintReport[] = [];
  const stylesheets = new Set<string>();
  const offlinePages = new Set(locales.map((locale) => offlinePagePath(locale).slice(1)));
  for (const file of listHtmlFiles(outDir)) {
    const path = join(outDir, file);
    const original = readFileSync(path, 'utf8');
    const processed = await processor.process(original);
    const critical = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
    if (!critical) throw new Error(`first-paint: no critical CSS found for ${file}`);
    const withFaces = withoutFontPreconnect(withFontFaces(withCriticalCss(original, critical), outDir));
    // The offline pages run no script: they stay in the fallback.
    const styled = offlinePages.has(file) ? withFaces : withWebFontSwitch(withFaces, webFontUrls(withFaces));
    const styles = /<style>([\s\S]*?)<\/style>/.exec(styled)?.[1] ?? '';
    const { html: withHero, inlined } = inlineHeroImage(styled, outDir);
    const html = withScriptsAfterFirstPaint(withHero);
    for (const match of html.matchAll(STYLESHEET_LINK)) stylesheets.add(match[1]!);
    writeFileSync(path, html);
    report.push({ file, styleGzip: gzipSync(styles, { level: 9 }).length, inlinedImage: inlined });
  }
  dropFontFacesFromStylesheets(outDir, stylesheets);
  return report;
}

async function main() {
  const outDir = resolve(process.argv[2] ?? 'out');
  const report = await prepareFirstPaint(outDir);
  const sizes = report.map((page) => page.styleGzip).sort((a, b) => a - b);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `first-paint: ${report.length} pages; inline CSS ${kb(sizes[0] ?? 0)}–${kb(sizes.at(-1) ?? 0)} gzip (median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)}); ` +
      `hero artwork inlined on ${report.filter((page) => page.inlinedImage).length} pages`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
