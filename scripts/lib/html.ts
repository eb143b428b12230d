// Small, dependency-free readers for the HTML that `next build` exports to out/.
// React writes regular markup (double-quoted attributes, `<>&"'` escaped inside them),
// so a tokenizer aware of quotes, comments and raw-text elements is enough here.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { decodeEntities } from '../../lib/html-text';
import { ADMIN_PATH } from '../../lib/routes';

export interface Tag {
  /** Lower-cased element name. */
  name: string;
  /** Lower-cased attribute names → decoded values ('' for boolean attributes). */
  attributes: Map<string, string>;
  /** Raw content of <script> and <style>; '' for other elements. */
  text: string;
}

/**
 * Every page of the site under `dir`: its .html files, as paths relative to it with forward slashes,
 * sorted. The editor's page (/admin/) is not a page of the site: it has its own policy and budget.
 */
export function listHtmlFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (folder !== dir || `/${entry.name}/` !== ADMIN_PATH) walk(path);
      } else if (entry.name.endsWith('.html')) files.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/** The URL path a static host serves a file at: `about/index.html` → `/about/`, `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** `href="/a" async` → Map { href → '/a', async → '' } (names lower-cased, values decoded). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (attributes.has(name)) continue;
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

const TOKEN =
  /<!--[\s\S]*?-->|<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>|<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/**
 * The start tags of a document in order, as { name, attributes, text }: `text` is the raw content
 * of <script> and <style> (never entity-decoded, exactly what a CSP hash covers), '' otherwise.
 * Comments and the content of raw-text elements are skipped, so markup inside them is not a tag.
 */
export function parseTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(TOKEN)) {
    if (match[0].startsWith('<!--')) continue;
    if (match[1]) {
      tags.push({ name: match[1].toLowerCase(), attributes: parseAttributes(match[2] ?? ''), text: match[3] ?? '' });
    } else {
      const source = (match[5] ?? '').replace(/\/\s*$/, '');
      tags.push({ name: (match[4] ?? '').toLowerCase(), attributes: parseAttributes(source), text: '' });
    }
  }
  return tags;
}

const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** Inline scripts the browser executes (JSON-LD and other data blocks are not executed, so not listed). */
export function inlineScripts(tags: Tag[]): string[] {
  return tags
    .filter((tag) => tag.name === 'script' && !tag.attributes.has('src'))
    .filter((tag) => JS_TYPES.has((tag.attributes.get('type') ?? '').trim().toLowerCase()))
    .map((tag) => tag.text);
}

/** Contents of inline <style> elements. */
export function inlineStyles(tags: Tag[]): string[] {
  return tags.filter((tag) => tag.name === 'style').map((tag) => tag.text);
}

/** Values of style="" attributes (decoded, as the browser hashes them). */
export function styleAttributes(tags: Tag[]): string[] {
  return tags.filter((tag) => tag.attributes.has('style')).map((tag) => tag.attributes.get('style') ?? '');
}

const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * The page without a script to run: <script> elements but data blocks (JSON-LD), and the <link>s that
 * fetch scripts ahead (preload as=script, modulepreload). What is left is plain HTML and CSS, whole
 * without the framework.
 */
export function withoutScripts(html: string): string {
  const isData = (attributes: string) => (parseAttributes(attributes).get('type') ?? '').toLowerCase() === 'application/ld+json';
  return html.replace(SCRIPT_ELEMENT, (script, attributes: string) => (isData(attributes) ? script : '')).replace(SCRIPT_LINK, (link) => {
    const attributes = parseAttributes(link.slice('<link'.length, -1).replace(/\/\s*$/, ''));
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    return rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as') === 'script') ? '' : link;
  });
}
