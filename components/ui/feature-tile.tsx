import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { Value } from '@/content/types';
import { Icon } from './icon';
import styles from './feature-tile.module.css';

interface FeatureTileProps {
  item: Value;
  iconSize: number;
  /** The tile itself: a card, a framed step… */
  className?: string;
  /** The disc under the icon: its size and colours. */
  iconClassName?: string;
  /** What comes before the icon (a step's number). */
  children?: ReactNode;
}

/** A list item of an icon on its disc, a short title and its text: the values, the care steps, the care team's strengths. */
export function FeatureTile({ item, iconSize, className, iconClassName, children }: FeatureTileProps) {
  return (
    <li className={className}>
      {children}
      <span className={clsx('icon-badge', iconClassName)}>
        <Icon name={item.icon} size={iconSize} />
      </span>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.text}>{item.description}</p>
    </li>
  );
}
