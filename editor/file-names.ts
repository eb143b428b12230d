/*
 * The names of the editor's files in /admin/: the build writes them (pipeline/admin.ts,
 * pipeline/content-snapshot.ts, pipeline/admin-worker.ts) and the editor fetches them, so each name is
 * written here once. Names only: both sides join them to ADMIN_PATH (lib/routes.ts) or to out/admin/.
 */

/** Decap's config, generated from the content schemas (pipeline/lib/decap-config/). */
export const CONFIG_FILE = 'config.yml';
/** Decap CMS itself, copied from node_modules. */
export const DECAP_SCRIPT = 'decap-cms.js';
/** Our module and its styles (esbuild's entry « editor »). */
export const EDITOR_SCRIPT = 'editor.js';
export const EDITOR_STYLE = 'editor.css';
/** The preview pane and the site's styles in it (esbuild's entry « preview »), which editor.js loads by address. */
export const PREVIEW_SCRIPT_FILE = 'preview.js';
export const PREVIEW_STYLE_FILE = 'preview.css';
/** The editor's check (editor/check/run.ts: the build's loader), a module of its own that editor.js imports when first needed. */
export const CHECK_MODULE = 'editor-check.js';
/** The content the check reads: every text file of content/ and the facts of its images. */
export const CONTENT_SNAPSHOT = 'content.json';
/** Where esbuild writes the chunks editor.js shares or loads on demand, their names hashed by esbuild. */
export const EDITOR_CHUNKS = 'editor-chunks';
/** The editor's own service worker (editor/offline/worker.ts). */
export const ADMIN_WORKER_FILE = 'sw.js';
