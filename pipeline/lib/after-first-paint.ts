// The page's scripts start after its first paint (the pipeline's startScriptsAfterFirstPaint step,
// pipeline/first-paint.ts, writes this into every page).
//
// Next writes the framework's chunks as <script async> in <head> and its bootstrap chunk as one at the
// end of <body>. An async script runs the moment it arrives, even before the first paint when the paint
// is late (a slow or busy phone): React's chunk alone is a task of about 190 ms at 4× CPU slowdown, and
// it then holds the first paint back (docs/performance.md, « The first paint »). So:
//   - each chunk becomes a <link rel="preload" as="script" fetchPriority="low"> where it was: fetched
//     as early and at the same low priority as before (the form is ready no later), never run by it;
//   - one inline script, right after the page's data for React (the self.__next_f pushes, which must
//     all have run before React starts) and before the stylesheets at the end of <body> (an inline
//     script after a stylesheet waits until it has loaded), adds the same <script async> elements once
//     the first paint is on screen: when the browser reports it (the `first-contentful-paint` entry;
//     on a fast link the load event can come first), in a browser without paint timing after the next
//     frame and a task. A page loaded out of sight paints nothing: it starts them on load; one in sight
//     whose paint is never reported, 5 s after load. The chunks then run as before, as each arrives.
// The strict CSP allows that script by its hash (pipeline/headers.ts hashes every inline script) and the
// chunks by 'self'. Without JavaScript nothing changes: the page never needed them.
import { applyEdits, attributeOf, elementsOf, findElement, parseHtml, quotedAttribute, rangeOf, type HtmlEdit } from './html-source';

/** How long a page in sight waits, after its load event, for a first paint the browser never reported. */
export const PAINT_WAIT_AFTER_LOAD_MS = 5_000;

/** The inline script that adds `sources` as async scripts after the first paint. */
export function scriptLoader(sources: string[]): string {
  return (
    `{const sources=${JSON.stringify(sources)};let started=false;` +
    `const start=()=>{if(started)return;started=true;` +
    `for(const src of sources){const script=document.createElement('script');script.src=src;script.async=true;document.head.appendChild(script)}};` +
    `if(typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).includes('paint'))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();start()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(start));` +
    `addEventListener('load',()=>setTimeout(start,document.visibilityState==='hidden'?0:${PAINT_WAIT_AFTER_LOAD_MS}))}`
  );
}

const preloadLink = (src: string) => `<link rel="preload" as="script" fetchPriority="low" href="${quotedAttribute(src)}"/>`;

/**
 * The page with its external scripts started by `scriptLoader` after the first paint instead of by the
 * HTML. The noModule polyfill stays as it is (modern browsers never fetch it). A page without external
 * scripts is returned unchanged.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const document = parseHtml(html);
  const head = findElement(document, 'head');
  const body = findElement(document, 'body');
  if (!head || !body) return html;
  const inHead = (element: { sourceCodeLocation?: { startOffset: number } | null }) =>
    (element.sourceCodeLocation?.startOffset ?? -1) < rangeOf(body).start;
  const elements = [...elementsOf(document)];
  const scripts = elements.filter((element) => element.tagName === 'script');
  const external = scripts.filter((script) => attributeOf(script, 'src')?.startsWith('/') && attributeOf(script, 'nomodule') === undefined);
  if (external.length === 0) return html;

  const preloaded = new Set(
    elements
      .filter((element) => element.tagName === 'link' && inHead(element))
      .filter((link) => attributeOf(link, 'rel') === 'preload' && attributeOf(link, 'as') === 'script')
      .map((link) => attributeOf(link, 'href')),
  );
  const sources: string[] = [];
  const edits: HtmlEdit[] = [];
  // Scripts of <body> without a preload get theirs where the first chunk of <head> was, or at its end.
  const preloadsAt = external.find(inHead)?.sourceCodeLocation?.startOffset ?? head.sourceCodeLocation?.endTag?.startOffset;
  if (preloadsAt === undefined) throw new Error('after-first-paint: <head> has no end tag in the source');
  const missing: string[] = [];
  for (const script of external) {
    const src = attributeOf(script, 'src')!;
    if (!sources.includes(src)) sources.push(src);
    const { start, end } = rangeOf(script);
    const needsPreload = !preloaded.has(src);
    preloaded.add(src);
    if (inHead(script)) edits.push({ start, end, text: needsPreload ? preloadLink(src) : '' });
    else {
      edits.push({ start, end, text: '' });
      if (needsPreload) missing.push(src);
    }
  }
  if (missing.length > 0) edits.push({ start: preloadsAt, end: preloadsAt, text: missing.map(preloadLink).join('') });

  // After the page's data for React, before anything that could hold an inline script back.
  const lastScript = scripts.filter((script) => !inHead(script)).at(-1)!;
  const loaderAt = rangeOf(lastScript).end;
  const sheetBefore = elements.find(
    (element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet' && rangeOf(element).start < loaderAt && !inHead(element),
  );
  if (sheetBefore) throw new Error('after-first-paint: a stylesheet comes before the page’s last script; the loader would wait for it');
  edits.push({ start: loaderAt, end: loaderAt, text: `<script>${scriptLoader(sources)}</script>` });
  return applyEdits(html, edits);
}
