import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { copyContentData, growArticles } from '../../bench/lib/article-corpus';
import { projectDir, sourceContentDir } from './content-fixture';

/* The scale bench builds the site from this corpus: it must be content the build accepts. */

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the scale bench\'s articles', () => {
  it('pass the content check, in both languages, each with its own number and two related articles', () => {
    dir = copyContentData(sourceContentDir);
    const load = () => loadContent({ dir: dir!, publicDir: join(projectDir, 'public'), siteUrl: 'https://www.example.com' });
    const before = load();
    expect(growArticles(dir, 17)).toBe(17 - (before.content?.articles.en.length ?? NaN));
    const { content, errors, warnings } = load();
    expect(errors).toEqual([]);
    // The copies add no warning but those of the articles they were copied from (a short one stays short).
    expect(new Set(warnings.map((warning) => warning.message))).toEqual(new Set(before.warnings.map((warning) => warning.message)));
    for (const locale of ['fr', 'en'] as const) {
      const articles = content?.articles[locale] ?? [];
      expect(articles).toHaveLength(17);
      expect(new Set(articles.map((article) => article.id)).size).toBe(17);
      expect(articles.filter((article) => article.related.length === 2)).toHaveLength(17);
    }
  });
});
