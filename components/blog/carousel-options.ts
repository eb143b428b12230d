/*
 * Settings of the /blog hero carousel, kept apart from the Swiper component so
 * that unit tests can check them without loading Swiper.
 */

/** Autoplay every 5 s, and Swiper's own defaults written out, so a library update cannot change them silently. */
export const carouselTiming = {
  delay: 5000,
  speed: 300,
  threshold: 5,
  touchAngle: 45,
  longSwipesRatio: 0.5,
  longSwipesMs: 300,
  resistanceRatio: 0.85,
} as const;

/** French texts of Swiper's A11y module ({{index}} and {{slidesLength}} are filled in by Swiper). */
export const carouselA11y = {
  prevSlideMessage: 'Diapositive précédente',
  nextSlideMessage: 'Diapositive suivante',
  firstSlideMessage: 'Première diapositive',
  lastSlideMessage: 'Dernière diapositive',
  paginationBulletMessage: 'Aller à la diapositive {{index}}',
  slideLabelMessage: '{{index}} sur {{slidesLength}}',
  itemRoleDescriptionMessage: 'diapositive',
  slideRole: 'group',
} as const;

/** The same slide label, for the prerendered HTML (before Swiper runs). */
export function slideLabel(index: number, total: number): string {
  return carouselA11y.slideLabelMessage
    .replace('{{index}}', String(index + 1))
    .replace('{{slidesLength}}', String(total));
}
