// The benchmark's yardstick for the first paint: the same export with every script taken out (the
// <script> elements but JSON-LD, which never runs, and the script preloads). What is left is the
// page's own content and CSS, the limit no work on the scripts can beat; the pages carry their own
// headers again (hashes of what is left), so they are served exactly as the real ones.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeHeaders } from '../../pipeline/headers';
import { listHtmlFiles, withoutScripts } from '../../pipeline/lib/html';

/** A copy of `outDir` without scripts, in a new temporary folder (the caller removes it); returns its path. */
export function scriptlessExport(outDir: string): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'scriptless-')), 'out');
  cpSync(outDir, copy, { recursive: true });
  for (const file of listHtmlFiles(copy)) {
    const path = join(copy, file);
    writeFileSync(path, withoutScripts(readFileSync(path, 'utf8')));
  }
  writeHeaders(copy);
  return copy;
}
