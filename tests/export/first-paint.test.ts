/*
 * What lets a page paint from its HTML alone: its styles in one <style> of its <head>, with the
 * fonts' @font-face rules, no stylesheet left to wait for in the <head>, and its first-screen
 * artwork in the HTML. Each <style> is allowed by its hash in the page's policy. No script runs before
 * the first paint, and the first screen comes within the first flight.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_BUDGET_KB, measureFirstScreens } from '../../bench/lib/first-screen';
import { listHtmlFiles, urlPathOf } from '../../pipeline/lib/html';
import { attributeOf, elementsOf, parseHtml, rangeOf, type HtmlElement } from '../../pipeline/lib/html-source';
import { parseHeadersFile, headersForPath } from '../../harness/headers-file';
import { DATA_HEAVY_KINDS, PAINT_RATIO, paintRatioTarget, reactDataShare } from '../../bench/lib/paint-targets';
import { publicRoutes } from '../../site/site-routes';
import { outDir, requireOut } from './out-dir';

describe('the first paint, in the exported pages', () => {
  let pages: { file: string; html: string; head: string; body: string }[] = [];
  beforeAll(() => {
    requireOut();
    pages = listHtmlFiles(outDir).map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const end = html.indexOf('</head>');
      return { file, html, head: html.slice(0, end), body: html.slice(end) };
    });
  });

  it('puts the styles in one <style> of the <head>, with the fonts, and no stylesheet there', () => {
    for (const { file, head, body } of pages) {
      const styles = head.match(/<style>[\s\S]*?<\/style>/g) ?? [];
      expect(styles, file).toHaveLength(1);
      expect(styles[0], file).toMatch(/@font-face\{font-family:atkinson;src:url\(\/_next\/static\/media\//);
      expect(styles[0], file).toContain('Atkinson Fallback');
      expect(head, file).not.toMatch(/<link rel="stylesheet"/);
      expect(body.match(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/g)?.length ?? 0, file).toBeGreaterThan(0);
      expect(body, file).not.toMatch(/<style/);
    }
  });

  it('allows each <style> by its hash in the page’s policy, never with unsafe-inline', () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
    for (const { file, head } of pages) {
      const css = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      const policy = headersForPath(rules, urlPathOf(file))['Content-Security-Policy'] ?? '';
      const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(styleSrc.split(' '), file).toContain(hash);
      expect(styleSrc, file).not.toContain('unsafe-inline');
    }
  });

  it('writes the first-screen artwork of the pages that have one into the HTML', () => {
    const withHero = pages.filter(({ html }) => /<img[^>]*fetchPriority="high"/.test(html));
    expect(withHero.length).toBeGreaterThan(20);
    for (const { file, html } of withHero) {
      const hero = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)![0];
      // A photo staff uploaded keeps its responsive files (srcSet): only the site's SVG artwork is inlined.
      if (/\ssrcSet="/i.test(hero)) {
        expect(hero, file).toMatch(/src="\/media\/[^"]+\.jpg"/);
        continue;
      }
      expect(hero, file).toMatch(/src="data:image\/svg\+xml,/);
      expect(html, file).not.toMatch(/<link rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/);
    }
  });
});

/** The raw text of an inline script (what a CSP hash covers). */
const scriptText = (script: HtmlElement): string => {
  const text = script.childNodes[0];
  return text && 'value' in text ? text.value : '';
};

describe('the scripts, in the exported pages', () => {
  const pages = () =>
    listHtmlFiles(outDir).map((file) => {
      const html = readFileSync(join(outDir, file), 'utf8');
      const elements = [...elementsOf(parseHtml(html))];
      const bodyStart = rangeOf(elements.find((element) => element.tagName === 'body')!).start;
      return { file, html, elements, bodyStart };
    });
  beforeAll(() => requireOut());

  it('start only after the first paint: preloaded by the HTML, added by one script after the page’s data', () => {
    let withScripts = 0;
    for (const { file, elements, bodyStart } of pages()) {
      const scripts = elements.filter((element) => element.tagName === 'script');
      // Only the noModule polyfills modern browsers skip are left for the HTML itself to run.
      const external = scripts.filter((script) => attributeOf(script, 'src') !== undefined);
      expect(external.filter((script) => attributeOf(script, 'nomodule') === undefined).map((script) => attributeOf(script, 'src')), file).toEqual([]);
      const preloads = elements.filter((element) => element.tagName === 'link' && attributeOf(element, 'as') === 'script');
      const loaders = scripts.filter((script) => scriptText(script).startsWith('{const sources='));
      if (preloads.length === 0) {
        expect(loaders, file).toEqual([]);
        continue;
      }
      withScripts += 1;
      for (const link of preloads) {
        expect(rangeOf(link).start, `${file}: preloads are in <head>`).toBeLessThan(bodyStart);
        expect(attributeOf(link, 'fetchpriority'), file).toBe('low');
      }
      expect(loaders, file).toHaveLength(1);
      const loader = loaders[0]!;
      const sources = JSON.parse(/^\{const sources=(\[[^\]]*\])/.exec(scriptText(loader))![1]!) as string[];
      expect(new Set(sources), `${file}: the loader starts every preloaded script`).toEqual(new Set(preloads.map((link) => attributeOf(link, 'href'))));
      // After every script that runs (the page's data for React must be whole before React starts)...
      const running = scripts.filter((script) => attributeOf(script, 'type') !== 'application/ld+json' && attributeOf(script, 'src') === undefined);
      expect(running.at(-1), `${file}: the loader is the last script to run`).toBe(loader);
      // ...and before any stylesheet of <body>: an inline script after one waits until it has loaded.
      const sheets = elements.filter((element) => element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet');
      for (const sheet of sheets) expect(rangeOf(sheet).start, file).toBeGreaterThanOrEqual(rangeOf(loader).end);
    }
    expect(withScripts).toBeGreaterThan(40);
  });

  it(`bring each page's first screen within TCP's first flight: at most ${FIRST_FLIGHT_BUDGET_KB} KB brotli`, async () => {
    const screens = await measureFirstScreens(outDir, listHtmlFiles(outDir), process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
    const over = screens.filter((screen) => screen.firstFlight > FIRST_FLIGHT_BUDGET_KB * 1024);
    expect(over.map((screen) => `${screen.file}: ${(screen.firstFlight / 1024).toFixed(1)} KB`)).toEqual([]);
    // Every first screen shows its page's heading: a measure that found nothing drawn would pass for nothing.
    for (const screen of screens) expect(screen.end, screen.file).toBeGreaterThan(readFileSync(join(outDir, screen.file), 'utf8').indexOf('<h1'));
  }, 180_000);
});

describe('the first-paint ratio each page is held to (bench/lib/paint-targets.ts, the bench’s « ×no scripts »)', () => {
  beforeAll(() => requireOut());

  it(`allows ${PAINT_RATIO.dataHeavy}× only to the kinds whose data for React is about half their HTML; the others hold ${PAINT_RATIO.default}×`, () => {
    const htmlOf = (path: string) => readFileSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}index.html`), 'utf8');
    const heavy = publicRoutes.filter((route) => DATA_HEAVY_KINDS.has(route.kind));
    expect(new Set(heavy.map((route) => route.kind))).toEqual(DATA_HEAVY_KINDS);
    // The premise of the larger ratio: a page given it must carry that much data (else the allowance is stale).
    const below = heavy.map((route) => ({ route: route.path, share: reactDataShare(htmlOf(route.path)) })).filter(({ share }) => share < 0.4);
    expect(below).toEqual([]);
    expect(paintRatioTarget('blog')).toBe(PAINT_RATIO.default);
  });
});
