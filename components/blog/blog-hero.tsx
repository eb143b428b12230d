import type { HeroSlide } from '@/content/types';
import { BlogCarousel } from './blog-carousel';
import styles from './blog-hero.module.css';

/** The coloured band at the top of /blog, holding the carousel. */
export function BlogHero({ slides }: { slides: HeroSlide[] }) {
  return (
    <div className={styles.band}>
      <div className="container">
        <BlogCarousel slides={slides} label="À la une" />
      </div>
    </div>
  );
}
