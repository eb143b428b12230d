import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, photoVariants, photoWidths, responsivePhoto } from '@/lib/responsive-image';

describe('photoWidths', () => {
  it('writes a large photo at every standard width', () => {
    expect(photoWidths(4032)).toEqual([...PHOTO_WIDTHS]);
  });

  it('never enlarges a photo: the widths stop at its own', () => {
    expect(photoWidths(1000)).toEqual(PHOTO_WIDTHS.filter((width) => width <= 1000));
    expect(Math.max(...photoWidths(1000))).toBeLessThanOrEqual(1000);
  });

  it('keeps a photo smaller than every standard width at its own width', () => {
    expect(photoWidths(300)).toEqual([300]);
  });
});

describe('photoVariants', () => {
  const variants = photoVariants('/media/equipe/visite.jpeg', 'abc123def0', 2000, 1500);

  it('names every file after the upload, its bytes and its width, in three formats', () => {
    expect(variants.map((variant) => variant.url)).toContain('/media/equipe/visite.abc123def0.800.avif');
    expect(variants.map((variant) => variant.url)).toContain('/media/equipe/visite.abc123def0.1600.jpg');
    expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
    expect(new Set(variants.map((variant) => variant.url)).size).toBe(variants.length);
  });

  it('keeps the shape of the photo at each width', () => {
    for (const variant of variants) expect(variant.height / variant.width).toBeCloseTo(1500 / 2000, 2);
  });
});

describe('responsivePhoto', () => {
  const photo = responsivePhoto(photoVariants('/media/visite.png', '0123456789', 1300, 975), 1300, 975);

  it('falls back to the largest JPEG, sized as the original', () => {
    expect(photo).toMatchObject({ src: '/media/visite.0123456789.1200.jpg', width: 1300, height: 975 });
    expect(photo.srcSet).toBe('/media/visite.0123456789.480.jpg 480w, /media/visite.0123456789.800.jpg 800w, /media/visite.0123456789.1200.jpg 1200w');
  });

  it('offers AVIF before WebP, each with every width', () => {
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(photo.sources[0]?.srcSet.split(', ')).toHaveLength(3);
  });
});
