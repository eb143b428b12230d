// A copy of content/ with as many articles as the centre may have written after years: the published
// ones of the site, then copies of them under new names and numbers, each related to the two published
// before it and dated a few days apart, in both languages. For the scale bench (bench/bench-content.ts)
// and its test.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The data files of content/ (not its loader and schemas), copied to a new temporary folder. */
export function copyContentData(contentDir: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-corpus-'));
  cpSync(contentDir, dir, {
    recursive: true,
    filter: (source) => !source.endsWith('.ts') && !source.startsWith(join(contentDir, 'schema')) && !source.startsWith(join(contentDir, 'load')),
  });
  return dir;
}

function setFrontMatter(markdown: string, field: string, value: string): string {
  const pattern = new RegExp(`^${field}:.*(\\n  - .*)*$`, 'm');
  if (!pattern.test(markdown)) throw new Error(`article-corpus: no « ${field} » in the front matter`);
  return markdown.replace(pattern, `${field}: ${value}`);
}

function isoDaysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const idOf = (markdown: string) => Number(/^id: (\d+)$/m.exec(markdown)?.[1]);

/** Adds articles to a content folder until it publishes `count` in both languages; returns how many it wrote. */
export function growArticles(dir: string, count: number): number {
  const frDir = join(dir, 'articles/fr');
  const enDir = join(dir, 'articles/en');
  const files = readdirSync(frDir).filter((file) => file.endsWith('.md')).sort();
  // The published articles with their translation: an unpublished one (draft) or one in French only would not count.
  const templates = files
    .filter((file) => existsSync(join(enDir, file)))
    .map((file) => ({ file, fr: readFileSync(join(frDir, file), 'utf8'), en: readFileSync(join(enDir, file), 'utf8') }))
    .filter(({ fr }) => !/^draft: true$/m.test(fr));
  const published = templates.map(({ fr }) => idOf(fr));
  let next = Math.max(...files.map((file) => idOf(readFileSync(join(frDir, file), 'utf8')))) + 1;
  let written = 0;
  for (let index = 0; templates.length + written < count; index += 1) {
    const template = templates[index % templates.length];
    if (!template) throw new Error('article-corpus: content/articles/fr/ has no article to copy');
    const slug = `${template.file.replace(/\.md$/, '')}-${next}`;
    let fr = setFrontMatter(template.fr, 'id', String(next));
    fr = setFrontMatter(fr, 'date', isoDaysBefore('2026-11-01', next * 3));
    fr = setFrontMatter(fr, 'related', `[${published.at(-1)}, ${published.at(-2)}]`);
    writeFileSync(join(frDir, `${slug}.md`), fr);
    writeFileSync(join(enDir, `${slug}.md`), template.en);
    published.push(next);
    next += 1;
    written += 1;
  }
  return written;
}
