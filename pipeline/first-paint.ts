// Three steps of the postbuild pipeline (pipeline/postbuild.ts), before the security headers are
// computed, so that a page paints as soon as its HTML has arrived. On a slow link every request the
// first paint waits for costs a full round trip (more than half a second on the 3G our visitors have):
//   - Styles (inlineCriticalCss). Each page gets the CSS its own markup uses in one <style> of its
//     <head>; its stylesheets move to the end of <body>, where they no longer hold the paint back (menu
//     and dialog states, and other pages' rules that Turbopack merged into the same files, arrive with
//     them). The font: a first visit is drawn in the metric-matched fallback and never fetches the web
//     font; a one-line script in <head> turns the font on, preloaded, only on pages the service worker
//     serves (withWebFontSwitch says why). Without JavaScript, and on the offline pages, the fallback.
//     A <details> the visitor opens before the stylesheets arrive (the phone's menu, a FAQ answer) is
//     drawn by the inline CSS too: its `[open]` rules count as used (withDisclosuresOpen).
//   - The hero picture (inlineHeroArtwork). The page's first-screen artwork (the <img> marked
//     fetchpriority="high", an SVG of 2 to 3 KB gzip) is written into the HTML as a data: URL, so the
//     largest paint comes with the first one; its preload goes. The page's data for the client router
//     keeps the file's URL.
//   - The scripts (startScriptsAfterFirstPaint). The framework's chunks are preloaded as before but run
//     only after the first paint, started by one inline script (pipeline/lib/after-first-paint.ts).
// The strict CSP gains the hash of each page's <style> and of those scripts (pipeline/headers.ts computes
// them), and the site looks the same without JavaScript, in the fallback font. Pages are read with an
// HTML parser and edited where it found each element, every other byte as React wrote it (re-serialised,
// the markup would differ from what React hydrates against).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { locales } from '../lib/i18n';
import { offlinePagePath } from '../lib/routes';
import { WEB_FONT_ATTRIBUTE } from '../lib/web-font';
import { withScriptsAfterFirstPaint } from './lib/after-first-paint';
import { editPages, listHtmlFiles } from './lib/html';
import {
  applyEdits,
  attributeOf,
  attributeRangeOf,
  elementsOf,
  findElement,
  hasRel,
  innerRangeOf,
  insertion,
  parseHtml,
  quotedAttribute,
  rangeOf,
  removal,
  textOf,
  type HtmlElement,
  type HtmlNode,
} from './lib/html-source';
import { fontFacesOf, withoutFontFaces } from './lib/next-output';
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

/** The page's own stylesheets (<link rel="stylesheet" href="/….css">) under `root`, in order. */
function stylesheetLinks(root: HtmlNode): HtmlElement[] {
  return [...elementsOf(root)].filter((element) => {
    const href = attributeOf(element, 'href');
    return element.tagName === 'link' && hasRel(element, 'stylesheet') && Boolean(href?.startsWith('/') && href.endsWith('.css'));
  });
}

/** The <style> elements without attributes (the critical CSS's, once written), in order. */
const plainStyles = (root: HtmlNode) => [...elementsOf(root)].filter((element) => element.tagName === 'style' && element.attrs.length === 0);

/**
 * Puts the page's critical CSS in a <style> where its first stylesheet was, and its stylesheet links,
 * unchanged, at the end of <body>. Beasties only computes the CSS: the rest of the page keeps the
 * exact markup React wrote.
 */
export function withCriticalCss(html: string, css: string): string {
  const document = parseHtml(html);
  const head = findElement(document, 'head');
  const links = head ? stylesheetLinks(head) : [];
  if (links.length === 0) return html;
  const bodyEnd = findElement(document, 'body')?.sourceCodeLocation?.endTag?.startOffset;
  if (bodyEnd === undefined) throw new Error('first-paint: <body> has no end tag in the source');
  if (css.includes('</style')) throw new Error('first-paint: the critical CSS would close its <style>');
  const ranges = links.map(rangeOf);
  const [first, ...others] = ranges;
  return applyEdits(html, [
    { ...first!, text: `<style>${css}</style>` },
    ...others.map((range) => ({ ...range, text: '' })),
    insertion(bodyEnd, ranges.map(({ start, end }) => html.slice(start, end)).join('')),
  ]);
}

/**
 * Adds every @font-face rule of the page's stylesheets to its <style>: the web font and its
 * fallbacks must be known at the first paint, or the text would paint in a system font of other
 * metrics and move when the stylesheets arrive. They are a few hundred bytes.
 */
export function withFontFaces(html: string, outDir: string): string {
  const document = parseHtml(html);
  const style = plainStyles(document)[0];
  const sheets = stylesheetLinks(document).map((link) => attributeOf(link, 'href')!);
  const faces = sheets.flatMap((href) =>
    fontFacesOf(readFileSync(join(outDir, href), 'utf8')).map((face) =>
      // url(../media/…) is relative to the stylesheet; in the page it must name the same file.
      face.replace(/url\((['"]?)([^)'"]+)\1\)/g, (_, quote: string, url: string) => `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`),
    ),
  );
  if (faces.length === 0 || !style) return html;
  return applyEdits(html, [insertion(innerRangeOf(style).start, [...new Set(faces)].join(''))]);
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
  const style = plainStyles(parseHtml(html))[0];
  if (fontUrls.length === 0 || !style) return html;
  const script =
    `if(navigator.serviceWorker&&navigator.serviceWorker.controller){` +
    `document.documentElement.setAttribute(${JSON.stringify(WEB_FONT_ATTRIBUTE)},'');` +
    `for(const href of ${JSON.stringify(fontUrls)}){const link=document.createElement('link');` +
    `link.rel='preload';link.as='font';link.type='font/woff2';link.crossOrigin='';link.href=href;document.head.appendChild(link)}}`;
  return applyEdits(html, [insertion(rangeOf(style).start, `<script>${script}</script>`)]);
}

/**
 * next/font warms an anonymous connection to our own origin for a font it does not preload. Fonts
 * come from the service worker now, or not at all: on a slow link that connection would only cost
 * the phone a handshake.
 */
export function withoutFontPreconnect(html: string): string {
  const preconnects = [...elementsOf(parseHtml(html))].filter(
    (element) => element.tagName === 'link' && hasRel(element, 'preconnect') && attributeOf(element, 'href') === '/' && attributeOf(element, 'crossorigin') !== undefined,
  );
  return applyEdits(html, preconnects.map(removal));
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
  const elements = [...elementsOf(parseHtml(html))];
  const hero = elements.find((element) => element.tagName === 'img' && attributeOf(element, 'fetchpriority')?.toLowerCase() === 'high');
  const src = hero && attributeOf(hero, 'src');
  if (!hero || !src || !/^\/[^"?#]+\.svg$/.test(src)) return { html };
  const file = join(outDir, src);
  if (!existsSync(file) || statSync(file).size > MAX_INLINE_SVG_BYTES) return { html };
  const preloads = elements.filter(
    (element) => element.tagName === 'link' && hasRel(element, 'preload') && attributeOf(element, 'as') === 'image' && attributeOf(element, 'href') === src,
  );
  const dataUrl = { ...attributeRangeOf(hero, 'src'), text: `src="${quotedAttribute(svgDataUrl(readFileSync(file, 'utf8')))}"` };
  return { html: applyEdits(html, [dataUrl, ...preloads.map(removal)]), inlined: src };
}

/**
 * Takes the @font-face rules out of the stylesheets once every page carries them inline: a second
 * copy arriving with the stylesheets would make the browser match the fonts again, and swap in the
 * web font after the first paint, moving the text that `font-display: optional` keeps still.
 */
export function dropFontFacesFromStylesheets(outDir: string, hrefs: Set<string>) {
  for (const href of hrefs) {
    const path = join(outDir, href);
    writeFileSync(path, withoutFontFaces(readFileSync(path, 'utf8')));
  }
}

const offlinePages = () => new Set(locales.map((locale) => offlinePagePath(locale).slice(1)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The page as Beasties should read it: every <details> open. Beasties keeps a rule only if its selector
 * matches the markup, and an `[open]` rule never matches the HTML as written, though a tap makes it
 * match before any stylesheet or script has arrived (the phone's menu opens from the first paint).
 * Only the CSS is taken from what Beasties returns; the page keeps its own markup.
 */
export function withDisclosuresOpen(html: string): string {
  const closed = [...elementsOf(parseHtml(html))].filter((element) => element.tagName === 'details' && attributeOf(element, 'open') === undefined);
  return applyEdits(
    html,
    closed.map((details) => insertion(rangeOf(details).start + '<details'.length, ' open')),
  );
}

/** Pipeline step: each page's critical CSS and font faces in its <head>, its stylesheets at the end of <body>. */
export async function inlineCriticalCss(outDir: string) {
  const processor = criticalCssProcessor(outDir);
  const offline = offlinePages();
  const stylesheets = new Set<string>();
  const sizes: number[] = [];
  for (const file of listHtmlFiles(outDir)) {
    const path = join(outDir, file);
    const original = readFileSync(path, 'utf8');
    const critical = plainStyles(parseHtml(await processor.process(withDisclosuresOpen(original)))).map(textOf).join('');
    if (!critical) throw new Error(`first-paint: no critical CSS found for ${file}`);
    const withFaces = withoutFontPreconnect(withFontFaces(withCriticalCss(original, critical), outDir));
    // The offline pages run no script: they stay in the fallback.
    const html = offline.has(file) ? withFaces : withWebFontSwitch(withFaces, webFontUrls(withFaces));
    const document = parseHtml(html);
    for (const link of stylesheetLinks(document)) stylesheets.add(attributeOf(link, 'href')!);
    sizes.push(gzipSync(textOf(plainStyles(document)[0]!), { level: 9 }).length);
    writeFileSync(path, html);
  }
  dropFontFacesFromStylesheets(outDir, stylesheets);
  sizes.sort((a, b) => a - b);
  console.log(
    `first-paint: ${sizes.length} pages; inline CSS ${kb(sizes[0] ?? 0)}–${kb(sizes.at(-1) ?? 0)} gzip (median ${kb(sizes[Math.floor(sizes.length / 2)] ?? 0)})`,
  );
}

/** Pipeline step: each page's first-screen artwork written into its HTML. */
export function inlineHeroArtwork(outDir: string) {
  const pages = editPages(outDir, (html) => inlineHeroImage(html, outDir).html);
  console.log(`first-paint: hero artwork inlined on ${pages.length} pages`);
}

/** Pipeline step: the framework's scripts preloaded, and started by one inline script once the page has painted. */
export function startScriptsAfterFirstPaint(outDir: string) {
  const pages = editPages(outDir, withScriptsAfterFirstPaint);
  console.log(`first-paint: the scripts of ${pages.length} pages start after their first paint`);
}
