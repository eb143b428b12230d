import { createRoot, type Root } from 'react-dom/client';
import styles from './check.module.css';

/*
 * The check's panel: what the build would refuse in the entry being edited, updated as staff type, at
 * the bottom of the screen (never over « Enregistrer », which is at the top). Gone when the entry is
 * left (any change of address) or has nothing left to fix.
 */

export interface PanelProblems {
  errors: string[];
  warnings: string[];
}

let root: Root | undefined;

function Panel({ errors, warnings }: PanelProblems) {
  return (
    <section className={styles.panel} aria-labelledby="editor-check-title" data-testid="editor-check" data-editor-panel="check">
      <h2 id="editor-check-title" className={styles.title}>
        {errors.length > 0
          ? `À corriger avant d'enregistrer (${errors.length})`
          : 'À savoir avant de publier'}
      </h2>
      <ul className={styles.list} role="status">
        {errors.map((line) => (
          <li key={line} className={styles.error}>
            {line}
          </li>
        ))}
        {warnings.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** Shows the problems, or hides the panel (undefined, or nothing to say). */
export function showProblems(problems: PanelProblems | undefined) {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    // Another screen, or another entry: its check comes when staff change something.
    window.addEventListener('hashchange', () => root?.render(null));
  }
  const empty = !problems || (problems.errors.length === 0 && problems.warnings.length === 0);
  root.render(empty ? null : <Panel {...problems} />);
}
