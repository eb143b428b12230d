import Swiper from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { carouselMotion, type carouselA11y } from './carousel-options';

/*
 * The Swiper library, and only the three modules the carousel uses (its
 * autoplay is use-carousel-autoplay.ts). This file is loaded with import()
 * once the carousel is on screen: it is not part of /blog's route payload,
 * so prefetching /blog from another page's links never downloads it, and it
 * does not delay the page's first paint.
 */

export interface CarouselElements {
  /** The .swiper element, already holding the prerendered slides. */
  container: HTMLElement;
  prevEl: HTMLElement;
  nextEl: HTMLElement;
  paginationEl: HTMLElement;
  /** The A11y module's words, in the page's language. */
  a11y: ReturnType<typeof carouselA11y>;
}

/** The carousel's Swiper, not started yet: `init()` starts it on the slides (a task of its own). */
export function createCarouselSwiper({ container, prevEl, nextEl, paginationEl, a11y }: CarouselElements): Swiper {
  return new Swiper(container, {
    init: false,
    modules: [A11y, Navigation, Pagination],
    slidesPerView: 1,
    loop: true,
    ...carouselMotion,
    navigation: { prevEl, nextEl },
    pagination: { el: paginationEl, clickable: true, dynamicBullets: true, bulletElement: 'button' },
    a11y,
    // The other slides' pictures are lazy in the HTML (the first one gets the bandwidth); load them now.
    lazyPreloadPrevNext: 1,
    on: {
      paginationUpdate: (_swiper, el) => moveBulletsWithoutLayout(el as HTMLElement),
      // The bullets' offsets are counted in the bullet's width, which the CSS narrows below 22rem.
      resize: (swiper) => swiper.pagination.update(),
    },
  });
}

/**
 * Dynamic bullets slide to keep the current one in the middle of their window, and Swiper moves them
 * with `left`: a change of layout, which counts as a layout shift each time autoplay turns a slide
 * (no visitor input). Swiper has just written that offset, in the same task: it becomes a `translate`,
 * which moves them the same way without changing the layout. Swiper also writes the window's width
 * in pixels of the bullet it measured then: the CSS owns it (five bullets of the width of the moment),
 * or a window measured at 44 px pushes the arrows off a phone turned or a window narrowed to 320 px.
 */
export function moveBulletsWithoutLayout(pagination: HTMLElement) {
  pagination.style.width = '';
  for (const bullet of pagination.querySelectorAll<HTMLElement>('.swiper-pagination-bullet')) {
    const offset = bullet.style.left;
    if (!offset) continue;
    bullet.style.left = '';
    bullet.style.translate = offset;
  }
}
