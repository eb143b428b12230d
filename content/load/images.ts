import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { imageSize } from 'image-size';
import type { ImageSize, Report } from '../schema/kit';

/*
 * Where an image of content/ lives, and its size, read from the file (staff never type it):
 *   /images/…  the site's artwork (SVG illustrations), in public/images/
 *   /media/…   photos staff upload through the editor, in content/media/ (Decap's media_folder),
 *              copied to out/media/ by scripts/finish-export.ts.
 * This is the hook for the image pipeline: a resized upload would be resolved here (its sizes and
 * formats), and the pages would keep asking only for `src`, `width` and `height`.
 */

export interface ImageRoots {
  /** public/ */
  publicDir: string;
  /** content/media/ */
  mediaDir: string;
}

const UPLOAD_TYPES = new Set(['jpg', 'png', 'webp', 'avif']);

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
  const file = imageFile(src, roots);
  if ('problem' in file) {
    report(file.problem);
    return undefined;
  }
  if (!existsSync(file.path) || !statSync(file.path).isFile()) {
    report(`l'image « ${src} » n'existe pas. Vérifiez le nom du fichier, ou envoyez-la à nouveau dans le site.`);
    return undefined;
  }
  try {
    const { width, height, type, orientation } = imageSize(readFileSync(file.path));
    if (src.startsWith('/media/') && !UPLOAD_TYPES.has(type ?? '')) {
      report(
        type === 'svg'
          ? `l'image « ${src} » est un dessin SVG : ce format n'est pas accepté pour les photos envoyées. Envoyez une photo JPEG ou PNG.`
          : `l'image « ${src} » n'est pas une photo JPEG, PNG, WebP ou AVIF : enregistrez-la dans l'un de ces formats.`,
      );
      return undefined;
    }
    if (!width || !height) throw new Error('no size');
    // A phone photo taken upright is stored sideways with an EXIF orientation of 5 to 8: it shows turned.
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    report(`le fichier « ${src} » n'est pas une image lisible : envoyez-le à nouveau.`);
    return undefined;
  }
}
