// A step of the postbuild pipeline (pipeline/postbuild.ts), after the headers (which write the editor
// page's policy): the editor kept on the phones of staff. It names each file the editor's page loads by
// the hash of its content (/admin/decap-cms.js?v=3f2a…), so a Decap upgrade or a change of ours is a new
// address; then bundles the editor's own service worker (editor/offline/worker.ts) into out/admin/sw.js,
// with every file of out/admin/ and its hash, and the files a first visit loads (kept at install).
// The public worker (out/sw.js, pipeline/service-worker.ts) keeps nothing of this.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ADMIN_WORKER_URL, HASH_LENGTH, VERSION_PARAM, versionedUrl, type EditorManifest } from '../editor/offline/files';
import { ADMIN_PATH } from '../lib/routes';
import { adminDir, adminFirstLoad } from './admin';
import { applyEdits, attributeOf, attributeRangeOf, elementsOf, hasRel, parseHtml, quotedAttribute, type HtmlEdit } from './lib/html-source';
import { KB } from './lib/page-weight';

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

/** What the worker never keeps: itself, source maps, licence notes. */
const NOT_KEPT = /(^sw\.js|\.map|\.LICENSE\.txt)$/;

export const fileHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, HASH_LENGTH);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((inner) => `${name}/${inner}`) : [name];
  });
}

/** Every file of out/admin/ the worker may keep, by its path on the site, with its content hash. */
export function editorManifest(outDir: string): EditorManifest {
  const dir = adminDir(outDir);
  const files = filesUnder(dir).filter((name) => !NOT_KEPT.test(name)).sort();
  return Object.fromEntries(files.map((name) => [`${ADMIN_PATH}${name}`, fileHash(readFileSync(join(dir, name)))]));
}

/**
 * The editor's page with each of its own scripts and stylesheets named by its content hash (edited
 * through the HTML parser). config.yml keeps its address: Decap fetches it at start, from the network
 * first (the worker keeps a copy for offline).
 */
export function versionEditorPage(html: string, hashOf: (path: string) => string | undefined): string {
  const edits: HtmlEdit[] = [];
  for (const element of elementsOf(parseHtml(html))) {
    const name = element.tagName === 'script' ? 'src' : element.tagName === 'link' && hasRel(element, 'stylesheet') ? 'href' : undefined;
    // An address versioned by an earlier run is versioned again: the step may run alone after the editor changed.
    const path = name ? attributeOf(element, name)?.replace(new RegExp(`\\?${VERSION_PARAM}=[0-9a-f]*$`), '') : undefined;
    if (!name || !path?.startsWith(ADMIN_PATH) || path.includes('?')) continue;
    const hash = hashOf(path);
    if (!hash) throw new Error(`admin worker: ${path}, named by the editor's page, is not in out${ADMIN_PATH}`);
    edits.push({ ...attributeRangeOf(element, name), text: `${name}="${quotedAttribute(versionedUrl(path, hash))}"` });
  }
  return applyEdits(html, edits);
}

/** The addresses the worker keeps at install: a first visit's files, by the addresses the page uses. */
export function editorPrecache(outDir: string, manifest: EditorManifest): string[] {
  const page = readFileSync(join(adminDir(outDir), 'index.html'), 'utf8');
  const named = new Set<string>();
  for (const element of elementsOf(parseHtml(page))) {
    const address = attributeOf(element, element.tagName === 'script' ? 'src' : 'href');
    if (address?.startsWith(ADMIN_PATH)) named.add(address);
  }
  const addresses = adminFirstLoad(outDir).map((name) => {
    const path = `${ADMIN_PATH}${name}`;
    if (name === 'index.html') return ADMIN_PATH;
    return [...named].find((address) => address.split('?')[0] === path) ?? path;
  });
  for (const address of addresses) {
    const path = address === ADMIN_PATH ? `${ADMIN_PATH}index.html` : address.split('?')[0]!;
    if (!manifest[path]) throw new Error(`admin worker: ${address} is not in the manifest`);
  }
  return addresses;
}

/** Pipeline step: the editor's page versioned, and out/admin/sw.js. */
export async function writeAdminWorker(outDir: string) {
  const dir = adminDir(outDir);
  const pagePath = join(dir, 'index.html');
  const before = editorManifest(outDir);
  writeFileSync(pagePath, versionEditorPage(readFileSync(pagePath, 'utf8'), (path) => before[path]));
  // The page's own hash after its edit.
  const manifest = editorManifest(outDir);
  const precache = editorPrecache(outDir, manifest);
  const target = join(outDir, ADMIN_WORKER_URL.slice(1));
  await build({
    entryPoints: [join(PROJECT, 'editor', 'offline', 'worker.ts')],
    outfile: target,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { EDITOR_MANIFEST: JSON.stringify(JSON.stringify(manifest)), EDITOR_PRECACHE: JSON.stringify(JSON.stringify(precache)) },
    tsconfig: join(PROJECT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const workerKB = gzipSync(readFileSync(target), { level: 9 }).length / KB;
  console.log(
    `admin worker: ${ADMIN_WORKER_URL} ${workerKB.toFixed(1)} KB gzip, ${Object.keys(manifest).length} files known, ${precache.length} kept at install: ${precache.map((address) => relative(ADMIN_PATH, address.split('?')[0]!) || 'index.html').join(', ')}`,
  );
}
