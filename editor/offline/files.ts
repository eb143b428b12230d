import { ADMIN_PATH } from '@/lib/routes';
import { ADMIN_WORKER_FILE, EDITOR_CHUNKS } from '../file-names';

/*
 * What the editor's own service worker (worker.ts, served at /admin/sw.js, scope /admin/) keeps, and
 * how: shared by the worker and the build step that writes it (pipeline/admin-worker.ts). The editor's
 * page names its files with the hash of their content (/admin/decap-cms.js?v=3f2a…): a Decap upgrade
 * or a change of ours is a new address, so a kept file is never served for a newer one, whichever
 * version of the worker is running.
 */

export const ADMIN_WORKER_URL = `${ADMIN_PATH}${ADMIN_WORKER_FILE}`;
export const EDITOR_CACHE = 'admin-editor';
/** The query that carries a file's content hash in the page's addresses. */
export const VERSION_PARAM = 'v';
/** Hex digits of a file's SHA-256 kept in its address: 64 bits, no two versions of a file alike. */
export const HASH_LENGTH = 16;
/** Where esbuild writes the editor's chunks, their names hashed by esbuild. */
const NAMED_BY_HASH = `${ADMIN_PATH}${EDITOR_CHUNKS}/`;

/** Every file of the editor, by path (/admin/decap-cms.js), with its content hash: written into the worker at build. */
export type EditorManifest = Record<string, string>;

/**
 * How the worker answers a request:
 * - `versioned`: an address with its hash (?v=…): from the device once kept; kept only if its content has that hash;
 * - `named`: a chunk whose name esbuild hashed: from the device once kept;
 * - `network-first`: the page, config.yml (Decap reads it at start) and every other file of /admin/:
 *   from the network, the kept copy when there is none (offline);
 * - `none`: not the editor's (another site, a public page, a POST, the worker itself): the browser's own way.
 */
export type Strategy = 'versioned' | 'named' | 'network-first' | 'none';

export function strategyFor(url: URL, origin: string, method: string): Strategy {
  if (method !== 'GET' || url.origin !== origin || !url.pathname.startsWith(ADMIN_PATH) || url.pathname === ADMIN_WORKER_URL) return 'none';
  if (url.searchParams.has(VERSION_PARAM)) return 'versioned';
  if (url.pathname.startsWith(NAMED_BY_HASH)) return 'named';
  return 'network-first';
}

/** The address the page names a file by: its path and the hash of its content. */
export const versionedUrl = (path: string, hash: string) => `${path}?${VERSION_PARAM}=${hash}`;

/** The address a page is kept under: /admin/index.html and /admin/ are one page. */
export function cacheKeyOf(url: URL): string {
  return url.pathname === `${ADMIN_PATH}index.html` ? `${url.origin}${ADMIN_PATH}` : url.href;
}

/**
 * Whether a kept address belongs to no file of this version of the editor: a file gone, or another
 * version's hash. What the worker drops when it takes over (the page and config.yml stay: they are
 * replaced each time they are fetched).
 */
export function isOutdated(url: URL, manifest: EditorManifest): boolean {
  const path = url.pathname === ADMIN_PATH ? `${ADMIN_PATH}index.html` : url.pathname;
  const hash = manifest[path];
  if (hash === undefined) return true;
  const version = url.searchParams.get(VERSION_PARAM);
  return version !== null && version !== hash;
}

/** The first HASH_LENGTH hex digits of the SHA-256 of `data`: the same in the browser, the worker and Node. */
export async function contentHash(data: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as BufferSource);
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, HASH_LENGTH);
}
