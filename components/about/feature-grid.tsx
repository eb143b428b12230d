import clsx from 'clsx';
import type { Value } from '@/content/types';
import { CardGrid } from '@/components/ui/card-grid';
import { Icon } from '@/components/ui/icon';
import styles from './feature-grid.module.css';

/** Icon, title and text tiles: the values and the priority groups of the about page. */
export function FeatureGrid({ items, variant = 'card' }: { items: Value[]; variant?: 'card' | 'plain' }) {
  return (
    <CardGrid columns={4} className={clsx(variant === 'plain' && styles.plain)}>
      {items.map((item) => (
        <li key={item.title} className={clsx(variant === 'card' && 'card', styles.item)}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={26} />
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}
