import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_IMAGE_SIZE } from '@/lib/preview-image';
import { articles as articlesByLocale } from '@/site/articles';
import { previewWords } from '@/copy/previews';
import { services as servicesByLocale } from '@/content/services';
import { articlePath, servicePath } from '@/lib/routes';
import { site as siteByLocale } from '@/content/site';
import { collectCards, eyebrowFor, readMeta } from '../../pipeline/og-images';
import { loadAssets, renderCard, type OgAssets, type OgCard } from '../../pipeline/lib/preview-card';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const site = siteByLocale.fr;

// The preview generator (pipeline/og-images.ts, pipeline/lib/preview-card.ts), tested on its own; tests/export/ checks the real output.

const page = (meta: Record<string, string>) =>
  `<!DOCTYPE html><html lang="fr"><head>${Object.entries(meta)
    .map(([key, value]) => `<meta ${key.startsWith('og:') || key.startsWith('article:') ? 'property' : 'name'}="${key}" content="${value}"/>`)
    .join('')}</head><body><meta property="og:title" content="not the head"/></body></html>`;

describe('readMeta', () => {
  it('reads head meta tags and decodes HTML entities', () => {
    const meta = readMeta(page({ 'og:title': 'L&#x27;eau &amp; la santé', robots: 'noindex, follow' }));
    expect(meta['og:title']).toBe("L'eau & la santé");
    expect(meta.robots).toBe('noindex, follow');
  });
});

describe('eyebrowFor', () => {
  it('names the kind of page, with the category for articles', () => {
    expect(eyebrowFor(servicePath(servicesByLocale.fr[0]!.id, 'fr'), {})).toMatch(/services/i);
    expect(eyebrowFor(articlePath(articles[0]!.id, 'fr'), { 'article:section': 'Alimentation' })).toContain('Alimentation');
  });

  it('names each listed page in its own language, and falls back to the site name elsewhere', () => {
    expect(eyebrowFor('/about/', {})).toBe(previewWords.pages.about.fr);
    expect(eyebrowFor('/en/appointment/', {})).toBe(previewWords.pages.appointmentAlias.en);
    expect(eyebrowFor(servicePath(servicesByLocale.en[0]!.id, 'en'), {})).toBe(previewWords.service.en);
    expect(eyebrowFor('/404/', { 'og:site_name': 'Centre' })).toBe('Centre');
  });
});

describe('collectCards', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'og-cards-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (path: string, meta: Record<string, string>) => {
    await mkdir(join(dir, path), { recursive: true });
    await writeFile(join(dir, path, 'index.html'), page(meta));
  };

  it('takes the title from the indexable page when an alias shares its image', async () => {
    await write('a', { 'og:title': 'Vraie page', 'og:image': 'https://x.test/og/a.png', 'og:site_name': 'Centre' });
    await write('alias', { 'og:title': 'Alias', 'og:image': 'https://x.test/og/a.png', robots: 'noindex, follow' });
    const cards = await collectCards(dir);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ pathname: '/og/a.png', title: 'Vraie page', route: '/a/' });
  });

  it('refuses two indexable pages with the same image', async () => {
    await write('b', { 'og:title': 'Autre page', 'og:image': 'https://x.test/og/a.png' });
    await expect(collectCards(dir)).rejects.toThrow(/share/);
  });
});

describe('renderCard', () => {
  let assets: OgAssets;
  beforeAll(async () => {
    assets = await loadAssets();
  });

  it('draws a PNG of the preview size below 300 KB even for the longest title', async () => {
    const longest = articles.map((article) => article.title).sort((a, b) => b.length - a.length)[0]!;
    const card: OgCard = {
      pathname: '/og/test.png',
      route: articlePath(articles[0]!.id, 'fr'),
      title: `${longest} ${longest}`,
      eyebrow: 'Conseils santé · Accompagnement',
      siteName: site.name,
      brand: site.shortName,
      tagline: 'Soins à domicile · Yaoundé',
      host: new URL(site.url).host,
      indexable: true,
    };
    const png = await renderCard(card, assets);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ ...OG_IMAGE_SIZE, format: 'png' });
    expect(png.length).toBeLessThan(300 * 1024);
  });

  it('paints the bottom band in the brand colour of the design tokens (lib/design-tokens.css)', async () => {
    const card: OgCard = {
      pathname: '/og/test.png',
      route: '/about/',
      title: 'À propos',
      eyebrow: '',
      siteName: site.name,
      brand: site.shortName,
      tagline: 'Soins à domicile · Yaoundé',
      host: 'www.example.com',
      indexable: true,
    };
    const png = await renderCard(card, assets);
    // A pixel of the band, right of the centre name and left of the host.
    const { data } = await sharp(png).extract({ left: 880, top: 620, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    const hex = assets.tokens.primary!.replace('#', '');
    const expected = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
    expected.forEach((channel, index) => expect(Math.abs(data[index]! - channel)).toBeLessThanOrEqual(4));
  });

  it('embeds the logo and a local WOFF font in two weights', () => {
    expect(assets.logo.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(assets.fonts.map((font) => font.weight)).toEqual([400, 700]);
    // WOFF signature: satori cannot read WOFF2.
    for (const font of assets.fonts) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });
});
