import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * `npm test` stays green whatever staff publish: vitest.config.ts's project « staff-edits » runs the
 * unit tests that read the content again, with the site's modules loading a copy of content/ where
 * the edits the editor allows were made (tests/editor/staff-edits.ts; the copy is made by
 * staff-edits-setup.ts, and CONTENT_DIR names it). One that fails there pinned today's content
 * instead of checking a rule. The browsers' tests get the same edits from scripts/staff-edits.ts, on a clone.
 */

/**
 * An import that loads the content: a typed view of content/ (content/site.ts…) or the loader, the
 * pages' data (site/, app/, components/), or a copy of content/ (tests/content/content-fixture.ts). The
 * loader's parts (content/load/markdown…), its schemas and copy/ alone read no content.
 */
const READS_CONTENT = /^import [^;]*from '(?:@\/|(?:\.\.\/)+)(?:(?:site|app|components)\/|content\/(?!load\/|schema\/|types')|content\/load')|^import [^;]*from '(?:\.\/|(?:\.\.\/)+)(?:content\/)?content-(?:fixture|modules)'/m;

/** This project's own check of the edited copy, which only the staff-edits project runs. */
export const STAFF_EDITS_TEST = 'tests/editor/staff-edits.test.ts';

/** The unit tests that read the content, as paths from the project's folder. */
export function contentReadingTests(projectDir: string): string[] {
  const dir = join(projectDir, 'tests');
  // In tests/ or a folder of a feature (tests/request/…); export/, spec/ and deploy/ read out/ or the spec, not content.
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !/^(export|spec|deploy)\//.test(name))
    .map((name) => relative(projectDir, join(dir, name)))
    .filter((path) => path !== STAFF_EDITS_TEST && READS_CONTENT.test(readFileSync(join(projectDir, path), 'utf8')));
}
