import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntities } from '../../lib/html-text';
import { listHtmlFiles } from '../../pipeline/lib/html';
import { outDir, requireOut } from './out-dir';

// .htmlvalidate.mjs at the root: html-validate:recommended, and each exception with its reason.
describe('HTML validity (html-validate, recommended rules)', () => {
  let files: string[] = [];
  beforeAll(() => {
    requireOut();
    files = listHtmlFiles(outDir);
  });

  it('finds every exported page', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it('reports no error in any exported page', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(join(outDir, file));
      for (const result of report.results) {
        problems.push(...result.messages.map((m: Message) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
      }
    }
    expect(problems).toEqual([]);
  });

  // Replaces html-validate's long-title, which counts &#x27; as 6 characters (see .htmlvalidate.mjs).
  it('keeps every <title> within 70 characters, what search results show', () => {
    const long = files
      .map((file) => ({ file, title: decodeEntities(/<title>([^<]*)<\/title>/.exec(readFileSync(join(outDir, file), 'utf8'))?.[1] ?? '') }))
      .filter(({ title }) => title.length === 0 || title.length > 70)
      .map(({ file, title }) => `${file}: ${title.length} « ${title} »`);
    expect(long).toEqual([]);
  });
});
