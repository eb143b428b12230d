// The first step of the postbuild pipeline (pipeline/postbuild.ts): what the export needs before its
// critical CSS, previews and headers are computed. Two kinds of pages are exported as folders but
// served as files:
//   - The English not-found page, exported as en/404/index.html: hosts that look for the nearest
//     404.html (Cloudflare Pages), nginx and Netlify (docs/deploying.md, netlify.toml) serve en/404.html for an
//     unknown English address.
//   - The offline pages (offline/, en/offline/): the service worker shows them, without a connection,
//     in place of a page never opened. They become offline.html and en/offline.html without a single
//     script: the framework's scripts may not be on the device, and the page needs none.
// Either way the folder goes, so /en/404/ and /offline/ are not pages of their own.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../lib/i18n';
import { offlinePagePath } from '../lib/routes';
import { notFoundPaths } from '../site/site-routes';
import { withoutScripts } from './lib/html';

/** Turns the folder page of `path` (/x.html ← /x/index.html) into that file, transformed on the way. */
function folderPageToFile(outDir: string, path: string, transform: (html: string) => string = (html) => html): boolean {
  const target = join(outDir, path);
  const folder = join(outDir, path.replace(/\.html$/, ''));
  const source = join(folder, 'index.html');
  if (!existsSync(source)) {
    if (existsSync(target)) return false;
    throw new Error(`finish-export: ${source} is missing; is its route still exported?`);
  }
  writeFileSync(target, transform(readFileSync(source, 'utf8')));
  rmSync(folder, { recursive: true });
  return true;
}

export function finishExport(outDir: string): string[] {
  const pages: { path: string; transform?: (html: string) => string }[] = [
    ...Object.values(notFoundPaths).map((path) => ({ path })),
    ...locales.map((locale) => ({ path: offlinePagePath(locale), transform: withoutScripts })),
  ];
  return pages.filter(({ path, transform }) => folderPageToFile(outDir, path, transform)).map(({ path }) => path);
}

/** Pipeline step: the not-found and offline pages, exported as folders, become the files hosts serve. */
export function turnFolderPagesIntoFiles(outDir: string) {
  const moved = finishExport(outDir);
  console.log(`finish-export: ${moved.length ? moved.join(', ') : 'nothing to move'}`);
}
