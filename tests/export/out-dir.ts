import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The exported site. The export tests fail (never skip) when it is missing: run `npm run build`. */
export const outDir = join(__dirname, '..', '..', 'out');

export function requireOut() {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no exported site: run \`npm run build\` before \`npm run test:export\`.`);
  }
}
