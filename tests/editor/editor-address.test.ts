import { describe, expect, it } from 'vitest';
import { backLinkOf, entryAt, needsReopening, viewAt } from '@/editor/address';

// The editor's addresses (Decap's routes in the hash), and when going from one to another must reopen the entry.
describe('the editor’s address', () => {
  it('names the entry it opens', () => {
    expect(entryAt('#/collections/services/entries/soins-medicaux-a-domicile')).toEqual({ collection: 'services', slug: 'soins-medicaux-a-domicile', fromWorkflow: false });
    expect(entryAt('#/collections/articles/entries/bien-dormir?ref=workflow')).toEqual({ collection: 'articles', slug: 'bien-dormir', fromWorkflow: true });
    expect(entryAt('#/collections/articles/new')).toBeUndefined();
    expect(entryAt('#/collections/articles')).toBeUndefined();
    expect(entryAt('#/workflow')).toBeUndefined();
  });

  it('says which screen it shows', () => {
    expect(viewAt('#/collections/centre/entries/centre')).toBe('entry');
    expect(viewAt('#/collections/articles/new')).toBe('new');
    expect(viewAt('#/collections/articles/new?title=x')).toBe('new');
    expect(viewAt('#/workflow')).toBe('workflow');
    expect(viewAt('#/collections/articles')).toBe('other');
    expect(viewAt('')).toBe('other');
  });

  it('reopens when it goes from one entry straight to another, and only then', () => {
    const article = '#/collections/articles/entries/bien-dormir';
    const service = '#/collections/services/entries/soins-medicaux-a-domicile';
    expect(needsReopening(article, service)).toBe(true);
    expect(needsReopening(service, '#/collections/services/entries/aide-a-la-vie-quotidienne')).toBe(true);
    expect(needsReopening(article, `${article}?ref=workflow`)).toBe(false);
    expect(needsReopening('#/collections/services', service)).toBe(false);
    // A new entry right after an entry: Decap's Editor, still mounted, fails on the entry it holds.
    expect(needsReopening(article, '#/collections/articles/new')).toBe(true);
    expect(needsReopening(service, '#/collections/articles/new?ref=workflow')).toBe(true);
    expect(needsReopening('#/collections/articles', '#/collections/articles/new')).toBe(false);
    expect(needsReopening('#/collections/articles/new', '#/collections/articles/new')).toBe(false);
  });

  it('leaves by the editor’s own back link', () => {
    expect(backLinkOf(entryAt('#/collections/services/entries/x')!)).toBe('#/collections/services');
    expect(backLinkOf(entryAt('#/collections/services/entries/x?ref=workflow')!)).toBe('#/workflow');
  });
});
