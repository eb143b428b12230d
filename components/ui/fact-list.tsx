import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { IconName } from '@/content/types';
import { Icon } from './icon';
import styles from './fact-list.module.css';

export interface Fact {
  icon: IconName;
  term: string;
  value: ReactNode;
}

interface FactListProps {
  facts: Fact[];
  /** Icons on discs, for the about page's key facts; bare icons otherwise. */
  badges?: boolean;
  /** The list's own spacing and frame, and its --fact-indent (and --fact-icon-top) for the icons. */
  className?: string;
}

/** Short facts as a description list: each term with its icon hanging in the left margin, then its value. */
export function FactList({ facts, badges = false, className }: FactListProps) {
  return (
    <dl className={className}>
      {facts.map(({ icon, term, value }) => (
        <div key={term} className={clsx(styles.fact, badges && styles.badged)}>
          <dt>
            {badges ? (
              <span className={`icon-badge ${styles.icon} ${styles.badge}`}>
                <Icon name={icon} size={24} />
              </span>
            ) : (
              <Icon name={icon} size={20} className={styles.icon} />
            )}
            {term}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
