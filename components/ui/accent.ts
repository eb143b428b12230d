import type { AccentColor } from '@/content/types';
import styles from './accent.module.css';

/** Class that sets --accent and --accent-soft for a content colour (see accent.module.css). */
export function accentClass(color: AccentColor): string {
  const className = styles[color];
  if (!className) throw new Error(`no accent class for « ${color} »`);
  return className;
}
