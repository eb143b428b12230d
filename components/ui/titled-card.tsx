import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { IconName } from '@/content/types';
import { Icon } from './icon';
import styles from './titled-card.module.css';

interface TitledCardProps {
  /** The heading's id, which names the card. */
  headingId: string;
  /** An id on the card itself, for a link to it. */
  anchor?: string;
  icon: IconName;
  /** The icon on a disc (the contact panels) rather than bare in the accent colour (a service's panels). */
  badge?: boolean;
  title: string;
  children: ReactNode;
}

/** A white card named by its heading, an icon before the heading's words. */
export function TitledCard({ headingId, anchor, icon, badge = false, title, children }: TitledCardProps) {
  return (
    <section id={anchor} className={`card ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={clsx(styles.title, !badge && styles.titleBare)}>
        {badge ? (
          <span className="icon-badge" aria-hidden="true">
            <Icon name={icon} size={22} />
          </span>
        ) : (
          <Icon name={icon} size={24} className={styles.bareIcon} />
        )}
        {title}
      </h2>
      {children}
    </section>
  );
}
