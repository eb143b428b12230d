/*
 * The sizes and formats a photo staff upload is served in. A phone photo of 4 MB is never sent to a
 * visitor: the build (pipeline/media.ts) writes it at a few widths, in AVIF and WebP with a JPEG for the
 * browsers that read neither, and the page's <picture> lets the browser take the smallest that fills
 * its box. Pure: the loader names the files here, the build script makes them from the same names.
 */

/** Widths written for every photo, at most its own width (a photo is never enlarged). */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;

export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const MIME_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** One file the build writes for a photo. */
export interface PhotoVariant {
  /** Its address on the site, e.g. /media/portrait.3f9a1c0b2e.800.avif */
  url: string;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** What a page needs to show a photo: the fallback `src`, and a srcset per format for <picture>. */
export interface ResponsivePhoto {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  sources: { type: string; srcSet: string }[];
}

/** The widths a photo of `width` pixels is written at: the standard ones it can fill, or its own when it is smaller. */
export function photoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * Every file of one photo. `path` is where staff put it (/media/visite.jpg), `hash` a digest of its
 * bytes: a replaced photo gets new names, so no browser or service worker keeps the old one.
 */
export function photoVariants(path: string, hash: string, width: number, height: number): PhotoVariant[] {
  const stem = path.replace(/\.[^./]+$/, '');
  return PHOTO_FORMATS.flatMap((format) =>
    photoWidths(width).map((variantWidth) => ({
      url: `${stem}.${hash}.${variantWidth}.${EXTENSIONS[format]}`,
      format,
      width: variantWidth,
      height: Math.round((height * variantWidth) / width),
    })),
  );
}

function srcSetOf(variants: PhotoVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/** The <picture> of a photo: AVIF, then WebP, then the JPEG `src` at the largest width, sized as the original. */
export function responsivePhoto(variants: PhotoVariant[], width: number, height: number): ResponsivePhoto {
  const jpegs = variants.filter((variant) => variant.format === 'jpeg');
  const largest = jpegs.at(-1);
  if (!largest) throw new Error('responsivePhoto: no JPEG variant');
  return {
    src: largest.url,
    width,
    height,
    srcSet: srcSetOf(jpegs),
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: MIME_TYPES[format],
      srcSet: srcSetOf(variants.filter((variant) => variant.format === format)),
    })),
  };
}
