import { site } from '@/content/site';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { quartierTerms } from '@/site/trust';
import styles from './trust.module.css';

/** The quartiers the home-care team goes to, each with its usual delay and travel fee. */
export function QuartierList({ locale, className }: { locale: Locale; className?: string }) {
  const colon = ui[locale].footer.colon;
  return (
    <ul className={`plain-list ${styles.list} ${className ?? ''}`} data-trust="quartiers">
      {site[locale].quartiers.map((quartier) => (
        <li key={quartier.name}>
          <strong>{quartier.name}</strong>
          {colon}
          <span className={styles.muted}>{quartierTerms(quartier, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
