/*
 * Favicon, apple-touch-icon and the web-app manifest icons, all drawn from the one logo:
 * public/images/logo.svg. Run it again whenever the logo changes (npm run icons);
 * tests/seo/seo-icons.test.ts fails while the committed files are out of date.
 *
 *   app/icon.svg                      the logo itself (Next's `icon` file convention)
 *   app/favicon.ico                   32×32 and 16×16, for browsers without SVG favicons
 *   app/apple-icon.png                180×180 on an opaque background (iOS paints transparency black)
 *   public/icons/icon-192.png         manifest, purpose any (logo on a white rounded tile)
 *   public/icons/icon-512.png         manifest, purpose any (logo on a white rounded tile)
 *   public/icons/icon-maskable-512.png  manifest, purpose maskable (logo inside the 80 % safe zone)
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { themeColors } from '../lib/theme';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LOGO = join(ROOT, 'public/images/logo.svg');

const BACKGROUND = themeColors.background;
const MASKABLE_BACKGROUND = themeColors.primarySoft;

/** A white rounded tile, so the transparent logo reads on any launcher or tab colour. */
const tile = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${Math.round(size * 0.22)}" fill="#ffffff"/></svg>`,
  );

/**
 * The logo as a square PNG of `size` px, `scale` of the side, centred on `background`
 * (a colour, `tile`, or transparent if none).
 */
async function square(svg: Buffer, size: number, { background, scale = 1 }: { background?: string; scale?: number } = {}) {
  const inner = Math.round(size * scale);
  // Rasterise from the vector at twice the target size (whatever the SVG's own width), then downsample.
  const { width = inner } = await sharp(svg).metadata();
  const logo = await sharp(svg, { density: Math.min(2400, (72 * 2 * inner) / width) })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background && background !== 'tile' ? background : { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([...(background === 'tile' ? [{ input: tile(size) }] : []), { input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A .ico holding PNG images (supported by every browser that still asks for favicon.ico). */
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** Every icon file, as { relative path: contents }. */
export async function renderIcons(svg: Buffer): Promise<Record<string, Buffer>> {
  const [ico32, ico16] = await Promise.all([square(svg, 32), square(svg, 16)]);
  return {
    'app/icon.svg': svg,
    'app/favicon.ico': icoFromPngs([
      { size: 32, png: ico32 },
      { size: 16, png: ico16 },
    ]),
    'app/apple-icon.png': await square(svg, 180, { background: BACKGROUND, scale: 0.8 }),
    'public/icons/icon-192.png': await square(svg, 192, { background: 'tile', scale: 0.8 }),
    'public/icons/icon-512.png': await square(svg, 512, { background: 'tile', scale: 0.8 }),
    'public/icons/icon-maskable-512.png': await square(svg, 512, { background: MASKABLE_BACKGROUND, scale: 0.62 }),
  };
}

async function main() {
  const svg = await readFile(LOGO);
  const files = await renderIcons(svg);
  for (const [path, contents] of Object.entries(files)) {
    const target = join(ROOT, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
    console.log(`brand-icons: ${path} (${contents.length} bytes)`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
