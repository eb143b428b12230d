/*
 * Checks the exported site in out/ as search engines and link-preview bots see it.
 * Needs `npm run build` first (next build + pipeline/og-images.ts); run with
 * `npm run test:export`. Without out/ the suite fails: it never skips.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ogs from 'open-graph-scraper';
import type { BlogPosting, BreadcrumbList, FAQPage, JobPosting, MedicalClinic, Offer, Person, Service } from 'schema-dts';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles as articlesByLocale } from '@/site/articles';
import { doctors as doctorsByLocale } from '@/content/doctors';
import { faqItems as faqItemsByLocale } from '@/content/faq';
import { services as servicesByLocale } from '@/content/services';
import { jobs as jobsByLocale } from '@/content/jobs';
import { site as siteByLocale } from '@/content/site';
import { closedPositionRoutes } from '@/site/site-routes';
import { languageTags, locales, type Locale } from '@/lib/i18n';
import { OG_IMAGE_SIZE } from '@/lib/preview-image';
import { ADMIN_PATH, localeOf, pagePath, positionPath, twinPath } from '@/lib/routes';

// Facts that are the same in both languages come from the French view.
const site = siteByLocale.fr;
/** /en/about/ → /about/: the same page in the other language shares everything but its words. */
const inLocale = (locale: Locale, path: string) => twinPath(path, locale);

const OUT = join(__dirname, '..', '..', 'out');
if (!existsSync(join(OUT, 'index.html'))) {
  throw new Error(`No export in ${OUT}: run \`npm run build\` before \`npm run test:export\`.`);
}

/** The description a service's or an article's page takes from content/ (undefined for the other pages). */
function contentDescription(route: string): string | undefined {
  const match = /\/(ServiceDetails|blogDetails)\/(\d+)\/$/.exec(route);
  if (!match) return undefined;
  const locale = localeOf(route);
  const id = Number(match[2]);
  return match[1] === 'ServiceDetails'
    ? servicesByLocale[locale].find((service) => service.id === id)?.description
    : articlesByLocale[locale].find((article) => article.id === id)?.excerpt;
}

/* ---------- reading out/ ---------- */

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Scripts, and the editor (/admin/: not a page of the site, tests/export/admin.test.ts).
    if (entry.isDirectory()) return entry.name === '_next' || `/${relative(OUT, path)}/` === ADMIN_PATH ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** out/blogDetails/2/index.html → /blogDetails/2/ ; out/404.html → /404.html */
function routeOf(file: string): string {
  const rel = relative(OUT, file).split(sep).join('/');
  return `/${rel}`.replace(/index\.html$/, '');
}

/** The file a URL on our origin is served from by a static host. */
function fileForUrl(url: string): string {
  expect(url.startsWith(`${site.url}/`), `${url} is not on ${site.url}`).toBe(true);
  const path = decodeURIComponent(new URL(url).pathname);
  return join(OUT, ...path.split('/'), ...(path.endsWith('/') ? ['index.html'] : []));
}

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type JsonLdNode = Record<string, unknown> & { '@type'?: string; '@id'?: string };

interface Page {
  file: string;
  route: string;
  html: string;
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Awaited<ReturnType<typeof ogs>>['result'];
  jsonLd: JsonLdNode[];
  rawJsonLd: string[];
  links: { rel: string; href: string }[];
}

async function readPage(file: string): Promise<Page> {
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  // A real metadata parser reads OG, Twitter, description, robots and JSON-LD.
  const { result, error } = await ogs({
    html,
    customMetaTags: [
      { multiple: false, property: 'description', fieldName: 'description' },
      { multiple: false, property: 'robots', fieldName: 'robots' },
    ],
  });
  expect(error, `${file}: open-graph-scraper failed`).toBe(false);
  const custom = (result as { customMetaTags?: Record<string, string | undefined> }).customMetaTags ?? {};
  const links = [...head.matchAll(/<link\s([^>]*?)\/?>/g)].map(([, attrs]) => ({
    rel: /rel="([^"]*)"/.exec(attrs!)?.[1] ?? '',
    href: decode(/href="([^"]*)"/.exec(attrs!)?.[1] ?? ''),
  }));
  const rawJsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => json!);
  return {
    file,
    route: routeOf(file),
    html,
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '') || undefined,
    description: custom.description,
    canonical: links.find((link) => link.rel === 'canonical')?.href,
    robots: custom.robots,
    og: result,
    jsonLd: (result.jsonLD ?? []) as JsonLdNode[],
    rawJsonLd,
    links,
  };
}

let pages: Page[] = [];
let indexable: Page[] = [];
beforeAll(async () => {
  pages = await Promise.all(htmlFiles(OUT).sort().map(readPage));
  indexable = pages.filter((page) => !/noindex/i.test(page.robots ?? ''));
});

const page = (route: string) => {
  const found = pages.find((item) => item.route === route);
  if (!found) throw new Error(`No exported page ${route}`);
  return found;
};

/** A PNG's size, from its IHDR chunk. */
function pngSize(buffer: Buffer) {
  expect(buffer.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(buffer.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/* ---------- the pages ---------- */

describe('exported pages', () => {
  it.each(locales)('are all there in %s: every service, every article, the alias and the 404', (locale) => {
    const routes = pages.map((item) => item.route);
    for (const service of servicesByLocale[locale]) expect(routes).toContain(inLocale(locale, `/ServiceDetails/${service.id}/`));
    for (const article of articlesByLocale[locale]) expect(routes).toContain(inLocale(locale, `/blogDetails/${article.id}/`));
    expect(routes).toContain(pagePath('appointmentAlias', locale));
    expect(routes).toContain(locale === 'fr' ? '/404.html' : '/en/404.html');
    const inThisLanguage = indexable.filter((item) => localeOf(item.route) === locale);
    expect(inThisLanguage.length).toBeGreaterThanOrEqual(servicesByLocale[locale].length + articlesByLocale[locale].length + 10);
  });

  it('keep only the aliases, the not-found and the offline pages, closed positions’ addresses and the visit’s page, out of the index', () => {
    const hidden = pages.filter((item) => !indexable.includes(item)).map((item) => item.route);
    const closed = new Set(closedPositionRoutes.map((route) => route.path));
    for (const route of hidden.filter((path) => !closed.has(path))) expect(route).toMatch(/^(\/en)?\/(appointment\/|404\.html|404\/|_not-found\/|offline\.html|rendez-vous\/)$/);
    expect(hidden).toEqual(expect.arrayContaining(['/appointment/', '/404.html', '/en/appointment/', '/en/404.html', ...closed]));
  });

  it('say what robots may do in one tag at most (Next writes its own « noindex » into the page of unknown addresses)', () => {
    for (const item of pages) {
      const head = item.html.slice(0, item.html.indexOf('</head>'));
      expect(head.match(/<meta name="robots"/g)?.length ?? 0, item.route).toBeLessThanOrEqual(1);
    }
  });

  it('are in the language of their address: French, or English under /en/', () => {
    for (const item of pages) expect(item.lang, item.route).toBe(languageTags[localeOf(item.route)].lang);
    expect(pages.filter((item) => item.lang === 'en').length).toBeGreaterThan(20);
  });

  it('each name their twin in the other language, and French as the default, both ways', () => {
    for (const item of indexable) {
      const alternates = Object.fromEntries(
        [...item.html.slice(0, item.html.indexOf('</head>')).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => [lang!, href!],
        ),
      );
      const french = twinPath(item.route, 'fr');
      expect(alternates, item.route).toEqual({ fr: `${site.url}${french}`, en: `${site.url}${twinPath(item.route, 'en')}`, 'x-default': `${site.url}${french}` });
      for (const href of Object.values(alternates)) {
        const twin = pages.find((other) => `${site.url}${other.route}` === href);
        expect(twin, `${item.route} → ${href}`).toBeDefined();
        expect(twin!.robots ?? '', href).not.toMatch(/noindex/);
      }
    }
  });

  it('each have a unique title through the « … | centre » template', () => {
    for (const item of pages) expect(item.title, item.route).toMatch(new RegExp(`. \\| ${site.shortName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const titles = indexable.map((item) => item.title);
    expect(new Set(titles).size, 'duplicate titles').toBe(titles.length);
  });

  it('each have a unique description, of 120 to 160 characters where the site writes it, repeated in og:description', () => {
    const problems: string[] = [];
    for (const item of pages) {
      const written = contentDescription(item.route);
      const length = [...(item.description ?? '')].length;
      // A service's or an article's is its text in content/, whatever length staff give it (npm run check:spec holds the shipped ones to 120–160).
      if (written !== undefined) {
        if (item.description !== written) problems.push(`${item.route}: not its content's description`);
      } else if (length < 120 || length > 160) problems.push(`${item.route}: ${length} characters`);
      if (item.og.ogDescription !== item.description) problems.push(`${item.route}: og:description differs`);
    }
    expect(problems).toEqual([]);
    const descriptions = indexable.map((item) => item.description);
    expect(new Set(descriptions).size, 'duplicate descriptions').toBe(descriptions.length);
  });

  it('each have an absolute canonical to themselves, equal to og:url', () => {
    for (const item of indexable) {
      expect(item.canonical, item.route).toBe(`${site.url}${item.route}`);
      expect(item.og.ogUrl, item.route).toBe(item.canonical);
    }
    const canonicals = indexable.map((item) => item.canonical);
    expect(new Set(canonicals).size).toBe(canonicals.length);
  });

  it('send the /appointment aliases to the form page of their language and give the 404 no canonical', () => {
    for (const locale of locales) {
      expect(page(pagePath('appointmentAlias', locale)).canonical).toBe(`${site.url}${pagePath('appointment', locale)}`);
    }
    for (const item of pages.filter((entry) => /404|not-found/.test(entry.route))) expect(item.canonical, item.route).toBeUndefined();
  });

  it('each have Open Graph (type, locale, site name) and a Twitter large card', () => {
    for (const item of indexable) {
      const { og } = item;
      expect(og.ogTitle, item.route).toBeTruthy();
      expect(item.title?.startsWith(og.ogTitle!), item.route).toBe(true);
      const locale = localeOf(item.route);
      expect(og.ogLocale, item.route).toBe(languageTags[locale].openGraph);
      expect(og.ogSiteName, item.route).toBe(siteByLocale[locale].name);
      expect(og.ogType, item.route).toBe(/^(\/en)?\/blogDetails\//.test(item.route) ? 'article' : 'website');
      expect(og.twitterCard, item.route).toBe('summary_large_image');
      expect(og.twitterImage?.[0]?.url, item.route).toBe(og.ogImage?.[0]?.url);
    }
  });

  it('each have their own og:image: absolute, with width, height and alt', () => {
    const urls: string[] = [];
    for (const item of indexable) {
      const image = item.og.ogImage?.[0];
      expect(image, item.route).toBeDefined();
      expect(image!.url.startsWith(`${site.url}/`), `${item.route}: ${image!.url}`).toBe(true);
      expect(image!.url).toMatch(/\.png$/);
      expect({ width: String(image!.width), height: String(image!.height) }, item.route).toEqual({ width: String(OG_IMAGE_SIZE.width), height: String(OG_IMAGE_SIZE.height) });
      expect(image!.alt, item.route).toBeTruthy();
      urls.push(image!.url);
    }
    expect(new Set(urls).size, 'two pages share a preview').toBe(urls.length);
  });

  it('each og:image is a real PNG file of the declared size, below 300 KB at the path its URL names', () => {
    const images = new Set(pages.flatMap((item) => item.og.ogImage?.map((image) => image.url) ?? []));
    expect(images.size).toBeGreaterThanOrEqual(indexable.length);
    for (const url of images) {
      const file = fileForUrl(url);
      expect(existsSync(file), `${url} → ${relative(OUT, file)} is missing (did pipeline/og-images.ts run?)`).toBe(true);
      const buffer = readFileSync(file);
      expect(pngSize(buffer), url).toEqual(OG_IMAGE_SIZE);
      expect(statSync(file).size, url).toBeLessThan(300 * 1024);
    }
  });

  it('each link the favicon, the apple-touch-icon and the manifest, all present in out/', () => {
    for (const item of pages) {
      const rels = item.links.map((link) => link.rel);
      expect(rels, item.route).toEqual(expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest']));
      for (const link of item.links.filter((entry) => ['icon', 'apple-touch-icon', 'manifest'].includes(entry.rel))) {
        const path = link.href.split('?')[0]!;
        expect(existsSync(join(OUT, ...path.split('/'))), `${item.route}: ${link.href}`).toBe(true);
      }
      // One manifest, the page's language's: an app installed from an English page is English.
      const manifests = item.links.filter((link) => link.rel === 'manifest').map((link) => link.href.split('?')[0]);
      expect(manifests, item.route).toEqual([item.lang === 'en' ? '/en/manifest.webmanifest' : '/manifest.webmanifest']);
    }
  });
});

/* ---------- JSON-LD ---------- */

/** Property names checked by the compiler against schema-dts: a typo here does not build. */
type Props<T> = readonly (keyof Exclude<T, string> & string)[];
const required = {
  MedicalClinic: [
    'name',
    'address',
    'geo',
    'telephone',
    'email',
    'openingHoursSpecification',
    'areaServed',
    'paymentAccepted',
    'currenciesAccepted',
    'priceRange',
    'hasCredential',
    'foundingDate',
    'founder',
    'sameAs',
    'url',
  ] satisfies Props<MedicalClinic>,
  Service: ['name', 'description', 'provider', 'offers', 'url'] satisfies Props<Service>,
  Offer: ['name', 'priceCurrency'] satisfies Props<Offer>,
  Person: ['name', 'jobTitle', 'worksFor', 'image', 'identifier', 'knowsLanguage'] satisfies Props<Person>,
  BlogPosting: ['headline', 'author', 'datePublished', 'image', 'publisher', 'url'] satisfies Props<BlogPosting>,
  BreadcrumbList: ['itemListElement'] satisfies Props<BreadcrumbList>,
  FAQPage: ['mainEntity'] satisfies Props<FAQPage>,
  // Google's required and recommended properties that the centre has (baseSalary only with a figure).
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation', 'employmentType', 'identifier', 'directApply', 'url'] satisfies Props<JobPosting>,
} as const;
type Checked = keyof typeof required;

/** Top-level nodes of a page: a @graph is unfolded. */
function nodes(item: Page): JsonLdNode[] {
  return item.jsonLd.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as JsonLdNode[]) : [block]));
}

function expectRequired(node: JsonLdNode, type: Checked, where: string) {
  for (const key of required[type]) {
    const value = node[key];
    expect(value === undefined || value === '' || (Array.isArray(value) && value.length === 0), `${where}: ${type}.${key} is empty`).toBe(false);
  }
}

/** Every object anywhere in a value, depth first. */
function walk(value: unknown, visit: (node: JsonLdNode) => void) {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === 'object') {
    visit(value as JsonLdNode);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}

describe('JSON-LD', () => {
  it('is parsed from every <script type="application/ld+json"> block, with < escaped', () => {
    for (const item of pages) {
      expect(item.rawJsonLd.length, item.route).toBeGreaterThan(0);
      expect(item.jsonLd, `${item.route}: a block did not parse`).toHaveLength(item.rawJsonLd.length);
      for (const raw of item.rawJsonLd) expect(raw.includes('<'), `${item.route}: unescaped <`).toBe(false);
      for (const block of item.jsonLd) expect(block['@context'], item.route).toBe('https://schema.org');
    }
  });

  it('describes the MedicalClinic once on every page', () => {
    for (const item of pages) {
      const clinics = nodes(item).filter((node) => node['@type'] === 'MedicalClinic');
      expect(clinics, item.route).toHaveLength(1);
      const clinic = clinics[0]!;
      // One clinic, one id: the French root's, on the English pages too.
      expect(clinic['@id'], item.route).toBe(`${site.url}/#clinic`);
      expectRequired(clinic, 'MedicalClinic', item.route);
      expect(clinic.address).toMatchObject({ addressLocality: 'Yaoundé' });
      expect(clinic.foundingDate).toBe('2024-01-07');
      const department = clinic.department as JsonLdNode | undefined;
      const hours = [clinic.openingHoursSpecification, department?.openingHoursSpecification].flat() as JsonLdNode[];
      for (const line of [...site.hours.reception, ...site.hours.appointments].filter((entry) => 'opens' in entry)) {
        expect(hours, `${item.route}: ${line.label} ${line.opens}`).toContainEqual(
          expect.objectContaining({ dayOfWeek: line.days, opens: line.opens, closes: line.closes }),
        );
      }
    }
  });

  it('has one JobPosting on each open position’s page, and none anywhere else', () => {
    const positionPages = new Set(locales.flatMap((locale) => jobsByLocale[locale].map((job) => positionPath(job.slug, locale))));
    for (const item of pages) {
      const postings = nodes(item).filter((node) => node['@type'] === 'JobPosting');
      expect(postings, item.route).toHaveLength(positionPages.has(item.route) ? 1 : 0);
      for (const posting of postings) {
        expectRequired(posting, 'JobPosting', item.route);
        expect(posting.url, item.route).toBe(`${site.url}${item.route}`);
      }
    }
  });

  it.each(locales)('has a FAQPage on the %s home page with every question', (locale) => {
    const home = pagePath('home', locale);
    const faq = nodes(page(home)).find((node) => node['@type'] === 'FAQPage');
    expect(faq).toBeDefined();
    expectRequired(faq!, 'FAQPage', home);
    expect(faq!.inLanguage).toBe(languageTags[locale].lang);
    const questions = faq!.mainEntity as JsonLdNode[];
    expect(questions.map((question) => question.name)).toEqual(faqItemsByLocale[locale].map((item) => item.question));
    for (const question of questions) expect((question.acceptedAnswer as JsonLdNode).text).toBeTruthy();
  });

  it.each(locales)('has a Service with XAF Offers and a BreadcrumbList on each %s service page', (locale) => {
    for (const service of servicesByLocale[locale]) {
      const route = inLocale(locale, `/ServiceDetails/${service.id}/`);
      const found = nodes(page(route));
      const node = found.find((entry) => entry['@type'] === 'Service');
      expect(node, route).toBeDefined();
      expectRequired(node!, 'Service', route);
      expect(node!.name).toBe(service.title);
      const offers = node!.offers as JsonLdNode[];
      expect(offers, route).toHaveLength(service.prices.length);
      for (const offer of offers) {
        expectRequired(offer, 'Offer', route);
        expect(offer.priceCurrency).toBe('XAF');
        expect(offer.price !== undefined || offer.priceSpecification !== undefined, route).toBe(true);
      }
      expectBreadcrumb(found, route);
    }
  });

  it.each(locales)('has a BlogPosting (author, date, image) and a BreadcrumbList on each %s article', (locale) => {
    for (const article of articlesByLocale[locale]) {
      const route = inLocale(locale, `/blogDetails/${article.id}/`);
      const found = nodes(page(route));
      const post = found.find((entry) => entry['@type'] === 'BlogPosting');
      expect(post, route).toBeDefined();
      expectRequired(post!, 'BlogPosting', route);
      expect(post!.headline).toBe(article.title);
      expect(post!.datePublished).toBe(article.date);
      expect((post!.author as JsonLdNode).name).toBe(article.author);
      const images = [post!.image].flat() as string[];
      for (const url of images) expect(existsSync(fileForUrl(url)), `${route}: ${url}`).toBe(true);
      expectBreadcrumb(found, route);
    }
  });

  it.each(locales)('has a Person for each doctor on the %s doctors page', (locale) => {
    const route = pagePath('doctors', locale);
    const people = nodes(page(route)).filter((node) => node['@type'] === 'Person');
    expect(people.map((person) => [person.name, person.jobTitle])).toEqual(
      doctorsByLocale[locale].map((doctor) => [doctor.name, doctor.specialty]),
    );
    for (const person of people) expectRequired(person, 'Person', route);
  });

  it('never carries ratings or reviews of our own', () => {
    for (const item of pages) {
      walk(item.jsonLd, (node) => {
        expect(['AggregateRating', 'Review', 'Rating'], item.route).not.toContain(node['@type']);
        expect(node, item.route).not.toHaveProperty('aggregateRating');
        expect(node, item.route).not.toHaveProperty('review');
      });
    }
  });

  it('only points at @id nodes described somewhere on the site', () => {
    const defined = new Set<string>();
    const referenced: { id: string; route: string }[] = [];
    for (const item of pages) {
      walk(item.jsonLd, (node) => {
        const id = node['@id'];
        if (!id) return;
        if (Object.keys(node).length === 1) referenced.push({ id, route: item.route });
        else defined.add(id);
      });
    }
    expect(referenced.length).toBeGreaterThan(0);
    for (const { id, route } of referenced) expect(defined.has(id), `${route} → ${id}`).toBe(true);
  });
});

function expectBreadcrumb(found: JsonLdNode[], route: string) {
  const list = found.find((entry) => entry['@type'] === 'BreadcrumbList');
  expect(list, `${route}: no BreadcrumbList`).toBeDefined();
  expectRequired(list!, 'BreadcrumbList', route);
  const items = list!.itemListElement as JsonLdNode[];
  expect(items.map((entry) => entry.position)).toEqual(items.map((_, index) => index + 1));
  expect(items[0]!.item).toBe(`${site.url}${pagePath('home', localeOf(route))}`);
  expect(items.at(-1)!.item).toBe(`${site.url}${route}`);
  for (const entry of items) expect(existsSync(fileForUrl(String(entry.item))), `${route}: ${entry.item}`).toBe(true);
}

/* ---------- sitemap, robots, manifest ---------- */

describe('sitemap.xml', () => {
  const xml = existsSync(join(OUT, 'sitemap.xml')) ? readFileSync(join(OUT, 'sitemap.xml'), 'utf8') : '';
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decode(loc!));

  it('is valid sitemap XML', () => {
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    expect(locs.length).toBeGreaterThan(0);
  });

  it('lists exactly the prerendered public routes: no 404, no /appointment alias', () => {
    expect([...locs].sort()).toEqual(indexable.map((item) => `${site.url}${item.route}`).sort());
    expect(locs).not.toContain(`${site.url}/appointment/`);
    expect(locs.some((loc) => /404|not-found/.test(loc))).toBe(false);
  });

  it('has only URLs that resolve to a file in out/', () => {
    for (const loc of locs) expect(existsSync(fileForUrl(loc)), loc).toBe(true);
  });

  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body!)?.[1] ?? ''),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1],
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${decode(href!)}`),
  }));

  it.each(locales)('dates each %s article with its publication day', (locale) => {
    for (const article of articlesByLocale[locale]) {
      const loc = `${site.url}${inLocale(locale, `/blogDetails/${article.id}/`)}`;
      expect(entries.find((entry) => entry.loc === loc)?.lastmod, loc).toMatch(new RegExp(`^${article.date}`));
    }
  });

  it('gives every address its twins in both languages, as the pages do', () => {
    for (const { loc, alternates } of entries) {
      const path = new URL(loc).pathname;
      expect(alternates, loc).toEqual([
        `fr ${site.url}${twinPath(path, 'fr')}`,
        `en ${site.url}${twinPath(path, 'en')}`,
        `x-default ${site.url}${twinPath(path, 'fr')}`,
      ]);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    const robots = readFileSync(join(OUT, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/im);
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});

describe('manifest.webmanifest', () => {
  it('has an English twin at /en/manifest.webmanifest that opens on the English home page', () => {
    const english = JSON.parse(readFileSync(join(OUT, 'en', 'manifest.webmanifest'), 'utf8')) as { lang: string; start_url: string; name: string };
    expect(english).toMatchObject({ lang: 'en', start_url: '/en/', name: siteByLocale.en.name });
  });

  it('is valid JSON with French names, colours and existing icons of the declared size', () => {
    const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.webmanifest'), 'utf8')) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, lang: 'fr', start_url: '/' });
    expect(['standalone', 'minimal-ui', 'browser', 'fullscreen']).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = join(OUT, ...icon.src.split('/'));
      expect(existsSync(file), icon.src).toBe(true);
      const { width, height } = pngSize(readFileSync(file));
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });
});
