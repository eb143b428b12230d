import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { quartierTerms, type Quartier } from '@/site/trust-words';
import styles from './trust.module.css';

/** The quartiers the home-care team goes to (the centre's, from its page), each with its usual delay and travel fee. */
export function QuartierList({ quartiers, locale, className }: { quartiers: readonly Quartier[]; locale: Locale; className?: string }) {
  const colon = ui[locale].footer.colon;
  return (
    <ul className={`plain-list ${styles.list} ${className ?? ''}`} data-trust="quartiers">
      {quartiers.map((quartier) => (
        <li key={quartier.name}>
          <strong>{quartier.name}</strong>
          {colon}
          <span className={styles.muted}>{quartierTerms(quartier, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
