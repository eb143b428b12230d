import type { HoursLine } from '@/content/types';
import { formatHours } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './contact-info.module.css';

/** Opening hours as a definition list: day(s), then hours. */
export function HoursList({ hours, locale }: { hours: readonly HoursLine[]; locale: Locale }) {
  return (
    <dl className={styles.hours}>
      {hours.map((line) => (
        <div key={line.label} className={styles.hoursRow}>
          <dt>{line.label}</dt>
          <dd>{formatHours(line, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
