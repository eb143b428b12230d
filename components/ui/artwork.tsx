import type { ComponentProps } from 'react';
import type { ImageAsset } from '@/content/types';

type ArtworkProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'srcSet' | 'sizes'> & {
  image: ImageAsset;
  /** The picture only repeats what the text beside it says: screen readers skip it. */
  decorative?: boolean;
  /** Below the first screen: fetched as it nears the screen, decoded off the main thread. */
  lazy?: boolean;
  /** How wide the picture is drawn, for a photo's srcset (the browser picks the smallest file that fills it). */
  sizes?: string;
};

/**
 * Every picture of the site, drawn at the size the content gives (so nothing moves when it arrives).
 * The artwork shipped in public/ is SVG and needs one file. A photo staff uploaded comes in several
 * widths and formats (pipeline/media.ts): a <picture> offers AVIF, then WebP, then JPEG. Next's
 * <Image> would add nothing here: a static export has no image optimiser.
 */
export function Artwork({ image, decorative = false, lazy = false, sizes = '100vw', ...attributes }: ArtworkProps) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see above: files sized by the content and the build
    <img
      src={image.src}
      {...(image.srcSet ? { srcSet: image.srcSet, sizes } : {})}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      {...attributes}
    />
  );
  if (!image.sources) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
