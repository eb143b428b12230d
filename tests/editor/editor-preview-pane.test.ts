import { describe, expect, it } from 'vitest';
import { collectionAt, follow } from '@/editor/preview/pane';

/*
 * Which pane Decap shows beside the form (editor/preview/pane.ts): Decap keeps one choice for every
 * entry (« cms.right-pane ») and falls back to the preview when an entry has no English column; each
 * collection keeps its own choice instead.
 */

const DECAP = 'cms.right-pane';

function store(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the side pane of each collection', () => {
  it('reads the collection from an entry’s or a new entry’s address', () => {
    expect(collectionAt('#/collections/services/entries/soins')).toBe('services');
    expect(collectionAt('#/collections/articles/new')).toBe('articles');
    expect(collectionAt('#/collections/articles')).toBeUndefined();
    expect(collectionAt('#/workflow')).toBeUndefined();
  });

  it('opens a service with its form alone and an article with its English column', () => {
    const local = store({ [DECAP]: 'i18n' });
    follow(local, undefined, 'services');
    expect(local.getItem(DECAP)).toBe('none');
    follow(local, 'services', 'articles');
    expect(local.getItem(DECAP)).toBe('i18n');
  });

  it('keeps what staff chose in one collection when they open another, and gives it back', () => {
    const local = store();
    follow(local, undefined, 'services');
    local.setItem(DECAP, 'preview'); // staff clicked the eye on a service
    follow(local, 'services', 'articles');
    expect(local.getItem(DECAP)).toBe('i18n');
    local.setItem(DECAP, 'preview'); // and on an article
    follow(local, 'articles', 'legal');
    expect(local.getItem(DECAP)).toBe('i18n');
    follow(local, 'legal', 'services');
    expect(local.getItem(DECAP)).toBe('preview');
    follow(local, 'services', 'articles');
    expect(local.getItem(DECAP)).toBe('preview');
  });

  it('changes nothing within a collection, or without storage', () => {
    const local = store({ [DECAP]: 'preview' });
    follow(local, 'services', 'services');
    expect(local.getItem(DECAP)).toBe('preview');
    expect(() => follow(undefined, 'services', 'articles')).not.toThrow();
  });
});
