import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { copyContentData, growArticles } from '../scripts/lib/article-corpus';
import { projectDir } from './content-fixture';

/* The scale bench builds the site from this corpus: it must be content the build accepts. */

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the scale bench\'s articles', () => {
  it('pass the content check, in both languages, each with its own number and two related articles', () => {
    dir = copyContentData(join(projectDir, 'content'));
    const before = readdirSync(join(dir, 'articles/fr')).length;
    expect(growArticles(dir, 17)).toBe(17 - before);
    const { content, errors, warnings } = loadContent({ dir, publicDir: join(projectDir, 'public'), siteUrl: 'https://www.example.com' });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    for (const locale of ['fr', 'en'] as const) {
      const articles = content?.articles[locale] ?? [];
      expect(articles).toHaveLength(17);
      expect(new Set(articles.map((article) => article.id)).size).toBe(17);
      expect(articles.filter((article) => article.related.length === 2)).toHaveLength(17);
    }
  });
});
