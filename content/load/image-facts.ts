import { photoVariants, responsivePhoto, type PhotoVariant } from '@/lib/responsive-image';
import type { ImageSize, Report } from '../schema/kit';
import { NOT_A_PHOTO, PHOTO_TYPES } from '../schema/photos';
import { normalizePath, type ContentSource } from './source';

/*
 * An image a content file names, judged from its facts (content/load/source.ts): the build reads them
 * from the file (content/load/images.ts), the editor from the snapshot the build wrote. Where it lives:
 *   /images/…  the site's artwork (SVG illustrations), in public/images/
 *   /media/…   photos staff upload through the editor, in content/media/ (Decap's media_folder).
 *              Pages never get the original: they get the files pipeline/media.ts writes of it, at a
 *              few widths and in three formats (lib/responsive-image.ts), named from its bytes.
 */

/** The image's path on the site, cleaned, or a message saying why it is none. */
export function imagePath(src: string): { path: string } | { problem: string } {
  if (/^[a-z]+:/i.test(src) || src.startsWith('//')) {
    return { problem: `« ${src} » est une image d'un autre site : envoyez la photo dans le site avec le bouton « choisir une image ».` };
  }
  const clean = normalizePath(src);
  if (clean.startsWith('/') && !clean.includes('..') && (clean.startsWith('/media/') || clean.startsWith('/images/'))) return { path: clean };
  return { problem: `« ${src} » n'est pas un chemin d'image : il commence par /media/ (vos photos) ou /images/.` };
}

/** An image as the build sees it: its size as shown, and for an upload the files written of it. */
export interface JudgedImage {
  width: number;
  height: number;
  /** Only for a photo of content/media/: what pipeline/media.ts writes. */
  variants?: PhotoVariant[];
}

/** The image `src` names, looked up in `source`, or undefined with the reason reported. */
export function judgeImage(src: string, source: ContentSource, report: Report): JudgedImage | undefined {
  const where = imagePath(src);
  if ('problem' in where) {
    report(where.problem);
    return undefined;
  }
  const facts = source.image(where.path);
  if (!facts) {
    report(`l'image « ${src} » n'existe pas. Vérifiez le nom du fichier, ou envoyez-la à nouveau dans le site.`);
    return undefined;
  }
  const isUpload = where.path.startsWith('/media/');
  if ('unreadable' in facts) {
    // No image format at all (a PDF, a text): for a sent photo, say what to send instead.
    if (isUpload && facts.unreadable === 'unsupported') report(`l'image « ${src} » ${NOT_A_PHOTO.other}`);
    else report(`le fichier « ${src} » n'est pas une image lisible : envoyez-le à nouveau.`);
    return undefined;
  }
  const { width, height, type, orientation } = facts;
  if (isUpload && !PHOTO_TYPES.has(type ?? '')) {
    report(`l'image « ${src} » ${NOT_A_PHOTO[type === 'svg' ? 'svg' : 'other']}`);
    return undefined;
  }
  if (!width || !height) {
    report(`le fichier « ${src} » n'est pas une image lisible : envoyez-le à nouveau.`);
    return undefined;
  }
  // A phone photo taken upright is stored sideways with an EXIF orientation of 5 to 8: it shows turned.
  const size = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  if (!isUpload) return size;
  return { ...size, variants: photoVariants(where.path, facts.hash, size.width, size.height) };
}

/** The size a page gives the image (a photo with its variants), for the schemas' image fields. */
export function imageSizeOf(src: string, source: ContentSource, report: Report): ImageSize | undefined {
  const image = judgeImage(src, source, report);
  if (!image) return undefined;
  return image.variants ? responsivePhoto(image.variants, image.width, image.height) : { width: image.width, height: image.height };
}
