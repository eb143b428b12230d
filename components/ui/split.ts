import styles from './split.module.css';

/** The classes of a two-column layout that starts at that width, in rem (see split.module.css). */
export function splitLayout(from: 52 | 56 | 60 | 64): string {
  return `${styles.split} ${styles[`from${from}`]}`;
}
