import clsx from 'clsx';
import { fill } from '@/lib/i18n';
import styles from './star-rating.module.css';

interface StarRatingProps {
  /** 1 to 5. */
  rating: number;
  /** « Note : {value} sur {max} », in the page's language. */
  label: string;
  max?: number;
  className?: string;
}

/** The star's outline (a 24-unit grid), drawn filled or empty. */
export const STAR_PATH = 'm12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** Stars read as one image: « Note : 4 sur 5 ». The glyphs themselves are hidden from assistive tech. */
export function StarRating({ rating, label, max = 5, className }: StarRatingProps) {
  const value = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <div role="img" aria-label={fill(label, { value, max })} className={clsx(styles.stars, className)}>
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          width={20}
          height={20}
          aria-hidden="true"
          focusable="false"
          className={index < value ? styles.full : styles.empty}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </div>
  );
}
