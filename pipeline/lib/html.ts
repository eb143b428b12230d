// The pages `next build` exports to out/, and what the build steps, the budgets and the tests read in
// them, through the HTML parser of ./html-source (parse5).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ADMIN_PATH } from '../../lib/routes';
import { applyEdits, attributeOf, elementsOf, hasRel, parseHtml, removal, textOf } from './html-source';

export interface Tag {
  /** Lower-cased element name. */
  name: string;
  /** Lower-cased attribute names → decoded values ('' for boolean attributes). */
  attributes: Map<string, string>;
  /** Content of <script> and <style> as written (never entity-decoded); '' for other elements. */
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

/** Runs `edit` on every page of `outDir` and writes back the pages it changed; returns their paths. */
export function editPages(outDir: string, edit: (html: string, file: string) => string): string[] {
  return listHtmlFiles(outDir).filter((file) => {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    const edited = edit(html, file);
    if (edited !== html) writeFileSync(path, edited);
    return edited !== html;
  });
}

/** The URL path a static host serves a file at: `about/index.html` → `/about/`, `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * The elements of a document in order, as { name, attributes, text }: `text` is the content of <script>
 * and <style> as written, exactly what a CSP hash covers. Read as a browser without JavaScript reads
 * it, so the markup inside <noscript> counts too; comments hold no elements, and the <html>, <head>
 * or <body> the parser implies where the source has no tag are not listed.
 */
export function parseTags(html: string): Tag[] {
  const written = [...elementsOf(parseHtml(html, { scripting: false }))].filter((element) => element.sourceCodeLocation);
  return written.map((element) => ({
    // parse5 keeps SVG's camelCase (clipPath, viewBox) and splits xlink:href; a Tag's names are whole and lower-cased.
    name: element.tagName.toLowerCase(),
    attributes: new Map(element.attrs.map(({ name, prefix, value }) => [(prefix ? `${prefix}:${name}` : name).toLowerCase(), value])),
    text: element.tagName === 'script' || element.tagName === 'style' ? textOf(element) : '',
  }));
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

/**
 * The page without a script to run: <script> elements but data blocks (JSON-LD), and the <link>s that
 * fetch scripts ahead (preload as=script, modulepreload). What is left is plain HTML and CSS, whole
 * without the framework.
 */
export function withoutScripts(html: string): string {
  const scriptless = [...elementsOf(parseHtml(html, { scripting: false }))].filter((element) => {
    if (element.tagName === 'script') return (attributeOf(element, 'type') ?? '').toLowerCase() !== 'application/ld+json';
    if (element.tagName !== 'link') return false;
    return hasRel(element, 'modulepreload') || (hasRel(element, 'preload') && attributeOf(element, 'as') === 'script');
  });
  return applyEdits(html, scriptless.map(removal));
}
