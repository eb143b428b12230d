import type { RequestKind } from '@/lib/request';
import { screensOf, type LineProps } from './kind-screens';
import styles from './appointment-form.module.css';

/** The request in one line under its label, as the kept-request panel shows it: its kind's line (kind-screens.tsx). */
export function RequestSummary({ label, kind, ...line }: LineProps & { kind: RequestKind; label: string }) {
  return (
    <p className={styles.outcomeNote}>
      <strong>{label}</strong> {screensOf(kind).line(line)}
    </p>
  );
}
