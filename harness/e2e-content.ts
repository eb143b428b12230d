// The content the EmailJS-only export is built from (scripts/build-e2e.ts, CONTENT_DIR): the project's
// content/, with one closure staff entered, as the editor saves it, so a test meets a real closure through the
// whole site (issue 69: « 2 January, a closure in a test's content »). The other exports keep content/ as it is.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { doualaToday } from '../lib/douala-date';

/** The closure: the next 2 January in Yaoundé, today included (always within the form's year ahead). */
export function e2eClosure(today: string = doualaToday()): { date: string; reason: { fr: string; en: string } } {
  const year = Number(today.slice(0, 4));
  const date = `${today.slice(5) <= '01-02' ? year : year + 1}-01-02`;
  return { date, reason: { fr: 'inventaire', en: 'stocktaking' } };
}

/** A copy of `source` (content/) under the system's temporary folder, with e2eClosure() entered; its folder. */
export function e2eContentWithClosure(source: string, today: string = doualaToday()): string {
  const dir = join(tmpdir(), `e2e-content-${process.env.E2E_PORT ?? 'default'}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The data alone: the schemas and the loader stay the project's.
  cpSync(source, dir, { recursive: true, filter: (file) => !file.endsWith('.ts') && !/^(schema|load)(\/|$)/.test(relative(source, file)) });
  const centre = join(dir, 'settings', 'centre.yml');
  const document = parseDocument(readFileSync(centre, 'utf8'));
  const { date, reason } = e2eClosure(today);
  const entered: unknown[] = (document.toJS() as { closures?: unknown[] }).closures ?? [];
  document.set('closures', [...entered, { from: date, reason, emergencyLine: false }]);
  writeFileSync(centre, document.toString());
  return dir;
}
