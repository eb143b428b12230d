import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { imageSize } from 'image-size';
import { photoVariants, responsivePhoto, type PhotoVariant } from '@/lib/responsive-image';
import type { ImageSize, Report } from '../schema/kit';
import { NOT_A_PHOTO, PHOTO_TYPES } from '../schema/photos';

/*
 * Where an image of content/ lives, and its size, read from the file (staff never type it):
 *   /images/…  the site's artwork (SVG illustrations), in public/images/
 *   /media/…   photos staff upload through the editor, in content/media/ (Decap's media_folder).
 *              Pages never get the original: they get the files scripts/media.ts writes of it, at a
 *              few widths and in three formats (lib/responsive-image.ts), named from its bytes here.
 */

export interface ImageRoots {
  /** public/ */
  publicDir: string;
  /** content/media/ */
  mediaDir: string;
}

/** The file an image path names, or a message saying why there is none. */
export function imageFile(src: string, roots: ImageRoots): { path: string } | { problem: string } {
  if (/^[a-z]+:/i.test(src) || src.startsWith('//')) {
    return { problem: `« ${src} » est une image d'un autre site : envoyez la photo dans le site avec le bouton « choisir une image ».` };
  }
  const clean = normalize(src);
  if (!clean.startsWith('/') || clean.includes('..')) {
    return { problem: `« ${src} » n'est pas un chemin d'image : il commence par /media/ (vos photos) ou /images/.` };
  }
  if (clean.startsWith('/media/')) return { path: join(roots.mediaDir, clean.slice('/media/'.length)) };
  if (clean.startsWith('/images/')) return { path: join(roots.publicDir, clean) };
  return { problem: `« ${src} » n'est pas un chemin d'image : il commence par /media/ (vos photos) ou /images/.` };
}

export function imageSizeOf(src: string, roots: ImageRoots, report: Report): ImageSize | undefined {
  const image = readImage(src, roots, report);
  if (!image) return undefined;
  return image.variants ? responsivePhoto(image.variants, image.width, image.height) : { width: image.width, height: image.height };
}

/** An image of content/ as the build sees it: its file, its size as shown, and for an upload the files written of it. */
export interface ContentImage {
  path: string;
  width: number;
  height: number;
  /** Only for a photo of content/media/: what scripts/media.ts writes. */
  variants?: PhotoVariant[];
}

export function readImage(src: string, roots: ImageRoots, report: Report): ContentImage | undefined {
  const file = imageFile(src, roots);
  if ('problem' in file) {
    report(file.problem);
    return undefined;
  }
  if (!existsSync(file.path) || !statSync(file.path).isFile()) {
    report(`l'image « ${src} » n'existe pas. Vérifiez le nom du fichier, ou envoyez-la à nouveau dans le site.`);
    return undefined;
  }
  const isUpload = src.startsWith('/media/');
  try {
    const bytes = readFileSync(file.path);
    const { width, height, type, orientation } = imageSize(bytes);
    if (isUpload && !PHOTO_TYPES.has(type ?? '')) {
      report(`l'image « ${src} » ${NOT_A_PHOTO[type === 'svg' ? 'svg' : 'other']}`);
      return undefined;
    }
    if (!width || !height) throw new Error('no size');
    // A phone photo taken upright is stored sideways with an EXIF orientation of 5 to 8: it shows turned.
    const size = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
    if (!isUpload) return { path: file.path, ...size };
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    return { path: file.path, ...size, variants: photoVariants(normalize(src), hash, size.width, size.height) };
  } catch (error) {
    // No image format at all (a PDF, a text): for a sent photo, say what to send instead.
    if (isUpload && String(error).includes('unsupported file type')) report(`l'image « ${src} » ${NOT_A_PHOTO.other}`);
    else report(`le fichier « ${src} » n'est pas une image lisible : envoyez-le à nouveau.`);
    return undefined;
  }
}
