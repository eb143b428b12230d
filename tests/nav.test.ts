import { describe, expect, it } from 'vitest';
import { matchNav, normalizePath } from '@/components/layout/nav-match';
import { notFoundKind } from '@/components/layout/not-found-kind';

describe('matchNav', () => {
  it('marks the exact page, with or without trailing slash', () => {
    expect(matchNav('/', '/')).toBe('page');
    expect(matchNav('/about', '/about/')).toBe('page');
    expect(matchNav('/about', '/about')).toBe('page');
    expect(matchNav('/', '/about/')).toBeNull();
  });
  it('marks the list page as the section of its detail pages', () => {
    expect(matchNav('/services', '/ServiceDetails/3/')).toBe('section');
    expect(matchNav('/blog', '/blogDetails/1/')).toBe('section');
    expect(matchNav('/services', '/blogDetails/1/')).toBeNull();
  });
  it('keeps « / » as is', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/contact/')).toBe('/contact');
  });
});

describe('notFoundKind', () => {
  it('recognises unknown services and articles', () => {
    expect(notFoundKind('/ServiceDetails/9/')).toBe('service');
    expect(notFoundKind('/ServiceDetails/abc')).toBe('service');
    expect(notFoundKind('/blogDetails/abc/')).toBe('article');
    expect(notFoundKind('/nimporte-quoi/')).toBe('page');
    expect(notFoundKind('/servicedetails/9/')).toBe('page');
  });
});
