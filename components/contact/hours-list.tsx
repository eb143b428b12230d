import type { HoursLine } from '@/content/types';
import styles from './contact-info.module.css';

/** Opening hours as a definition list: day(s), then hours. */
export function HoursList({ hours }: { hours: readonly HoursLine[] }) {
  return (
    <dl className={styles.hours}>
      {hours.map((line) => (
        <div key={line.label} className={styles.hoursRow}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
