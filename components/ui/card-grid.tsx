import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Columns from a tablet on (two, then three or four on a large screen). Without it, `className` sets the columns (its own breakpoints). */
  columns?: 2 | 3 | 4;
  /** The space between items, a step of the spacing scale: tighter for small items, wider for the article cards. */
  gap?: 3 | 4 | 5 | 6;
  /** Each item fills the height of its row, so the cards of a row line up. */
  stretch?: boolean;
  /** An ordered list, for steps. */
  ordered?: boolean;
  className?: string;
  /** The <li> items. */
  children: ReactNode;
}

/** The list that lays out the site's cards and tiles (services, values, steps, doctors, articles, testimonials). */
export function CardGrid({ columns, gap = 5, stretch = false, ordered = false, className, children }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={clsx(
        'plain-list',
        styles.grid,
        gap !== 5 && styles[`gap${gap}`],
        columns && styles[`columns${columns}`],
        stretch && styles.stretch,
        className,
      )}
    >
      {children}
    </List>
  );
}
