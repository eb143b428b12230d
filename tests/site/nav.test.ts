import { describe, expect, it } from 'vitest';
import {
  articlePath,
  detailSectionOf,
  localeOf,
  matchNav,
  pageLink,
  PAGE_NAMES,
  pagePath,
  positionPath,
  servicePath,
  languageSwitchPath,
  twinPath,
  withTrailingSlash,
} from '@/lib/routes';

describe('matchNav', () => {
  it('marks the exact page, with or without trailing slash', () => {
    expect(matchNav('/', '/')).toBe('page');
    expect(matchNav('/about', '/about/')).toBe('page');
    expect(matchNav('/about/', '/about')).toBe('page');
    expect(matchNav('/', '/about/')).toBeNull();
  });
  it('marks the list page as the section of its detail pages', () => {
    expect(matchNav(pagePath('services', 'fr'), servicePath(3))).toBe('section');
    expect(matchNav(pagePath('blog', 'fr'), articlePath(1))).toBe('section');
    expect(matchNav(pagePath('services', 'fr'), articlePath(1))).toBeNull();
  });
  it('marks the form page as the section of its correctly spelt alias', () => {
    expect(matchNav(pagePath('appointment', 'fr'), pagePath('appointmentAlias', 'fr'))).toBe('section');
    expect(matchNav(pagePath('appointmentAlias', 'fr'), pagePath('appointment', 'fr'))).toBeNull();
  });
  it('marks « Recrutement » as the section of a position\'s page, and neither it nor the form on any other page', () => {
    expect(matchNav(pagePath('careers', 'fr'), positionPath('aide-soignant', 'fr'))).toBe('section');
    expect(matchNav(pagePath('careers', 'en'), positionPath('aide-soignant', 'en'))).toBe('section');
    for (const page of ['about', 'contact', 'home'] as const) {
      expect(matchNav(pagePath('careers', 'fr'), pagePath(page, 'fr')), page).toBeNull();
      expect(matchNav(pagePath('appointment', 'fr'), pagePath(page, 'fr')), page).toBeNull();
    }
  });
  it('adds the trailing slash every exported folder has, and keeps « / » as is', () => {
    expect(withTrailingSlash('/')).toBe('/');
    expect(withTrailingSlash('/contact')).toBe('/contact/');
    expect(withTrailingSlash('about?x=1#top')).toBe('/about/');
  });
});

describe('detailSectionOf', () => {
  it('recognises unknown services and articles', () => {
    expect(detailSectionOf('/ServiceDetails/9/')).toBe('service');
    expect(detailSectionOf('/ServiceDetails/abc')).toBe('service');
    expect(detailSectionOf('/ServiceDetails')).toBe('service');
    expect(detailSectionOf('/blogDetails/abc/')).toBe('article');
    expect(detailSectionOf('/blogDetails')).toBe('article');
    expect(detailSectionOf('/nimporte-quoi/')).toBeNull();
    expect(detailSectionOf('/servicedetails/9/')).toBeNull();
    expect(detailSectionOf('/ServiceDetailsX/')).toBeNull();
  });
});

describe('pagePath', () => {
  it('ends every address with the slash of its exported folder', () => {
    // Every page by name (lib/routes.ts): one added is read here the day it is written.
    for (const path of [...PAGE_NAMES.map((page) => pagePath(page, 'fr')), servicePath(1), articlePath(5)]) expect(path).toMatch(/\/$/);
  });
});

describe('two languages', () => {
  it('mirrors every French path under /en/', () => {
    expect(pagePath('home', 'en')).toBe('/en/');
    expect(pagePath('appointment', 'en')).toBe('/en/appoitment/');
    expect(servicePath(2, 'en')).toBe('/en/ServiceDetails/2/');
    expect(articlePath(4, 'en')).toBe('/en/blogDetails/4/');
    expect(pageLink('about')).toEqual({ fr: '/about/', en: '/en/about/' });
  });
  it('finds the language of a path and its twin in the other one', () => {
    expect(localeOf('/en/about/')).toBe('en');
    expect(localeOf('/en')).toBe('en');
    expect(localeOf('/about/')).toBe('fr');
    expect(localeOf('/english/')).toBe('fr');
    expect(twinPath('/en/ServiceDetails/3/', 'fr')).toBe('/ServiceDetails/3/');
    expect(twinPath('/', 'en')).toBe('/en/');
    expect(twinPath('/en/', 'fr')).toBe('/');
  });
  it('keeps sections and the alias in each language', () => {
    expect(detailSectionOf('/en/ServiceDetails/9/')).toBe('service');
    expect(detailSectionOf('/en/blogDetails/x/')).toBe('article');
    expect(matchNav(pagePath('services', 'en'), '/en/ServiceDetails/1/')).toBe('section');
    expect(matchNav(pagePath('services', 'fr'), '/en/ServiceDetails/1/')).toBeNull();
    expect(matchNav(pagePath('appointment', 'en'), '/en/appointment/')).toBe('section');
  });
  it('switches to the twin page, or home from a prerendered not-found page', () => {
    expect(languageSwitchPath('/about/', 'en')).toBe('/en/about/');
    expect(languageSwitchPath('/en/blogDetails/2/', 'fr')).toBe('/blogDetails/2/');
    expect(languageSwitchPath('/_not-found', 'en')).toBe('/en/');
    expect(languageSwitchPath('/en/404', 'fr')).toBe('/');
    // The offline page stands in for the page asked for: its switch leads to the other language's home.
    expect(languageSwitchPath('/offline/', 'en')).toBe('/en/');
    expect(languageSwitchPath('/en/offline/', 'fr')).toBe('/');
    expect(languageSwitchPath('/page-inconnue/', 'en')).toBe('/en/page-inconnue/');
  });
});
