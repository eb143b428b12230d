import type { CarouselWords } from '@/copy/ui';
import { fill } from '@/lib/i18n';

/*
 * Settings of the blog's hero carousel, kept apart from the Swiper component so that unit tests can
 * check them without loading Swiper.
 */

/** The carousel turns every 5 s by itself (use-carousel-autoplay.ts). */
export const autoplayDelay = 5000;

/** Swiper's own defaults written out, so a library update cannot change them silently. */
export const carouselMotion = {
  speed: 300,
  threshold: 5,
  touchAngle: 45,
  longSwipesRatio: 0.5,
  longSwipesMs: 300,
  resistanceRatio: 0.85,
} as const;

/** The texts of Swiper's A11y module in the page's language ({{index}} and {{slidesLength}} are Swiper's). */
export function carouselA11y(words: CarouselWords) {
  return {
    prevSlideMessage: words.previous,
    nextSlideMessage: words.next,
    firstSlideMessage: words.first,
    lastSlideMessage: words.last,
    paginationBulletMessage: fill(words.goTo, { index: '{{index}}' }),
    slideLabelMessage: fill(words.position, { index: '{{index}}', count: '{{slidesLength}}' }),
    itemRoleDescriptionMessage: words.slide,
    slideRole: 'group',
  };
}

/** The same slide label, for the prerendered HTML (before Swiper runs). */
export function slideLabel(words: CarouselWords, index: number, total: number): string {
  return fill(words.position, { index: index + 1, count: total });
}
