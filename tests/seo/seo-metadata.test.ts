import { describe, expect, it } from 'vitest';
import { articles as articlesByLocale } from '@/site/articles';
import { services as servicesByLocale } from '@/content/services';
import { site as siteByLocale } from '@/content/site';
import { absoluteUrl, ogImagePath, pageMetadata } from '@/site/metadata';
import { withTrailingSlash as normalizePath } from '@/lib/routes';
import { OG_IMAGE_SIZE } from '@/lib/preview-image';
import { publicRoutes } from '@/site/site-routes';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const services = servicesByLocale.fr;
const site = siteByLocale.fr;

const input = { title: 'Titre de test', description: 'Une description de test.', path: '/about/', locale: 'fr' } as const;

function firstImage(images: unknown): { url: string; width?: number; height?: number; alt?: string } {
  const list = Array.isArray(images) ? images : [images];
  const image = list[0] as { url: string | URL };
  return { ...(image as object), url: String(image.url) } as ReturnType<typeof firstImage>;
}

describe('pageMetadata', () => {
  it('builds the canonical and og:url from NEXT_PUBLIC_SITE_URL (site.url)', () => {
    const meta = pageMetadata(input);
    expect(meta.alternates?.canonical).toBe(`${site.url}/about/`);
    expect(meta.openGraph?.url).toBe(`${site.url}/about/`);
  });

  it('keeps trailing slashes, as the export writes every route as a folder', () => {
    expect(normalizePath('about')).toBe('/about/');
    expect(normalizePath('/ServiceDetails/3')).toBe('/ServiceDetails/3/');
    expect(normalizePath('/')).toBe('/');
    expect(pageMetadata({ ...input, path: '/contact' }).alternates?.canonical).toBe(`${site.url}/contact/`);
  });

  it('appends the centre name to the title, on every page including home', () => {
    expect(pageMetadata(input).title).toEqual({ absolute: `${input.title} | ${site.shortName}` });
    expect(pageMetadata({ ...input, path: '/' }).title).toEqual({ absolute: `${input.title} | ${site.shortName}` });
  });

  it('fills Open Graph and Twitter for a French page with a large preview image', () => {
    const meta = pageMetadata(input);
    const og = meta.openGraph as Record<string, unknown>;
    expect(og).toMatchObject({ type: 'website', title: input.title, description: input.description, locale: 'fr_FR', siteName: site.name });
    const image = firstImage(og.images);
    expect(image).toMatchObject({ url: `${site.url}/og/about.png`, ...OG_IMAGE_SIZE });
    expect(image.alt).toContain(input.title);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: input.title, description: input.description });
    expect(firstImage((meta.twitter as Record<string, unknown>).images).url).toBe(image.url);
  });

  it('derives a distinct .png preview for every public route', () => {
    const paths = publicRoutes.map((route) => ogImagePath(route.path));
    for (const path of paths) expect(path).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ogImagePath('/')).toBe('/og/home.png');
  });

  it('marks an article page as og:type article with its date, author and category', () => {
    for (const article of articles) {
      const og = pageMetadata({ ...input, path: `/blogDetails/${article.id}/`, article }).openGraph as Record<string, unknown>;
      expect(og).toMatchObject({ type: 'article', publishedTime: article.date, authors: [article.author], section: article.categoryName });
    }
    const service = services[0]!;
    expect(pageMetadata({ ...input, path: `/ServiceDetails/${service.id}/` }).openGraph).toMatchObject({ type: 'website' });
  });

  it('names the twin page in the other language, and French as the default', () => {
    const languages = pageMetadata(input).alternates?.languages;
    expect(languages).toEqual({ fr: `${site.url}/about/`, en: `${site.url}/en/about/`, 'x-default': `${site.url}/about/` });
    const english = pageMetadata({ ...input, path: '/en/about/', locale: 'en' });
    expect(english.alternates?.canonical).toBe(`${site.url}/en/about/`);
    expect(english.alternates?.languages).toEqual(languages);
    expect(english.openGraph).toMatchObject({ locale: 'en_GB', alternateLocale: ['fr_FR'] });
    expect(pageMetadata(input).openGraph).toMatchObject({ locale: 'fr_FR', alternateLocale: ['en_GB'] });
    expect(ogImagePath('/en/about/')).toBe('/og/en-about.png');
  });

  it('adds robots noindex only when asked', () => {
    expect(pageMetadata(input).robots).toBeUndefined();
    expect(pageMetadata({ ...input, noIndex: true }).robots).toMatchObject({ index: false, follow: true });
  });

  it('builds absolute URLs on the public origin', () => {
    expect(absoluteUrl('/og/home.png')).toBe(`${site.url}/og/home.png`);
    expect(absoluteUrl('/')).toBe(`${site.url}/`);
  });
});

describe('public routes (sitemap source)', () => {
  it('lists every service and article once, and never the alias or the 404', () => {
    const paths = publicRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const service of services) expect(paths).toContain(`/ServiceDetails/${service.id}/`);
    for (const article of articles) expect(paths).toContain(`/blogDetails/${article.id}/`);
    expect(paths).not.toContain('/appointment/');
    expect(paths.some((path) => /404|not-found/.test(path))).toBe(false);
    for (const path of paths) expect(path).toBe(normalizePath(path));
  });

  it('lists every French route again under /en/', () => {
    const french = publicRoutes.filter((route) => route.locale === 'fr').map((route) => route.path);
    const english = publicRoutes.filter((route) => route.locale === 'en').map((route) => route.path);
    expect(english).toEqual(french.map((path) => (path === '/' ? '/en/' : `/en${path}`)));
  });

  it('dates articles with their publication day', () => {
    for (const article of articles) {
      expect(publicRoutes.find((route) => route.path === `/blogDetails/${article.id}/`)?.lastModified).toBe(article.date);
    }
  });
});
