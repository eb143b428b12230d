// Runs right after `next build` (npm "postbuild"): what the export needs before its previews and
// headers are computed.
//   - The English not-found page is exported as en/404/index.html; hosts that look for the nearest
//     404.html (Cloudflare Pages), and the nginx and Netlify rules of out/, serve en/404.html for an
//     unknown English address. It is moved there, so /en/404/ is not a page of its own.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { notFoundPaths } from '../lib/site-routes';

export function moveNotFoundPages(outDir: string): string[] {
  const moved: string[] = [];
  for (const path of Object.values(notFoundPaths)) {
    const target = join(outDir, path);
    const source = join(outDir, path.replace(/\.html$/, ''), 'index.html');
    if (existsSync(target)) continue;
    if (!existsSync(source)) throw new Error(`finish-export: ${source} is missing; is the not-found route still exported?`);
    renameSync(source, target);
    rmSync(join(outDir, path.replace(/\.html$/, '')), { recursive: true });
    moved.push(path);
  }
  return moved;
}

function main() {
  const outDir = resolve(process.argv[2] ?? 'out');
  const moved = moveNotFoundPages(outDir);
  console.log(`finish-export: ${moved.length ? moved.join(', ') : 'nothing to move'}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
