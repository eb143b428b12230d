import clsx from 'clsx';
import type { Value } from '@/content/types';
import { CardGrid } from '@/components/ui/card-grid';
import { FeatureTile } from '@/components/ui/feature-tile';
import styles from './feature-grid.module.css';

/** Icon, title and text tiles: the values and the priority groups of the about page. */
export function FeatureGrid({ items, variant = 'card' }: { items: Value[]; variant?: 'card' | 'plain' }) {
  return (
    <CardGrid columns={4} className={clsx(variant === 'plain' && styles.plain)}>
      {items.map((item) => (
        <FeatureTile
          key={item.title}
          item={item}
          iconSize={26}
          className={clsx(variant === 'card' && 'card', styles.item)}
          iconClassName={styles.icon}
        />
      ))}
    </CardGrid>
  );
}
