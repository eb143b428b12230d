// Runs before every build (npm "prebuild", after the content check) and before `next dev`: writes each
// photo staff uploaded (content/media/) at the widths and in the formats pages ask for
// (lib/responsive-image.ts), into public/media/, which the export copies to out/media/. The original
// never reaches a visitor. The files are named from the photo's bytes, so an unchanged photo is not
// written again, and a replaced or deleted one's files are removed.
// Each file is turned upright (EXIF orientation) and keeps no metadata: a phone photo's EXIF can hold
// where it was taken.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { PhotoFormat, PhotoVariant } from '../lib/responsive-image';
import { contentDir } from '../content/load';
import { readImage } from '../content/load/images';

/** Quality of each format, chosen by eye on phone photos at the widths the pages show them. */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

export interface MediaReport {
  photos: number;
  written: string[];
  removed: string[];
  /** Uploads that cannot be served (not a photo, unreadable): the content check reports them where they are used. */
  skipped: string[];
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

async function writeVariant(source: string, variant: PhotoVariant, target: string) {
  mkdirSync(dirname(target), { recursive: true });
  const resized = sharp(source).rotate().resize({ width: variant.width, withoutEnlargement: true });
  await ENCODERS[variant.format](resized).toFile(target);
}

export async function writeMedia(content: string, publicDir: string): Promise<MediaReport> {
  const roots = { publicDir, mediaDir: join(content, 'media') };
  const outputDir = join(publicDir, 'media');
  const report: MediaReport = { photos: 0, written: [], removed: [], skipped: [] };
  const expected = new Set<string>();

  for (const file of filesUnder(roots.mediaDir)) {
    const image = readImage(`/media/${file}`, roots, () => {});
    if (!image?.variants) {
      report.skipped.push(file);
      continue;
    }
    report.photos += 1;
    for (const variant of image.variants) {
      const target = join(publicDir, variant.url);
      expected.add(resolve(target));
      if (existsSync(target) && statSync(target).size > 0) continue;
      await writeVariant(image.path, variant, target);
      report.written.push(variant.url);
    }
  }

  for (const file of filesUnder(outputDir)) {
    const path = resolve(outputDir, file);
    if (expected.has(path)) continue;
    rmSync(path);
    report.removed.push(`/media/${file}`);
  }
  return report;
}

// `tsx pipeline/media.ts [folder]`: the folder whose media/ gets the photos, public/ unless named (a test
// that builds other content into another export writes its photos there, not into our public/).
async function main() {
  const target = resolve(process.argv[2] ?? 'public');
  const { photos, written, removed, skipped } = await writeMedia(contentDir(), target);
  if (photos + removed.length + skipped.length === 0) return;
  console.log(`media: ${photos} photo(s) of content/media/ → ${join(target, 'media')} (${written.length} file(s) written, ${removed.length} removed)`);
  for (const file of skipped) console.warn(`media: content/media/${file} n'est pas une photo JPEG, PNG, WebP ou AVIF lisible : il n'est pas publié.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
