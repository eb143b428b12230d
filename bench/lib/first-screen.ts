// What a page's first screen costs on the wire: the brotli size of its HTML from the first byte to the
// end of the first screen. TCP's first flight carries about 14 KB (10 segments); on a slow mobile link
// each further flight costs another round trip (more than half a second on 3G), so what the first
// screen shows must come within the first flight, with the response's headers (FIRST_FLIGHT_BUDGET_KB).
//
// The end of the first screen, exactly: the page is laid out as Lighthouse's phone shows it (its mobile
// screen, 412 × 823 CSS px), from its HTML and inline CSS alone (no script runs, no stylesheet loads:
// what the first paint has). Every text with a visible character and every element, in the flow of the
// page, that draws inside the top 823 px (a box of positive area there, not `visibility: hidden`) is
// found in the HTML by the same parser a browser uses; the first screen ends where the last of them
// has arrived: after a text's last character, after an element's start tag. Fixed elements (the header,
// the contact bar) stay on screen whatever is scrolled: they belong to no one screen of the page, and
// the contact bar is last in the HTML on purpose (last in reading order, as it is at the bottom).
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { brotli } from '../../harness/compress';
import { urlPathOf } from '../../pipeline/lib/html';
import { parseHtml, type HtmlNode } from '../../pipeline/lib/html-source';

export const PHONE_SCREEN = screenEmulationMetrics.mobile;
/** Brotli KB the HTML up to the end of the first screen may weigh: TCP's first flight, less the headers. */
export const FIRST_FLIGHT_BUDGET_KB = 12;

export interface FirstScreen {
  /** The page, as a path under out/. */
  file: string;
  /** Where the first screen ends in the HTML (a string index). */
  end: number;
  /** Brotli bytes of the HTML up to there (the first flight's share), and of the whole HTML. */
  firstFlight: number;
  whole: number;
}

/** Child-index paths (from the document) of the nodes drawn in the first screen; run in the page. */
const DRAWN_IN_FIRST_SCREEN = `(() => {
  const height = innerHeight, width = innerWidth;
  const fixedOrHidden = (element) => {
    if (getComputedStyle(element).visibility !== 'visible') return true;
    for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).position === 'fixed') return true;
    return false;
  };
  const within = (rects) => Array.from(rects).some((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < height && r.right > 0 && r.left < width);
  const pathOf = (node) => {
    const steps = [];
    for (let at = node; at.parentNode; at = at.parentNode) steps.unshift(Array.prototype.indexOf.call(at.parentNode.childNodes, at));
    return steps;
  };
  const drawn = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.currentNode; node; node = walker.nextNode()) {
    const isText = node.nodeType === Node.TEXT_NODE;
    if (isText && !node.data.trim()) continue;
    const element = isText ? node.parentElement : node;
    if (!element || fixedOrHidden(element)) continue;
    let rects;
    if (isText) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects = range.getClientRects();
    } else rects = node.getClientRects();
    if (within(rects)) drawn.push(pathOf(node));
  }
  return drawn;
})()`;

/** Where, in `html`, the first screen ends, given the paths of the nodes drawn in it (as DRAWN_IN_FIRST_SCREEN finds them). */
export function firstScreenEnd(html: string, drawnPaths: number[][]): number {
  const document = parseHtml(html);
  let end = 0;
  for (const path of drawnPaths) {
    let node: HtmlNode | undefined = document;
    for (const index of path) node = node && 'childNodes' in node ? node.childNodes[index] : undefined;
    const location = node?.sourceCodeLocation;
    if (!node || !location) throw new Error(`first-screen: node ${path.join('.')} of the browser's page is not in the parsed HTML`);
    const arrived = 'startTag' in location && location.startTag ? location.startTag.endOffset : location.endOffset;
    end = Math.max(end, arrived);
  }
  return end;
}

/** Brotli bytes of `html` up to `end`, compressed as our hosts compress it. */
export function firstFlightBytes(html: string, end: number): number {
  return brotli(Buffer.from(html.slice(0, end))).length;
}

const ORIGIN = 'http://first-screen.test';

/**
 * The first screen of each page of `outDir` (`files`: paths under it, e.g. `about/index.html`), laid out
 * in Chromium (`executablePath`). Pages come straight from the files; scripts and stylesheets are kept
 * away, so the layout is the first paint's.
 */
export async function measureFirstScreens(outDir: string, files: string[], executablePath: string): Promise<FirstScreen[]> {
  const browser: Browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE_SCREEN.width, height: PHONE_SCREEN.height },
      deviceScaleFactor: PHONE_SCREEN.deviceScaleFactor,
      isMobile: PHONE_SCREEN.mobile,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    let opened = '';
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      // The page measured stays: a 204 cancels where a redirecting page (the /appointment/ alias) sends it.
      if (route.request().isNavigationRequest() && url.pathname !== opened) return route.fulfill({ status: 204 });
      if (url.origin !== ORIGIN || ['.js', '.css'].includes(extname(url.pathname))) return route.abort();
      const path = join(outDir, decodeURIComponent(url.pathname), url.pathname.endsWith('/') ? 'index.html' : '');
      return route.fulfill({ path }).catch(() => route.abort());
    });
    const page = await context.newPage();
    const screens: FirstScreen[] = [];
    for (const file of files) {
      opened = urlPathOf(file);
      await page.goto(`${ORIGIN}${opened}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate('document.fonts.ready');
      const drawn = (await page.evaluate(DRAWN_IN_FIRST_SCREEN)) as number[][];
      const html = readFileSync(join(outDir, file), 'utf8');
      const end = firstScreenEnd(html, drawn);
      screens.push({ file, end, firstFlight: firstFlightBytes(html, end), whole: brotli(Buffer.from(html)).length });
    }
    return screens;
  } finally {
    await browser.close();
  }
}
