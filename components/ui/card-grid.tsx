import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './card-grid.module.css';

interface CardGridProps {
  /** Columns on a large screen. */
  columns: 3 | 4;
  className?: string;
  /** The <li> items. */
  children: ReactNode;
}

/** The list that lays out the site's cards (services, values). */
export function CardGrid({ columns, className, children }: CardGridProps) {
  return <ul className={clsx(styles.grid, columns === 3 ? styles.columns3 : styles.columns4, className)}>{children}</ul>;
}
