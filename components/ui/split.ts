import styles from './split.module.css';

/** The class of a two-column layout, its columns side by side from the desktop width on (see split.module.css). */
export function splitLayout(): string {
  return styles.split ?? '';
}
