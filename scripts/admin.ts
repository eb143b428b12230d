// A step of the postbuild pipeline (scripts/postbuild.ts): completes the editor at /admin/. `next build`
// has copied public/admin/ (the page, its config.yml, its stylesheet); this adds Decap CMS itself, copied
// from node_modules/decap-cms/dist, so the editor loads nothing from another site: its bundle, the chunks
// it loads on demand from the same folder (code highlighting, the WebP encoder) and their licences.
// It checks that the config is readable, and prints what opening /admin/ downloads.
import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN_PATH } from '../lib/routes';
import { readDecapConfig } from './lib/admin-policy';
import { KB } from './lib/page-weight';

const require = createRequire(import.meta.url);

/** node_modules/decap-cms/dist */
export function decapDist(): string {
  return join(dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The bundle, the chunks it loads from its own folder, and their licence notes (not the source maps, not the `cms.js` twin). */
export function decapFiles(dist = decapDist()): string[] {
  return readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name))
    .sort();
}

/** The files a first visit to /admin/ downloads, in the export: the page, the editor, its config and styles. */
export const ADMIN_FIRST_LOAD = ['index.html', 'decap-cms.js', 'config.yml', 'admin.css'];

export function adminDir(outDir: string): string {
  return join(outDir, ADMIN_PATH.slice(1));
}

export function copyDecap(outDir: string): string[] {
  const target = adminDir(outDir);
  if (!existsSync(join(target, 'index.html'))) throw new Error(`admin: ${target}index.html is missing: is public/admin/ still there?`);
  const dist = decapDist();
  const files = decapFiles(dist);
  for (const name of files) copyFileSync(join(dist, name), join(target, name));
  return files;
}

/** Pipeline step: Decap CMS copied into out/admin/, and what a first visit to the editor downloads. */
export function addEditor(outDir: string) {
  const files = copyDecap(outDir);
  const config = readDecapConfig(join(adminDir(outDir), 'config.yml'));
  const bytes = ADMIN_FIRST_LOAD.map((name) => readFileSync(join(adminDir(outDir), name)));
  const raw = bytes.reduce((sum, data) => sum + data.length, 0) / KB;
  const gzip = bytes.reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0) / KB;
  console.log(
    `admin: Decap CMS (${files.length} files) copied to ${ADMIN_PATH}; backend ${config.backend.name}; ` +
      `a first visit downloads ${raw.toFixed(0)} KB, ${gzip.toFixed(0)} KB gzip`,
  );
}
