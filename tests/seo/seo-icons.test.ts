import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webManifest } from '@/site/web-manifest';
import { LOGO, renderIcons } from '../../scripts/brand-icons';

const root = join(__dirname, '..', '..');

/** Decoded RGBA pixels, to compare images without depending on the PNG encoder's bytes. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('icons drawn from public/images/logo.svg', () => {
  it('are up to date with the logo (run `npm run icons` after changing it)', async () => {
    const fresh = await renderIcons(await readFile(LOGO));
    for (const [path, expected] of Object.entries(fresh)) {
      const committed = await readFile(join(root, path)).catch(() => null);
      expect(committed, `${path} is missing`).not.toBeNull();
      if (path.endsWith('.png')) {
        const [a, b] = await Promise.all([pixels(committed!), pixels(expected)]);
        expect({ width: a.width, height: a.height }, path).toEqual({ width: b.width, height: b.height });
        // Same rasteriser, same logo: at most rounding noise.
        let worst = 0;
        for (let i = 0; i < a.data.length; i += 1) worst = Math.max(worst, Math.abs(a.data[i]! - b.data[i]!));
        expect(worst, `${path} differs from a fresh render`).toBeLessThanOrEqual(8);
      } else if (path.endsWith('.svg')) {
        expect(committed!.toString('hex') === expected.toString('hex'), `${path} is not the logo`).toBe(true);
      } else {
        expect(committed!.subarray(0, 6).toString('hex'), `${path} header`).toBe(expected.subarray(0, 6).toString('hex'));
        expect(committed!.length, `${path} size`).toBeGreaterThan(0);
      }
    }
  });

  it('gives an opaque 180×180 apple-touch-icon (iOS paints transparency black)', async () => {
    const { width, height, hasAlpha } = await sharp(join(root, 'app/apple-icon.png')).metadata();
    expect({ width, height }).toEqual({ width: 180, height: 180 });
    const stats = await sharp(join(root, 'app/apple-icon.png')).stats();
    expect(!hasAlpha || stats.isOpaque).toBe(true);
  });

  it('writes a favicon.ico holding 32×32 and 16×16 images', async () => {
    const ico = await readFile(join(root, 'app/favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + 16 * index));
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32]);
  });
});

describe('web app manifest', () => {
  const data = webManifest('fr');

  it('names the centre in French and starts at the home page', () => {
    expect(data).toMatchObject({ lang: 'fr', start_url: '/' });
    expect(data.name).toBeTruthy();
    expect(data.short_name!.length).toBeLessThanOrEqual(12);
    expect(data.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has an English twin that opens on the English home page, as a separate app', () => {
    const english = webManifest('en');
    expect(english).toMatchObject({ lang: 'en', start_url: '/en/', id: '/en/' });
    expect(english.name).not.toBe(data.name);
    expect(english.description).not.toBe(data.description);
    expect(english.icons).toEqual(data.icons);
  });

  it('points at icons that exist at the size they declare, one of them maskable', async () => {
    const icons = data.icons ?? [];
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(icons.some((icon) => icon.sizes === '512x512' && icon.purpose !== 'maskable')).toBe(true);
    for (const icon of icons) {
      const file = join(root, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
