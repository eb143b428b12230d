import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Columns on a large screen, two on a tablet. Without it, `className` sets the columns (its own breakpoints). */
  columns?: 3 | 4;
  className?: string;
  /** The <li> items. */
  children: ReactNode;
}

/** The list that lays out the site's cards (services, values, doctors, testimonials). */
export function CardGrid({ columns, className, children }: CardGridProps) {
  return (
    <ul className={clsx(styles.grid, columns === 3 && styles.columns3, columns === 4 && styles.columns4, className)}>
      {children}
    </ul>
  );
}
