import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/lib/newest-first';

/* « Newest first », the blog's order everywhere (lib/newest-first.ts): by date, then by number. */

describe('newest first', () => {
  it('puts the later date first whatever the numbers, and the higher number first on the same day, whatever the order given', () => {
    const articles = [
      { id: 5, date: '2026-03-01' },
      { id: 2, date: '2026-04-01' },
      { id: 3, date: '2026-03-01' },
    ];
    for (const given of [articles, [...articles].reverse()]) {
      expect([...given].sort(newestFirst).map(({ id }) => id)).toEqual([2, 5, 3]);
    }
  });
});
