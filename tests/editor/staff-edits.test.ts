import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStaffEdits, type StaffEdits } from './staff-edits';
import { copyContent, projectDir, type ContentCopy } from '../content/content-fixture';

/*
 * `npm test` stays green whatever staff publish: on a copy of content/ with the edits the editor
 * allows (tests/editor/staff-edits.ts: a price, an hour, a phone, a seventh service, a sixth article,
 * an unpublished article, a removed testimonial), the unit tests that read the content run again,
 * with the site's modules loading that copy (CONTENT_DIR). One that fails there pinned today's
 * content instead of checking a rule. The browsers' tests get the same edits from
 * scripts/staff-edits.ts, on a clone.
 */

/**
 * An import that loads the content: a typed view of content/ (content/site.ts…) or the loader, the
 * pages' data (site/, app/, components/), or a copy of content/ (tests/content/content-fixture.ts). The
 * loader's parts (content/load/markdown…), its schemas and copy/ alone read no content.
 */
const READS_CONTENT = /^import [^;]*from '(?:@\/|(?:\.\.\/)+)(?:(?:site|app|components)\/|content\/(?!load\/|schema\/|types')|content\/load')|^import [^;]*from '(?:\.\/|(?:\.\.\/)+)(?:content\/)?content-(?:fixture|modules)'/m;

/** The unit tests that read the content. */
function contentReadingTests(): string[] {
  const dir = join(projectDir, 'tests');
  // In tests/ or a folder of a feature (tests/request/…); export/, spec/ and deploy/ read out/ or the spec, not content.
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.endsWith('staff-edits.test.ts') && !/^(export|spec|deploy)\//.test(name))
    .filter((name) => READS_CONTENT.test(readFileSync(join(dir, name), 'utf8')))
    .map((name) => relative(projectDir, join(dir, name)));
}

let copy: ContentCopy;
let edits: StaffEdits;

beforeAll(async () => {
  copy = copyContent();
  edits = await applyStaffEdits(copy.dir);
});
afterAll(() => copy?.remove());

describe('what staff may publish through the editor', () => {
  it('loads with no error, every edit in place', () => {
    const { content, errors } = copy.load();
    expect(errors).toEqual([]);
    const service = content?.services.find((candidate) => candidate.id === edits.price.service);
    expect(service?.prices[0]?.min).toBe(edits.price.min);
    expect(content?.centre.hours.centre.some((row) => 'opens' in row && row.opens === edits.opens)).toBe(true);
    expect(content?.centre.phones.emergency.e164).toBe(edits.emergencyNumber.replace(/ /g, ''));
    expect(content?.services.at(-1)).toMatchObject({ id: edits.newService.id, slug: edits.newService.slug });
    for (const locale of ['fr', 'en'] as const) {
      // The newest article first; the unpublished one nowhere.
      expect(content?.articles[locale][0]).toMatchObject({ id: edits.newArticle.id, date: edits.newArticle.date });
      expect(content?.articles[locale].map((article) => article.id)).not.toContain(edits.unpublished.id);
    }
    expect(content?.testimonials.map((testimonial) => testimonial.author)).not.toContain(edits.removedTestimonial);
  });

  it('keeps every unit test that reads the content green', async () => {
    const files = contentReadingTests();
    expect(files.length).toBeGreaterThan(10);
    // Not spawnSync: the worker must keep answering vitest while the inner run goes on.
    const run = await promisify(execFile)(process.execPath, [join(projectDir, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=dot', ...files], {
      cwd: projectDir,
      env: { ...process.env, CONTENT_DIR: copy.dir },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => ({ failed: false, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({ failed: true, output: `${error.stdout ?? ''}\n${error.stderr ?? ''}` }),
    );
    expect(run.failed, run.output.slice(-8000)).toBe(false);
  }, 600_000);
});
