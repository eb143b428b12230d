'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import clsx from 'clsx';
import type { Swiper as SwiperInstance } from 'swiper';
// Swiper's CSS is imported here only, so it ships with /blog and nowhere else.
// Our arrows are our own buttons, styled in our module: swiper/css/navigation is not needed.
import 'swiper/css';
import 'swiper/css/pagination';
import type { HeroSlide } from '@/content/types';
import type { CarouselWords } from '@/copy/ui';
import { Icon } from '@/components/ui/icon';
import { nextTask } from '@/lib/next-task';
import { autoplayDelay, carouselA11y, slideLabel } from './carousel-options';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import styles from './blog-carousel.module.css';
import { Artwork } from '@/components/ui/artwork';
import { useDocumentHidden, usePrefersReducedMotion } from '@/components/ui/client-flags';

/**
 * The /blog hero carousel (Swiper: loop, dynamic clickable pagination,
 * arrows, A11y labels in the page's language; autoplay 5 s, ours).
 *
 * The slides are rendered here, in Swiper's markup, so the first one is in
 * the prerendered HTML and paints before any script. Swiper itself arrives
 * with a dynamic import after mount (see carousel-swiper.ts) and takes over
 * that same markup: nothing moves when it does.
 *
 * Every reason to hold the autoplay lives here, in one place: the visitor's
 * pause button, prefers-reduced-motion, mouse hover, keyboard focus and a
 * hidden tab. Autoplay runs only when none applies, and restarts a full 5 s
 * when the last one ends (use-carousel-autoplay.ts).
 */
interface BlogCarouselProps {
  slides: HeroSlide[];
  label: string;
  /** The small line above each slide's title. */
  eyebrow: string;
  words: CarouselWords;
}

export function BlogCarousel({ slides, label, eyebrow, words }: BlogCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hidden = useDocumentHidden();

  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    let instance: SwiperInstance | undefined;
    import('./carousel-swiper')
      .then(async ({ createCarouselSwiper }) => {
        // Three tasks instead of one of about 80 ms on a slow phone: the library's evaluation,
        // Swiper's construction, its start on the slides.
        await nextTask();
        const [container, prevEl, nextEl, paginationEl] = [
          containerRef.current,
          prevRef.current,
          nextRef.current,
          paginationRef.current,
        ];
        if (cancelled || !container || !prevEl || !nextEl || !paginationEl) return;
        const created = createCarouselSwiper({ container, prevEl, nextEl, paginationEl, a11y: carouselA11y(words) });
        await nextTask();
        if (cancelled) return;
        created.init();
        instance = created;
        // The controls and the autoplay follow in short slices.
        startTransition(() => setSwiper(created));
      })
      .catch(() => {
        // Offline or blocked: the first slide stays on screen, readable, and the controls stay hidden.
      });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [words]);

  // Under reduced motion the carousel starts paused; the visitor can still start it.
  const paused = pausedByVisitor ?? reducedMotion;
  const running = !paused && !hovered && !focused && !hidden;

  useCarouselAutoplay(swiper, running, autoplayDelay);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // Announce slide changes only when they come from the visitor, not from the autoplay.
    swiper.wrapperEl.setAttribute('aria-live', running ? 'off' : 'polite');
  }, [swiper, running]);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'mouse') setHovered(true);
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType === 'mouse') setHovered(false);
  }
  // Focus on the pause button itself does not hold the carousel: pressing « Lecture » must start it.
  function onFocus(event: FocusEvent) {
    setFocused(event.target !== toggleRef.current);
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      data-ready={swiper ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={paused ? words.playShow : words.pauseShow}
        onClick={() => setPausedByVisitor(!paused)}
      >
        <Icon name={paused ? 'play' : 'pause'} size={18} />
        <span aria-hidden="true">{paused ? words.playShort : words.pauseShort}</span>
      </button>
      <div className={styles.controls}>
        <button ref={prevRef} type="button" className={styles.arrow} aria-label={words.previous}>
          <Icon name="chevron-left" size={24} />
        </button>
        <div ref={paginationRef} className={styles.pagination} />
        <button ref={nextRef} type="button" className={styles.arrow} aria-label={words.next}>
          <Icon name="chevron-right" size={24} />
        </button>
      </div>
      <div ref={containerRef} className={clsx('swiper', styles.slides)}>
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              className={clsx('swiper-slide', styles.slide)}
              // The same roles and labels Swiper's A11y module sets, already in the prerendered HTML.
              role="group"
              aria-roledescription={words.slide}
              aria-label={slideLabel(words, index, slides.length)}
            >
              <div className={styles.caption}>
                <p className="eyebrow">{eyebrow}</p>
                <p className={styles.title}>{slide.title}</p>
                <p className={styles.subtitle}>{slide.subtitle}</p>
              </div>
              <div className={styles.media}>
                <Artwork
                  image={slide}
                  // The first slide is the page's largest paint: fetch it first, the others once Swiper runs.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                />
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
