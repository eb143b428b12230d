import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyContent, projectDir, type ContentCopy } from './content-fixture';

/*
 * A staff edit, all the way to what the site publishes: the content folder given to the site's own
 * modules (CONTENT_DIR, as the build would read it), in a process of its own since content is loaded
 * once per process.
 */

const ARTICLE = 'articles/fr/accompagner-un-proche-age-a-l-hopital.md';
const SITE = 'https://www.example.com';

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

interface Probe {
  routes: string[];
  sitemap: { url: string; languages: Record<string, string> }[];
  withoutTwin: Record<string, string>;
  services: { id: number; prices: number[] }[];
  metadata: Record<string, { languages: Record<string, string> }>;
}

function probe(dir: string): Probe {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'content-site-probe.ts')], {
    cwd: projectDir,
    env: { ...process.env, CONTENT_DIR: dir, NEXT_PUBLIC_SITE_URL: SITE },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Probe;
}

describe('the site built from a staff edit', () => {
  it('shows a new price and a new article, at the next number, in both languages', () => {
    copy = copyContent();
    copy.editYaml('services/soins-medicaux-a-domicile.yml', (doc) => doc.setIn(['prices', 0, 'min'], 3500));
    copy.write('articles/fr/bien-dormir.md', copy.read(ARTICLE).replace('id: 1', 'id: 6'));
    copy.write('articles/en/bien-dormir.md', copy.read(ARTICLE.replace('/fr/', '/en/')));
    const site = probe(copy.dir);
    expect(site.services.find((service) => service.id === 2)?.prices[0]).toBe(3500);
    expect(site.routes).toEqual(expect.arrayContaining(['/blogDetails/6/', '/en/blogDetails/6/']));
    const entry = site.sitemap.find((item) => item.url === `${SITE}/blogDetails/6/`);
    expect(entry?.languages).toEqual({ fr: `${SITE}/blogDetails/6/`, en: `${SITE}/en/blogDetails/6/`, 'x-default': `${SITE}/blogDetails/6/` });
    expect(site.withoutTwin).toEqual({});
  });

  it('keeps an article written in French only out of the English site, its sitemap and its hreflang', () => {
    copy = copyContent();
    copy.write('articles/fr/bien-dormir.md', copy.read(ARTICLE).replace('id: 1', 'id: 6'));
    const site = probe(copy.dir);
    expect(site.routes).toContain('/blogDetails/6/');
    expect(site.routes).not.toContain('/en/blogDetails/6/');
    expect(site.sitemap.map((item) => item.url)).not.toContain(`${SITE}/en/blogDetails/6/`);
    const entry = site.sitemap.find((item) => item.url === `${SITE}/blogDetails/6/`);
    expect(entry?.languages).toEqual({ fr: `${SITE}/blogDetails/6/`, 'x-default': `${SITE}/blogDetails/6/` });
    expect(site.metadata['6']?.languages).toEqual({ fr: `${SITE}/blogDetails/6/`, 'x-default': `${SITE}/blogDetails/6/` });
    // Translated articles keep both languages.
    expect(Object.keys(site.metadata['1']?.languages ?? {})).toEqual(['fr', 'en', 'x-default']);
    // The language switch of its page leads to the English blog.
    expect(site.withoutTwin).toEqual({ '/blogDetails/6/': '/en/blog/' });
  });
});
