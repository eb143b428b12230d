import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/content/load/markdown';
import { articleAdvice } from '@/content/schema/article';
import { proseWords } from '@/lib/prose';

/*
 * The warning staff read of a short article (content/schema/article.ts): it is published all the same,
 * but told what it lacks of one worth a family's reading. Texts are written here as staff type them.
 */

const AFTER = " : il est publié, mais un article qui aide les familles a d'ordinaire 350 mots ou plus, des intertitres et une liste.";

/** An article's text of `words` words in all, a heading and a list among them when asked. */
function article(words: number, { heading = true, list = true } = {}) {
  const parts = [...(heading ? ['## Conseils'] : []), ...(list ? ['- Boire'] : [])];
  const body = Array.from({ length: words - parts.length }, () => 'mot').join(' ');
  const prose = renderMarkdown([...parts, body].join('\n\n'), (value) => value, () => undefined);
  expect(proseWords(prose)).toHaveLength(words);
  return prose;
}

describe('a short article', () => {
  it('of 350 words, with a heading and a list, is given no advice', () => {
    expect(articleAdvice(article(350))).toBeUndefined();
  });

  it('of 349 words is told how many it has and how many are usual', () => {
    expect(articleAdvice(article(349))).toBe(`article court (349 mots)${AFTER}`);
  });

  it('without a heading or a list is told which it lacks, whatever its length', () => {
    expect(articleAdvice(article(400, { heading: false }))).toBe(`article court (aucun intertitre (« ## »))${AFTER}`);
    expect(articleAdvice(article(400, { list: false }))).toBe(`article court (aucune liste)${AFTER}`);
    expect(articleAdvice(article(12, { heading: false, list: false }))).toBe(`article court (12 mots, aucun intertitre (« ## »), aucune liste)${AFTER}`);
  });
});
