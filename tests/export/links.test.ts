import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../../lib/html-text';
import { listHtmlFiles, parseTags, urlPathOf, type Tag } from '../../pipeline/lib/html';
import { outDir, requireOut } from './out-dir';

interface Page {
  file: string;
  path: string;
  tags: Tag[];
}
interface Reference {
  page: string;
  attribute: string;
  url: string;
}

/** Every URL a page points at: links, sources, preloads, and the absolute URLs of its metadata. */
function references(page: Page): Reference[] {
  const refs: Reference[] = [];
  const add = (attribute: string, url: string | undefined) => {
    if (url !== undefined) refs.push({ page: page.path, attribute, url: url.trim() });
  };
  for (const tag of page.tags) {
    const attr = (name: string) => tag.attributes.get(name);
    if (tag.name === 'a' || tag.name === 'area' || tag.name === 'link') add(`${tag.name}[href]`, attr('href'));
    if (['img', 'script', 'source', 'iframe', 'video', 'audio'].includes(tag.name)) add(`${tag.name}[src]`, attr('src'));
    for (const name of ['srcset', 'imagesrcset']) {
      for (const candidate of (attr(name) ?? '').split(/,\s+/).filter(Boolean)) add(`${tag.name}[${name}]`, candidate.trim().split(/\s+/)[0]);
    }
    if (tag.name === 'form') add('form[action]', attr('action'));
    // An SVG <use> draws a symbol of another file (the icon sprite): the file and its id must exist.
    if (tag.name === 'use') add('use[href]', attr('href'));
    // Absolute URLs in metadata (canonical, Open Graph) must lead to pages of this site too.
    const property = attr('property') ?? attr('name') ?? '';
    if (tag.name === 'meta' && /^(og:url|og:image|twitter:image)$/.test(property)) add(`meta[${property}]`, attr('content'));
  }
  return refs;
}

/** What a #fragment can name in a file: an id, or an <a name>. */
function idsOf(tags: Tag[]): Set<string> {
  const ids = new Set<string>();
  for (const tag of tags) {
    const id = tag.attributes.get('id') ?? (tag.name === 'a' ? tag.attributes.get('name') : undefined);
    if (id) ids.add(id);
  }
  return ids;
}

describe('links and references in out/', () => {
  let pages: Page[] = [];
  let siteOrigin = '';
  const idsByFile = new Map<string, Set<string>>();

  beforeAll(() => {
    requireOut();
    pages = listHtmlFiles(outDir).map((file) => ({
      file,
      path: urlPathOf(file),
      tags: parseTags(readFileSync(join(outDir, file), 'utf8')),
    }));
    for (const page of pages) idsByFile.set(page.file, idsOf(page.tags));
    // The public origin, as the build wrote it into the home page's canonical link.
    const home = pages.find((page) => page.path === '/');
    const canonical = home?.tags.find((tag) => tag.name === 'link' && tag.attributes.get('rel') === 'canonical');
    siteOrigin = new URL(canonical?.attributes.get('href') ?? 'https://invalid.example').origin;
  });

  /** The ids of a page, or of an SVG file that <use> elements point into (read at its first use). */
  function idsIn(file: string): Set<string> {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = idsOf(parseTags(readFileSync(join(outDir, file), 'utf8')));
      idsByFile.set(file, ids);
    }
    return ids;
  }

  /** The file a site path is served from, or an explanation of why it is broken. */
  function resolveInternal(pathname: string): { file?: string; problem?: string } {
    const decoded = decodeURIComponent(pathname);
    const target = join(outDir, decoded);
    if (!target.startsWith(outDir)) return { problem: 'leaves the site' };
    if (decoded.endsWith('/')) {
      return existsSync(join(target, 'index.html'))
        ? { file: posix.join(decoded.slice(1), 'index.html') }
        : { problem: 'no such page' };
    }
    if (existsSync(target) && statSync(target).isFile()) return { file: decoded.slice(1) };
    if (existsSync(join(target, 'index.html'))) return { problem: `redirects: write ${decoded}/ (trailing slash)` };
    return { problem: 'no such file' };
  }

  it('finds 0 broken internal links, sources or anchors', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const ref of references(page)) {
        const { url } = ref;
        const where = `${ref.page} ${ref.attribute}="${url}"`;
        if (url === '' || url === '#') {
          broken.push(`${where}: empty link`);
          continue;
        }
        if (/^javascript:/i.test(url)) {
          broken.push(`${where}: javascript: URL`);
          continue;
        }
        const resolved = new URL(url, `${siteOrigin}${page.path}`);
        if (resolved.origin !== siteOrigin) continue; // external (checked below) or mailto:, tel:, data:
        checked += 1;
        // A same-page anchor on the 404 page is served at any path: resolve it on 404.html itself.
        const isSamePage = url.startsWith('#');
        const target = isSamePage ? { file: page.file } : resolveInternal(resolved.pathname);
        if (!target.file) {
          broken.push(`${where}: ${target.problem}`);
          continue;
        }
        const fragment = decodeURIComponent(resolved.hash.slice(1));
        if (fragment && !/\.(html|svg)$/.test(target.file)) continue;
        if (fragment && !idsIn(target.file).has(fragment)) broken.push(`${where}: no id="${fragment}" on ${target.file}`);
      }
    }
    expect(checked).toBeGreaterThan(pages.length * 10);
    expect(broken).toEqual([]);
  });

  it('gives every external link rel="noopener noreferrer", and uses https', () => {
    const unsafe: string[] = [];
    for (const page of pages) {
      for (const tag of page.tags.filter((t) => (t.name === 'a' || t.name === 'area') && t.attributes.has('href'))) {
        const href = tag.attributes.get('href')!;
        if (!/^https?:/i.test(href)) continue;
        const url = new URL(href);
        if (url.origin === siteOrigin) continue;
        const rel = (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) unsafe.push(`${page.path} ${href}: rel="${rel.join(' ')}"`);
        if (url.protocol !== 'https:') unsafe.push(`${page.path} ${href}: not https`);
      }
    }
    expect(unsafe).toEqual([]);
  });

  // Replaces html-validate's tel-non-breaking, which also flags the words around the number.
  it('never lets a phone number in a tel: link wrap across two lines', () => {
    const breakable: string[] = [];
    let numbers = 0;
    for (const page of pages) {
      const html = readFileSync(join(outDir, page.file), 'utf8');
      for (const link of html.matchAll(/<a\b[^>]*href="tel:[^"]*"[^>]*>([\s\S]*?)<\/a>/g)) {
        const text = decodeEntities(link[1]!.replace(/<[^>]*>/g, ''));
        for (const number of text.match(/\+?\d[\d\s.\u00A0-]{5,}\d/g) ?? []) {
          numbers += 1;
          if (/[ \t\n]/.test(number)) breakable.push(`${page.path}: « ${number} »`);
        }
      }
    }
    expect(numbers).toBeGreaterThan(0);
    expect(breakable).toEqual([]);
  });

  it('sends forms nowhere but to this site (CSP form-action \'self\'; mailto: and wa.me are links)', () => {
    const forms = pages.flatMap((page) =>
      page.tags
        .filter((tag) => tag.name === 'form' && tag.attributes.has('action'))
        .map((tag) => ({ page: page.path, action: tag.attributes.get('action')! })),
    );
    const elsewhere = forms.filter(({ page, action }) => new URL(action, `${siteOrigin}${page}`).origin !== siteOrigin);
    expect(elsewhere).toEqual([]);
  });
});
