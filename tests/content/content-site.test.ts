import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyContent, projectDir, type ContentCopy } from './content-fixture';

/*
 * A staff edit, all the way to what the site publishes: the content folder given to the site's own
 * modules (CONTENT_DIR, as the build would read it), in a process of its own since content is loaded
 * once per process.
 */

const SERVICE = 'services/soins-medicaux-a-domicile.yml';
const SITE = 'https://www.example.com';

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

interface Probe {
  routes: string[];
  sitemap: { url: string; languages: Record<string, string> }[];
  withoutTwin: Record<string, string>;
  services: { slug: string; prices: number[] }[];
  metadata: Record<string, { languages: Record<string, string> }>;
  articles: { fr: number[]; en: number[] };
  related: Record<string, number[]>;
  structuredData: string;
}

function probe(dir: string, buildDate = ''): Probe {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'content-site-probe.ts')], {
    cwd: projectDir,
    env: { ...process.env, CONTENT_DIR: dir, NEXT_PUBLIC_SITE_URL: SITE, BUILD_DATE: buildDate },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Probe;
}

/** A new article's file: a published article's, under another name, at the next free number. */
function newArticle(content: ContentCopy): { id: number; french: string; english: string } {
  const published = content.load().content?.articles.fr[0];
  if (!published) throw new Error('no published article to copy');
  const folder = join(content.dir, 'articles/fr');
  const id = Math.max(...readdirSync(folder).map((name) => Number(/^id: *(\d+)/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1]))) + 1;
  content.write('articles/fr/bien-dormir.md', content.read(`articles/fr/${published.slug}.md`));
  content.editFrontMatter('articles/fr/bien-dormir.md', (doc) => doc.set('id', id));
  return { id, french: `articles/fr/${published.slug}.md`, english: `articles/en/${published.slug}.md` };
}

describe('the site built from a staff edit', () => {
  it('shows a new price and a new article, at the next number, in both languages', () => {
    copy = copyContent();
    copy.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], 3500));
    const { id, english } = newArticle(copy);
    copy.write('articles/en/bien-dormir.md', copy.read(english));
    const site = probe(copy.dir);
    expect(site.services.find((service) => service.slug === 'soins-medicaux-a-domicile')?.prices[0]).toBe(3500);
    expect(site.routes).toEqual(expect.arrayContaining([`/blogDetails/${id}/`, `/en/blogDetails/${id}/`]));
    const entry = site.sitemap.find((item) => item.url === `${SITE}/blogDetails/${id}/`);
    expect(entry?.languages).toEqual({ fr: `${SITE}/blogDetails/${id}/`, en: `${SITE}/en/blogDetails/${id}/`, 'x-default': `${SITE}/blogDetails/${id}/` });
    expect(site.withoutTwin).toEqual({});
  });

  it('keeps an article written in French only out of the English site, its sitemap and its hreflang', () => {
    copy = copyContent();
    const { id } = newArticle(copy);
    const site = probe(copy.dir);
    expect(site.routes).toContain(`/blogDetails/${id}/`);
    expect(site.routes).not.toContain(`/en/blogDetails/${id}/`);
    expect(site.sitemap.map((item) => item.url)).not.toContain(`${SITE}/en/blogDetails/${id}/`);
    const entry = site.sitemap.find((item) => item.url === `${SITE}/blogDetails/${id}/`);
    expect(entry?.languages).toEqual({ fr: `${SITE}/blogDetails/${id}/`, 'x-default': `${SITE}/blogDetails/${id}/` });
    expect(site.metadata[String(id)]?.languages).toEqual({ fr: `${SITE}/blogDetails/${id}/`, 'x-default': `${SITE}/blogDetails/${id}/` });
    // Translated articles keep both languages.
    const others = Object.entries(site.metadata).filter(([key]) => key !== String(id));
    expect(others.some(([, entry]) => Object.keys(entry.languages).join() === 'fr,en,x-default')).toBe(true);
    // The language switch of its page leads to the English blog.
    expect(site.withoutTwin).toEqual({ [`/blogDetails/${id}/`]: '/en/blog/' });
  });

  it('keeps an article dated in the future off the site until its day in Yaoundé, then publishes it everywhere', () => {
    copy = copyContent();
    const { id, english } = newArticle(copy);
    copy.write('articles/en/bien-dormir.md', copy.read(english));
    copy.editFrontMatter('articles/fr/bien-dormir.md', (doc) => doc.set('date', '2031-03-02'));
    // Another article names it among its related articles.
    const other = copy.load().content?.articles.fr[1];
    if (!other) throw new Error('no second article');
    copy.editFrontMatter(`articles/fr/${other.slug}.md`, (doc) => doc.set('related', [id]));
    const places = (site: Probe) => ({
      pages: site.routes.filter((path) => path.endsWith(`/blogDetails/${id}/`)),
      sitemap: site.sitemap.filter((item) => item.url.endsWith(`/blogDetails/${id}/`)).length,
      blog: [site.articles.fr.includes(id), site.articles.en.includes(id)],
      relatedOfOther: site.related[String(other.id)]?.includes(id),
      // The new article is a copy of a published one: its id in another's structured data is its address.
      structuredData: site.structuredData.includes(`/blogDetails/${id}/`),
    });
    // 1 March 2031, 23:59 in Yaoundé (22:59 UTC): not yet.
    expect(places(probe(copy.dir, '2031-03-01T22:59:00Z'))).toEqual({ pages: [], sitemap: 0, blog: [false, false], relatedOfOther: false, structuredData: false });
    // 2 March 2031, 00:00 in Yaoundé (still 1 March in UTC): published, in both languages.
    expect(places(probe(copy.dir, '2031-03-01T23:00:00Z'))).toEqual({
      pages: [`/blogDetails/${id}/`, `/en/blogDetails/${id}/`],
      sitemap: 2,
      blog: [true, true],
      relatedOfOther: true,
      structuredData: true,
    });
  }, 90_000); // Two probes of the site built on a copy of the content: about 30 s beside three builds on CI (ci run of de8177a: a time-out at the default 30 s).
});
