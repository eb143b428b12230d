import Swiper from 'swiper';
import { describe, expect, it } from 'vitest';
import { pickRelated, RELATED_COUNT } from '@/content/articles';
import { articles as articlesByLocale, getArticle as getArticleIn, getRelatedArticles as getRelatedIn } from '@/site/articles';
import type { Article } from '@/content/types';
import { autoplayDelay, carouselA11y, carouselMotion, slideLabel } from '@/components/blog/carousel-options';
import { readingMinutes } from '@/lib/reading-time';
import { ui } from '@/copy/ui';
import { renderMarkdown } from '@/content/load/markdown';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const getArticle = (id: number) => getArticleIn(id, 'fr');
const getRelatedArticles = (article: Parameters<typeof getRelatedIn>[0]) => getRelatedIn(article, 'fr');

describe('related articles', () => {
  it('never crash on an unknown article, and give nothing for it', () => {
    const pastTheLast = Math.max(...articles.map((article) => article.id)) + 1;
    for (const id of [0, pastTheLast, -1, Number.NaN]) {
      expect(getArticle(id)).toBeUndefined();
      expect(getRelatedArticles(id)).toEqual([]);
    }
    expect(getRelatedArticles(undefined)).toEqual([]);
  });

  it('are first the published articles each article names, in its order', () => {
    for (const article of articles) {
      const named = article.related.filter((id) => getArticle(id));
      expect(getRelatedArticles(article).map((related) => related.id).slice(0, named.length)).toEqual(named);
      expect(getRelatedArticles(article.id)).toEqual(getRelatedArticles(article));
    }
  });

  const fake = (id: number, date: string, related: [number, number]): Article => ({
    ...articles[0]!,
    id,
    date,
    related,
  });

  it('skip a related id that does not exist, and fill up with the newest others', () => {
    const list = [fake(1, '2024-04-01', [2, 42]), fake(2, '2024-03-01', [1, 3]), fake(3, '2024-05-01', [1, 2])];
    expect(pickRelated(1, list).map((article) => article.id)).toEqual([2, 3]);
  });

  it('never list the article itself or the same article twice', () => {
    const list = [fake(1, '2024-04-01', [1, 1]), fake(2, '2024-03-01', [2, 2])];
    expect(pickRelated(1, list).map((article) => article.id)).toEqual([2]);
    expect(pickRelated(2, list).map((article) => article.id)).toEqual([1]);
    expect(pickRelated(1, [list[0]!])).toEqual([]);
  });

  it('show at most RELATED_COUNT articles', () => {
    expect(RELATED_COUNT).toBe(2);
    for (const article of articles) expect(pickRelated(article.id, articles, 1)).toHaveLength(1);
  });
});

describe('blog carousel settings', () => {
  it('keep the carousel’s agreed settings', () => {
    // An oracle on purpose: the agreed delay written out, so a change to carousel-options.ts is a decision.
    // The motion is Swiper's defaults (below), each checked against the library, not copied here.
    expect(autoplayDelay).toBe(5000);
    expect(Object.keys(carouselMotion).sort()).toEqual(['longSwipesMs', 'longSwipesRatio', 'resistanceRatio', 'speed', 'threshold', 'touchAngle']);
  });

  it('are Swiper’s own defaults', () => {
    const defaults = Swiper.defaults as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(carouselMotion)) expect(defaults[key], key).toBe(value);
  });

  it('label every control and slide in French', () => {
    const a11y = carouselA11y(ui.fr.carousel);
    expect(a11y.prevSlideMessage).toBe('Diapositive précédente');
    expect(a11y.nextSlideMessage).toBe('Diapositive suivante');
    expect(a11y.paginationBulletMessage.replace('{{index}}', '2')).toBe('Aller à la diapositive 2');
    expect(slideLabel(ui.fr.carousel, 0, 3)).toBe('1 sur 3');
    expect(slideLabel(ui.fr.carousel, 2, 3)).toBe('3 sur 3');
  });

  it('label every control and slide in English, keeping Swiper’s placeholders', () => {
    const a11y = carouselA11y(ui.en.carousel);
    expect(a11y.prevSlideMessage).toBe('Previous slide');
    expect(a11y.paginationBulletMessage.replace('{{index}}', '2')).toBe('Go to slide 2');
    expect(a11y.slideLabelMessage).toContain('{{index}}');
    expect(a11y.slideLabelMessage).toContain('{{slidesLength}}');
    expect(slideLabel(ui.en.carousel, 2, 3)).toBe('3 of 3');
  });
});

describe('reading time', () => {
  it('counts about 180 words a minute, at least one', () => {
    const prose = (markdown: string) => renderMarkdown(markdown, (text) => text, () => {});
    expect(readingMinutes(prose(''))).toBe(1);
    const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');
    expect(readingMinutes(prose(words(900)))).toBe(5);
    expect(readingMinutes(prose(`- ${words(180)}\n- ${words(180)}`), words(180))).toBe(3);
    // A quote's author is not read as part of the text.
    expect(readingMinutes(prose(`> ${words(170)}\n>\n> — ${words(30)}`))).toBe(1);
  });

  it('counts the words there are, and no more: 269 are one minute, 270 two', () => {
    const prose = (markdown: string) => renderMarkdown(markdown, (text) => text, () => {});
    const words = (count: number) => Array.from({ length: count }, () => 'mot').join(' ');
    expect(readingMinutes(prose(words(269)))).toBe(1);
    // An article without a lead, or a lead of spaces, adds no word.
    expect(readingMinutes(prose(words(269)), '')).toBe(1);
    expect(readingMinutes(prose(words(269)), '  ')).toBe(1);
    // The lead's words count, each once.
    expect(readingMinutes(prose(words(90)), words(180))).toBe(2);
  });
});
