'use client';

import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import clsx from 'clsx';
import { Icon } from './icon';
import { useHydrated, usePrefersReducedMotion } from './client-flags';
import styles from './hero-slider.module.css';
import type { CarouselWords } from '@/copy/ui';
import { fill } from '@/lib/i18n';

interface HeroSliderFrameProps {
  label: string;
  /** The words of the controls and announcements, in the page's language. */
  words: CarouselWords;
  interval: number;
  titles: string[];
  /** Server-rendered slides; the frame decides which one shows. */
  slides: ReactNode[];
}

// A horizontal swipe must be this long (px) and clearly more horizontal than vertical.
const SWIPE_MIN = 48;

/**
 * Carousel behaviour (WAI-ARIA APG carousel pattern): auto-advance that wraps at both ends,
 * a pause/play button (WCAG 2.2.2), pause while hovered by a mouse or focused from the keyboard,
 * no auto-advance under prefers-reduced-motion, arrows, dots, arrow keys and swipe.
 */
export function HeroSliderFrame({ label, words, interval, titles, slides }: HeroSliderFrameProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause/play: the default then follows their motion preference.
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const focusAfterChange = useRef(false);

  const playing = userPlaying ?? !reducedMotion;
  const running = hydrated && playing && !hovered && !keyboardInside && count > 1;

  // One timer per shown slide: any change of slide (by hand or not) restarts the full delay.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [running, index, interval, count]);

  // Focus inside the slide that left would be lost: give it to the new slide, once it is no longer inert.
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    slideRefs.current[index]?.focus();
  }, [index]);

  /** A change asked for by the visitor: announced politely, unlike the automatic ones. */
  function goTo(target: number, { moveFocus = false } = {}) {
    const next = ((target % count) + count) % count;
    setIndex(next);
    setAnnouncement(fill(words.changed, { index: next + 1, count, title: titles[next] ?? '' }));
    focusAfterChange.current = moveFocus;
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const focusInSlide = slideRefs.current.some((slide) => slide?.contains(document.activeElement));
    goTo(index + (event.key === 'ArrowRight' ? 1 : -1), { moveFocus: focusInSlide });
  }

  // Only keyboard focus pauses: a mouse click or a tap on an arrow must not freeze the slider.
  function onFocus(event: FocusEvent<HTMLElement>) {
    if (event.target.matches(':focus-visible')) setKeyboardInside(true);
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  }

  function onTouchStart(event: TouchEvent<HTMLElement>) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy) * 1.5) goTo(index + (dx < 0 ? 1 : -1));
  }

  return (
    <section
      className={styles.slider}
      aria-roledescription={words.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      data-playing={running ? 'true' : 'false'}
    >
      {/* Controls come first in the reading order (APG), shown below or over the slides by CSS.
          They need JavaScript: in the HTML they are hidden until it runs, their space reserved. Being
          in the HTML puts their styles in the page's first CSS, so they are drawn styled at once, even
          when the stylesheets come after the scripts. */}
      <div className={styles.controlsBar}>
        <div className={`container ${styles.controlsInner}`}>
          {count > 1 ? (
            <div className={styles.controls} hidden={!hydrated}>
              <button
                type="button"
                className={styles.control}
                onClick={() => setUserPlaying(!playing)}
                aria-label={playing ? words.pause : words.play}
              >
                <Icon name={playing ? 'pause' : 'play'} size={18} />
              </button>
              <span className={styles.separator} aria-hidden="true" />
              <button
                type="button"
                className={styles.control}
                onClick={() => goTo(index - 1)}
                aria-label={words.previous}
              >
                <Icon name="chevron-left" size={22} />
              </button>
              <ul className={`plain-list ${styles.dots}`}>
                {titles.map((title, dot) => (
                  <li key={title}>
                    <button
                      type="button"
                      className={clsx(styles.dot, dot === index && styles.dotCurrent)}
                      onClick={() => goTo(dot)}
                      aria-label={fill(words.dot, { index: dot + 1, title })}
                      aria-current={dot === index ? 'true' : undefined}
                    >
                      <span className={styles.dotMark} />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={styles.control}
                onClick={() => goTo(index + 1)}
                aria-label={words.next}
              >
                <Icon name="chevron-right" size={22} />
              </button>
            </div>
          ) : null}
        </div>
      </div>

      <div className={styles.track}>
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={titles[slideIndex] ?? slideIndex}
              ref={(node) => {
                slideRefs.current[slideIndex] = node;
              }}
              className={clsx(styles.slide, active && styles.active)}
              role="group"
              aria-roledescription={words.slide}
              aria-label={fill(words.position, { index: slideIndex + 1, count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              tabIndex={-1}
            >
              {slide}
            </div>
          );
        })}
      </div>

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </section>
  );
}
