import { useEffect } from 'react';
import type { Swiper } from 'swiper';

/**
 * Turns the carousel to its next slide every `delay` ms while `running`. The count starts afresh after
 * every turn, the visitor's or its own, once its transition has ended; a finger on the slides holds it.
 *
 * Swiper's Autoplay module does the same, and also runs a requestAnimationFrame loop for as long as it
 * plays, to report the time left, which this carousel never shows: on /blog a phone's main thread
 * would wake at every frame. Here, one timer.
 */
export function useCarouselAutoplay(swiper: Swiper | null, running: boolean, delay: number) {
  useEffect(() => {
    if (!swiper || swiper.destroyed || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hold = () => clearTimeout(timer);
    const wait = () => {
      hold();
      timer = setTimeout(() => swiper.slideNext(), delay);
    };
    swiper.on('slideChangeTransitionEnd', wait);
    swiper.on('touchStart', hold);
    swiper.on('touchEnd', wait);
    wait();
    return () => {
      hold();
      if (swiper.destroyed) return;
      swiper.off('slideChangeTransitionEnd', wait);
      swiper.off('touchStart', hold);
      swiper.off('touchEnd', wait);
    };
  }, [swiper, running, delay]);
}
