import type { HoursLine } from '@/content/types';
import { hoursWords } from '@/copy/hours';
import type { HoursSet } from '@/content/schema/hours';
import { formatHours } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './contact-info.module.css';

/** A set of hours under its name (« Accueil et téléphone »), as a definition list: day(s), then hours. */
export function HoursList({ set, hours, locale }: { set: HoursSet; hours: readonly HoursLine[]; locale: Locale }) {
  return (
    <div data-hours-set={set}>
      <p className={styles.hoursName}>{hoursWords[locale].sets[set]}</p>
      <dl className={styles.hours}>
        {hours.map((line) => (
          <div key={line.label} className={styles.hoursRow}>
            <dt>{line.label}</dt>
            <dd>{formatHours(line, locale)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
