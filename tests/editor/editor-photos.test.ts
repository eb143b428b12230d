import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readImage } from '@/content/load/images';
import { decide, fileKind, HEAD_BYTES } from '@/editor/photos/kind';
import { refusalMessage } from '@/editor/photos/messages';
import { BYTE_BUDGET, encodeWithinBudget, fitLongEdge, photoName } from '@/editor/photos/target';
import { PHOTO_WIDTHS } from '@/lib/responsive-image';
import { nbsp } from '@/lib/typography';

/*
 * The editor's photo rules that need no browser: what a chosen file is, whether it is refused and in
 * which words, the size and name it is committed under. editor/photos/prepare.ts draws it, in the
 * browser (e2e/editor/admin-photos.spec.ts).
 */

const pixel = { width: 4, height: 3, channels: 3, background: '#2a7' } as const;
const head = (bytes: Buffer | string) => new Uint8Array(Buffer.from(bytes).subarray(0, HEAD_BYTES));
/** The start of an ISO media file (AVIF, HEIC): its ftyp box with a major and compatible brands. */
const ftyp = (...brands: string[]) => {
  const size = 8 + 8 + (brands.length - 1) * 4;
  return Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from('ftyp'), Buffer.from(brands[0]!), Buffer.alloc(4), Buffer.from(brands.slice(1).join(''))]);
};

describe('what a chosen file is, read from its bytes', () => {
  it('knows the pictures a browser reads, whatever their name says', async () => {
    const image = sharp({ create: pixel });
    expect(fileKind(head(await image.clone().jpeg().toBuffer()), 'IMG_0001.JPG')).toBe('jpeg');
    expect(fileKind(head(await image.clone().png().toBuffer()), 'capture.png')).toBe('png');
    expect(fileKind(head(await image.clone().webp().toBuffer()), 'photo.webp')).toBe('webp');
    expect(fileKind(head(await image.clone().avif().toBuffer()), 'photo.avif')).toBe('avif');
    expect(fileKind(head(await image.clone().gif().toBuffer()), 'anim.gif')).toBe('gif');
    // A JPEG named as something else is still a photo.
    expect(fileKind(head(await image.clone().jpeg().toBuffer()), 'document.pdf')).toBe('jpeg');
  });

  it('tells an iPhone HEIC from an AVIF, both ISO media files', () => {
    expect(fileKind(head(ftyp('heic', 'mif1', 'heic')), 'IMG_1234.HEIC')).toBe('heic');
    expect(fileKind(head(ftyp('mif1', 'mif1', 'heic')), 'IMG_1234.heif')).toBe('heic');
    expect(fileKind(head(ftyp('avif', 'mif1', 'miaf')), 'photo.avif')).toBe('avif');
    expect(fileKind(head(ftyp('mif1', 'avif', 'miaf')), 'photo.avif')).toBe('avif');
  });

  it('knows a drawing (SVG, with or without its XML declaration) and a PDF, even named .jpg', () => {
    const logo = readFileSync('public/images/logo.svg', 'utf8');
    expect(fileKind(head(logo), 'logo.svg')).toBe('svg');
    expect(fileKind(head(`\uFEFF<?xml version="1.0"?>\n<!-- dessin -->\n${logo}`), 'photo.jpg')).toBe('svg');
    expect(fileKind(head('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'photo.jpg')).toBe('pdf');
    expect(fileKind(head('Bonjour, voici le texte.'), 'notes.txt')).toBe('other');
    expect(fileKind(new Uint8Array(), 'vide.jpg')).toBe('other');
  });

  it('draws every picture anew and refuses the rest, a drawing with its own words', () => {
    for (const kind of ['jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'bmp'] as const) expect(decide(kind)).toBe('draw');
    expect(decide('svg')).toBe('svg');
    expect(decide('pdf')).toBe('other');
    expect(decide('other')).toBe('other');
  });
});

describe('the words of a refusal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'editor-photos-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are the build’s where the build refuses the same file', async () => {
    mkdirSync(join(dir, 'media'));
    writeFileSync(join(dir, 'media/logo.svg'), readFileSync('public/images/logo.svg'));
    writeFileSync(join(dir, 'media/menu.pdf'), '%PDF-1.7\n');
    const build = (src: string) => {
      const messages: string[] = [];
      readImage(src, { publicDir: 'public', mediaDir: join(dir, 'media') }, (message) => messages.push(message));
      return messages[0]!.replace(`l'image « ${src} » `, '');
    };
    const editor = (reason: 'svg' | 'other', name: string) => refusalMessage(reason, name).replace(`Le fichier «${nbsp}${name}${nbsp}» `, '').replaceAll(nbsp, ' ');
    expect(build('/media/logo.svg')).toBe(editor('svg', 'logo.svg'));
    expect(build('/media/menu.pdf')).toBe(editor('other', 'menu.pdf'));
    expect(editor('svg', 'logo.svg')).toMatch(/Envoyez une photo JPEG ou PNG\.$/);
  });

  it('name the file and say what to do, in French typography', () => {
    expect(refusalMessage('other', 'menu.pdf')).toBe(
      `Le fichier «${nbsp}menu.pdf${nbsp}» n'est pas une photo JPEG, PNG, WebP ou AVIF${nbsp}: envoyez à la place une photo dans l'un de ces formats.`,
    );
    expect(refusalMessage('heic', 'IMG_1234.HEIC').replaceAll(nbsp, ' ')).toMatch(/^La photo « IMG_1234\.HEIC » est au format HEIC .* Envoyez-la depuis l'iPhone/);
    expect(refusalMessage('unreadable', 'photo.jpg').replaceAll(nbsp, ' ')).toMatch(/^Le fichier « photo\.jpg » n'a pas pu être lu comme une photo\./);
  });
});

describe('the photo committed', () => {
  it('has its long side at most 2560 px, in its own proportions, and is never enlarged', () => {
    expect(fitLongEdge(8000, 6000)).toEqual({ width: 2560, height: 1920 });
    expect(fitLongEdge(6000, 8000)).toEqual({ width: 1920, height: 2560 });
    expect(fitLongEdge(4032, 3024)).toEqual({ width: 2560, height: 1920 });
    expect(fitLongEdge(9000, 1000)).toEqual({ width: 2560, height: 284 });
    expect(fitLongEdge(2560, 1440)).toEqual({ width: 2560, height: 1440 });
    expect(fitLongEdge(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(fitLongEdge(30000, 10)).toEqual({ width: 2560, height: 1 });
  });

  it('is wide enough for the widest file the build writes, landscape or portrait (4:3)', () => {
    const widest = Math.max(...PHOTO_WIDTHS);
    expect(fitLongEdge(8000, 6000).width).toBeGreaterThanOrEqual(widest);
    expect(fitLongEdge(6000, 8000).width).toBeGreaterThanOrEqual(widest);
  });

  it('keeps 85 % when that fits the budget, and steps down only as far as it must', async () => {
    const sizes: Record<number, number> = { 0.85: 2_400_000, 0.75: 1_400_000, 0.65: 900_000 };
    const tried: number[] = [];
    const encode = async (quality: number) => (tried.push(quality), { size: sizes[quality]! });
    expect(await encodeWithinBudget(encode)).toEqual({ blob: { size: 1_400_000 }, quality: 0.75 });
    expect(tried).toEqual([0.85, 0.75]);
    expect(await encodeWithinBudget(async () => ({ size: 600_000 }))).toMatchObject({ quality: 0.85 });
    // Nothing fits: the smallest is kept rather than no photo at all.
    expect(await encodeWithinBudget(async (quality) => ({ size: BYTE_BUDGET * 2 * quality }))).toMatchObject({ quality: 0.65 });
  });

  it('is named after the chosen file, in plain letters, as a JPEG, never twice the same', () => {
    const at = Date.UTC(2026, 10, 20, 14, 32);
    expect(photoName('Visite à domicile.HEIC', at)).toMatch(/^visite-a-domicile-[a-z0-9]{6}\.jpg$/);
    expect(photoName('IMG_1234.JPG', at)).toMatch(/^img-1234-[a-z0-9]{6}\.jpg$/);
    expect(photoName('Capture d’écran 2026-11-20 à 14.32.10.png', at)).toMatch(/^capture-d-ecran-2026-11-20-a-14-32-10-[a-z0-9]{6}\.jpg$/);
    expect(photoName('.jpg', at)).toMatch(/^photo-[a-z0-9]{6}\.jpg$/);
    expect(photoName('😀.jpeg', at)).toMatch(/^photo-[a-z0-9]{6}\.jpg$/);
    expect(photoName(`${'très-long-'.repeat(10)}.jpg`, at).length).toBeLessThanOrEqual(40 + 11);
    expect(photoName('IMG_1234.JPG', at)).not.toBe(photoName('IMG_1234.JPG', at + 1));
  });
});
