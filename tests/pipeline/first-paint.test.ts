import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import {
  inlineCriticalCss,
  inlineHeroImage,
  MAX_INLINE_SVG_BYTES,
  svgDataUrl,
  webFontUrls,
  withCriticalCss,
  withDisclosuresOpen,
  withFontFaces,
  withoutFontPreconnect,
  withWebFontSwitch,
} from '../../pipeline/first-paint';
import { WEB_FONT_ATTRIBUTE } from '../../lib/web-font';

const head = (links: string) => `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${links}<title>T</title></head>`;
const linkA = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';
const linkB = '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';
const page = `${head(linkA + linkB)}<body><main><h1 class="x">Bonjour</h1></main><script>self.__next_f=[]</script></body></html>`;

describe('withCriticalCss', () => {
  it('puts the CSS where the first stylesheet was and moves the links, unchanged and in order, to the end of <body>', () => {
    const html = withCriticalCss(page, '.x{color:red}');
    expect(html).toBe(
      `${head('<style>.x{color:red}</style>')}<body><main><h1 class="x">Bonjour</h1></main><script>self.__next_f=[]</script>${linkA}${linkB}</body></html>`,
    );
  });

  it('leaves a page without stylesheets alone', () => {
    const bare = `${head('')}<body></body></html>`;
    expect(withCriticalCss(bare, '.x{}')).toBe(bare);
  });
});

describe('withFontFaces', () => {
  it('adds the stylesheets’ @font-face rules, their URLs resolved from the stylesheet’s folder', () => {
    const out = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(out, '_next/static/chunks/a.css'), '@font-face{font-family:f;src:url(../media/f.woff2)format("woff2")}.x{color:red}');
    writeFileSync(join(out, '_next/static/chunks/b.css'), '@font-face{font-family:g;src:local(Arial)}');
    const html = withFontFaces(withCriticalCss(page, '.x{color:red}'), out);
    expect(html).toContain(
      '<style>@font-face{font-family:f;src:url(/_next/static/media/f.woff2)format("woff2")}@font-face{font-family:g;src:local(Arial)}.x{color:red}</style>',
    );
  });
});

describe('a <details> the visitor opens before the stylesheets', () => {
  it('is read open: only the attribute is added, every other byte kept', () => {
    const html = '<body><details class="d"><summary>Menu</summary></details><details open=""><summary>Q</summary></details></body>';
    expect(withDisclosuresOpen(html)).toBe('<body><details open class="d"><summary>Menu</summary></details><details open=""><summary>Q</summary></details></body>');
  });

  it('has its `[open]` rules in the inline CSS, and only for what the page holds', async () => {
    const out = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(out, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(out, '_next/static/chunks/a.css'), '.m{display:none}.d[open]+.m{display:block}.other[open]{color:red}.x{color:red}');
    const body = '<body><nav><details class="d"><summary>Menu</summary></details><div class="m">liens</div></nav><h1 class="x">B</h1><script>self.__next_f=[]</script></body></html>';
    writeFileSync(join(out, 'index.html'), `${head(linkA)}${body}`);
    await inlineCriticalCss(out);
    const written = readFileSync(join(out, 'index.html'), 'utf8');
    const inline = written.slice(written.indexOf('<style>'), written.indexOf('</style>'));
    expect(inline).toContain('.d[open]+.m{display:block}');
    expect(inline).not.toContain('.other');
    // The page itself is not opened.
    expect(written).toContain('<details class="d">');
  });
});

describe('the web font switch', () => {
  const styled = '<html><head><style>@font-face{font-family:f;src:url(/m/f-400.woff2)format("woff2")}@font-face{font-family:f;src:url(/m/f-700.woff2)}@font-face{font-family:g;src:local(Arial)}</style></head><body></body></html>';

  /** Runs the page's head script in a stand-in document; returns what it did to <html> and <head>. */
  function runSwitch(html: string, controller: object | null | 'no worker') {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const attributes = new Map<string, string>();
    const appended: Record<string, string>[] = [];
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      head: { appendChild: (link: Record<string, string>) => appended.push(link) },
      createElement: () => ({}),
    };
    const navigator = controller === 'no worker' ? {} : { serviceWorker: { controller } };
    runInNewContext(script, { document, navigator });
    return { attributes, appended };
  }

  it('finds the woff2 files the inline @font-face rules name, once each', () => {
    expect(webFontUrls(styled)).toEqual(['/m/f-400.woff2', '/m/f-700.woff2']);
    expect(webFontUrls('<style>.x{color:red}</style>')).toEqual([]);
  });

  it('on a page the service worker serves, turns the font on and preloads each file', () => {
    const html = withWebFontSwitch(styled, webFontUrls(styled));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<style>'));
    const { attributes, appended } = runSwitch(html, {});
    expect(attributes.has(WEB_FONT_ATTRIBUTE)).toBe(true);
    expect(appended.map((link) => [link.rel, link.as, link.type, link.crossOrigin, link.href])).toEqual([
      ['preload', 'font', 'font/woff2', '', '/m/f-400.woff2'],
      ['preload', 'font', 'font/woff2', '', '/m/f-700.woff2'],
    ]);
  });

  it('on a first visit (no worker in control, or none at all), leaves the page in the fallback and fetches nothing', () => {
    const html = withWebFontSwitch(styled, webFontUrls(styled));
    for (const first of [runSwitch(html, null), runSwitch(html, 'no worker')]) {
      expect(first.attributes.size).toBe(0);
      expect(first.appended).toEqual([]);
    }
  });

  it('drops the connection next/font warms for the font, and no other', () => {
    const head = '<head><link rel="preconnect" href="/" crossorigin=""/><link rel="preconnect" href="https://api.emailjs.com"/></head>';
    expect(withoutFontPreconnect(head)).toBe('<head><link rel="preconnect" href="https://api.emailjs.com"/></head>');
  });

  it('leaves a page with no web font alone', () => {
    expect(withWebFontSwitch('<style>.x{}</style>', [])).toBe('<style>.x{}</style>');
  });
});

describe('the hero picture', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <rect width="10" height="10" fill="#0b6e6d"/>\n</svg>';
  const hero = (src: string) =>
    `${head(`<link rel="preload" href="${src}" as="image" fetchPriority="high"/>`)}<body><img src="${src}" alt="Une soignante" width="10" height="10" loading="eager" fetchPriority="high"/><img src="/images/other.svg" alt="" loading="lazy"/></body></html>`;

  it('is percent-encoded into a data: URL that decodes back to the same picture', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[<>"#\s]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/>\s+</g, '><'));
  });

  it('is written into the page, its preload dropped, the other pictures left as files', () => {
    const out = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(out, 'images'));
    writeFileSync(join(out, 'images', 'hero.svg'), svg);
    const { html, inlined } = inlineHeroImage(hero('/images/hero.svg'), out);
    expect(inlined).toBe('/images/hero.svg');
    expect(html).toContain(`<img src="${svgDataUrl(svg)}" alt="Une soignante"`);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<img src="/images/other.svg"');
    // React writes the preload's attributes in another order on some pages.
    const reordered = hero('/images/hero.svg').replace('<link rel="preload" href="/images/hero.svg" as="image"', '<link rel="preload" as="image" href="/images/hero.svg"');
    expect(inlineHeroImage(reordered, out).html).not.toContain('rel="preload"');
  });

  it('stays a file when it is too large or not an SVG', () => {
    const out = mkdtempSync(join(tmpdir(), 'first-paint-'));
    mkdirSync(join(out, 'images'));
    writeFileSync(join(out, 'images', 'big.svg'), `<svg>${'x'.repeat(MAX_INLINE_SVG_BYTES)}</svg>`);
    writeFileSync(join(out, 'images', 'photo.webp'), 'webp');
    for (const src of ['/images/big.svg', '/images/photo.webp']) {
      const page = hero(src);
      expect(inlineHeroImage(page, out)).toEqual({ html: page });
    }
  });
});
