import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImage } from '@/content/load/images';
import { phonePhoto } from '../editor/phone-photo';
import { writeMedia } from '../../pipeline/media';

/*
 * A photo as a phone sends it (large, stored sideways with an EXIF orientation, with the place it was
 * taken in its EXIF), uploaded by staff: what reaches the site is small, upright, in every format and
 * width the page offers, and says nothing of where it was taken.
 */

let dir: string;
let content: string;
let publicDir: string;
const PHOTO = 'media/equipe/visite.jpg';
// Stored 2400×1800, orientation 6: the phone held upright, so it shows 1800 wide and 2400 high.
const STORED = { width: 2400, height: 1800 };

const roots = () => ({ publicDir, mediaDir: join(content, 'media') });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'media-'));
  content = join(dir, 'content');
  publicDir = join(dir, 'public');
  mkdirSync(join(content, 'media/equipe'), { recursive: true });
  writeFileSync(join(content, PHOTO), await phonePhoto(STORED));
  writeFileSync(join(content, 'media/.gitkeep'), '');
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('photos staff upload', () => {
  it('the test photo is what a phone sends: over a megabyte, with its orientation and its place in EXIF', async () => {
    const bytes = readFileSync(join(content, PHOTO));
    expect(bytes.length).toBeGreaterThan(1_000_000);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ ...STORED, orientation: 6 });
    expect(metadata.exif?.length ?? 0).toBeGreaterThan(100);
  });

  it('are written at each width in AVIF, WebP and JPEG, upright, small, and without their EXIF', async () => {
    const report = await writeMedia(content, publicDir);
    const image = readImage(`/${PHOTO}`, roots(), (message) => expect.fail(message));
    expect(image).toMatchObject({ width: STORED.height, height: STORED.width });
    const variants = image?.variants ?? [];
    expect(variants).toHaveLength(12);
    expect(report.written.sort()).toEqual(variants.map((variant) => variant.url).sort());

    for (const variant of variants) {
      const file = join(publicDir, variant.url);
      const metadata = await sharp(file).metadata();
      expect({ url: variant.url, width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
        url: variant.url,
        width: variant.width,
        height: variant.height,
        format: variant.format === 'avif' ? 'heif' : variant.format,
      });
      expect(metadata.height, `${variant.url} is upright`).toBeGreaterThan(metadata.width ?? 0);
      expect(metadata.exif, `${variant.url} keeps no EXIF`).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
    }
    // What a phone at 360 px wide (about 1000 device pixels) downloads: the 1200 px AVIF.
    const phoneFile = variants.find((variant) => variant.format === 'avif' && variant.width === 1200);
    expect(statSync(join(publicDir, phoneFile?.url ?? '')).size).toBeLessThan(250_000);
    for (const variant of variants) expect(statSync(join(publicDir, variant.url)).size).toBeLessThan(readFileSync(join(content, PHOTO)).length / 2);
  }, 120_000);

  it('are not written again when unchanged, and a replaced photo leaves no old file behind', async () => {
    expect((await writeMedia(content, publicDir)).written).toEqual([]);
    const before = readdirSync(join(publicDir, 'media/equipe'));

    writeFileSync(join(content, PHOTO), await sharp(readFileSync(join(content, PHOTO))).rotate().resize({ width: 900 }).jpeg().toBuffer());
    const report = await writeMedia(content, publicDir);
    const after = readdirSync(join(publicDir, 'media/equipe'));
    expect(report.removed.sort()).toEqual(before.map((file) => `/media/equipe/${file}`).sort());
    expect(after.some((file) => before.includes(file))).toBe(false);
    expect(after).toHaveLength(6); // 480 and 800, in three formats
  }, 120_000);

  it('never publishes what is not a photo (an SVG drawing)', async () => {
    writeFileSync(join(content, 'media/dessin.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const report = await writeMedia(content, publicDir);
    expect(report.skipped).toEqual(['dessin.svg']);
    expect(existsSync(join(publicDir, 'media/dessin.svg'))).toBe(false);
    expect(readdirSync(join(publicDir, 'media')).filter((file) => file.startsWith('dessin'))).toEqual([]);
  });
});

describe('a page showing an uploaded photo', () => {
  it('gets the files written of it, never the original, and a <picture> with every format', async () => {
    const { copyContent } = await import('./content-fixture');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { Artwork } = await import('@/components/ui/artwork');
    const copy = copyContent();
    try {
      mkdirSync(join(copy.dir, 'media'), { recursive: true });
      writeFileSync(join(copy.dir, 'media/pansement.jpg'), await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3a7' } }).jpeg().toBuffer());
      copy.editYaml('services/soins-medicaux-a-domicile.yml', (doc) => doc.setIn(['image', 'src'], '/media/pansement.jpg'));
      const { content, errors } = copy.load();
      expect(errors).toEqual([]);
      const image = content?.services.find((service) => service.id === 2)?.image;
      expect(image).toMatchObject({ width: 1000, height: 750, src: expect.stringMatching(/^\/media\/pansement\.[0-9a-f]{10}\.800\.jpg$/) });

      const html = renderToStaticMarkup(createElement(Artwork, { image: { ...image!, alt: image!.alt.fr }, sizes: '50vw' }));
      expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="\/media\/pansement\.\w+\.480\.avif 480w, \/media\/pansement\.\w+\.800\.avif 800w" sizes="50vw"\/><source type="image\/webp"/);
      expect(html).toMatch(/<img src="\/media\/pansement\.\w+\.800\.jpg" srcSet="[^"]+480w[^"]+800w" sizes="50vw" alt="[^"]+" width="1000" height="750"\/><\/picture>$/);
      expect(html).not.toContain('/media/pansement.jpg');
    } finally {
      copy.remove();
    }
  });

  it('the site\'s own SVG artwork stays one plain <img>', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { Artwork } = await import('@/components/ui/artwork');
    const html = renderToStaticMarkup(createElement(Artwork, { image: { src: '/images/logo.svg', alt: 'Aide & Vie', width: 44, height: 44 } }));
    // (React adds a preload <link> ahead of an <img> it renders outside a <picture>.)
    expect(html).toContain('<img src="/images/logo.svg" alt="Aide &amp; Vie" width="44" height="44"/>');
    expect(html).not.toMatch(/<picture|<source|srcSet/);
  });
});
