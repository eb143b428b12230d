import { Fragment } from 'react';
import type { Slide } from '@/content/types';
import type { CarouselWords } from '@/copy/ui';
import { ArrowLink } from './arrow-link';
import { HeroSliderFrame } from './hero-slider-frame';
import styles from './hero-slider.module.css';
import { Artwork } from './artwork';

interface HeroSliderProps {
  slides: Slide[];
  /** Auto-advance delay in ms (home 7000, services 5000). */
  interval: number;
  /** Accessible name of the carousel region. */
  label: string;
  words: CarouselWords;
  /** Small line above every slide title (the page's h1 is given separately). */
  eyebrow?: string;
}

/**
 * The hero slider of the home and services pages. Every slide is rendered here, on the server:
 * slide 1 is in the HTML and visible without JavaScript, and its image is the page's LCP
 * (eager, high priority) while the others load lazily. The client frame only adds the behaviour.
 */
export function HeroSlider({ slides, interval, label, words, eyebrow }: HeroSliderProps) {
  return (
    <HeroSliderFrame
      label={label}
      words={words}
      interval={interval}
      titles={slides.map((slide) => slide.title)}
      slides={slides.map((slide, index) => (
        <Fragment key={slide.id}>
          <Artwork
            className={styles.image}
            image={slide.image}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'low'}
            decoding={index === 0 ? 'sync' : 'async'}
          />
          <div className={styles.scrim} aria-hidden="true" />
          <div className={`container ${styles.content}`}>
            <div className={styles.text}>
              {eyebrow ? <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p> : null}
              <h2 className={styles.title}>{slide.title}</h2>
              <p className={styles.subtitle}>{slide.subtitle}</p>
              <ArrowLink href={slide.cta.href} button="primary" className={styles.cta}>
                {slide.cta.label}
              </ArrowLink>
            </div>
          </div>
        </Fragment>
      ))}
    />
  );
}
