import type { ComponentProps } from 'react';
import type { ImageAsset } from '@/content/types';

type ArtworkProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  image: ImageAsset;
  /** The picture only repeats what the text beside it says: screen readers skip it. */
  decorative?: boolean;
  /** Below the first screen: fetched as it nears the screen, decoded off the main thread. */
  lazy?: boolean;
};

/**
 * Every picture of the site: artwork and portraits shipped in public/ as SVG, drawn at the size
 * the content declares (so nothing moves when it arrives). Next's <Image> would add nothing here:
 * a static export has no image optimiser, and SVG needs none.
 */
export function Artwork({ image, decorative = false, lazy = false, ...attributes }: ArtworkProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: plain SVG files, sized by the content
    <img
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
      {...attributes}
    />
  );
}
