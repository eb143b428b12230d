import { blogPage } from '@/copy/blog-page';
import { blogSlides } from '@/content/slides';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { BlogCarousel } from './blog-carousel';
import styles from './blog-hero.module.css';

/** The coloured band at the top of the blog, holding the carousel. */
export function BlogHero({ locale }: { locale: Locale }) {
  const t = blogPage[locale].hero;
  return (
    <div className={styles.band}>
      <div className="container">
        <BlogCarousel slides={blogSlides[locale]} label={t.label} eyebrow={t.eyebrow} words={ui[locale].carousel} />
      </div>
    </div>
  );
}
