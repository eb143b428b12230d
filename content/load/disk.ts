import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { diskImageFacts } from './images';
import type { ContentSource } from './source';

/** content/ on disk, and public/ for the artwork: what the build reads. */
export function diskSource(dir: string, publicDir: string): ContentSource {
  const roots = { publicDir, mediaDir: join(dir, 'media') };
  return {
    read(file) {
      const path = join(dir, file);
      return existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : undefined;
    },
    list(folder) {
      const path = join(dir, folder);
      return existsSync(path) ? readdirSync(path) : undefined;
    },
    image: (path) => diskImageFacts(path, roots),
  };
}
